// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminBoat } from '@nbp/contracts/http/catalogue';
import { fakeServer, renderWithApp, type SentRequest } from '../../../test/render.tsx';
import { hasUnsavedPageEdits } from '../../../components/admin/unsaved-changes.tsx';
import { BoatEditor } from './boat-editor.tsx';

const BOAT: AdminBoat = {
  id: 3,
  name: 'Eolo 6.90 EL - Alacaluf III',
  model: 'Eolo 6.90 EL',
  baseModel: 'Eolo 6.90',
  length: '6.90 mt',
  width: '2.50 m',
  maxPersons: 7,
  motorPower: '115 CV',
  requiresLicense: true,
  licenseRequired: true,
  description: 'Quasi sette metri di comfort.',
  detailedDescription: 'La barca per le Eolie.',
  features: ['Prendisole di prua'],
  comfortFeatures: ['Divano di poppa'],
  navigationFeatures: ['Ecoscandaglio'],
  safetyFeatures: ['Estintore'],
  priceMultiplier: '1.00',
  imageUrl: '/images/boats/alacaluf-3.svg',
  galleryImages: [],
  isActive: true,
  year: 2024,
  fuelTankCapacity: '120 litri',
  waterTankCapacity: null,
  checkInTime: '9:00',
  checkOutTime: '18:00',
  fuelIncluded: false,
  weatherRefund: true,
  deposit: '500.00',
  includedItems: ['Pulizia finale'],
  excludedItems: [],
  contentUpdatedAt: null,
  translations: {
    en: {
      description: 'Almost seven metres of comfort.',
      detailedDescription: null,
      features: ['Bow sunbed'],
      comfortFeatures: ['Stern bench'],
      navigationFeatures: ['Echo sounder'],
      safetyFeatures: null,
      includedItems: null,
      excludedItems: null,
    },
  },
};

function openEditor(boat: AdminBoat = BOAT) {
  const onClose = vi.fn();
  const view = renderWithApp(<BoatEditor boat={boat} onClose={onClose} />, {
    server: fakeServer({ 'PUT /api/admin/boats/:id': ({ params }) => (params.id === String(boat.id) ? { body: boat } : undefined) }),
  });
  return { ...view, onClose, form: screen.getByRole('form', { name: `Modifica contenuto di ${boat.name}` }) };
}

const writes = (requests: SentRequest[]) => requests.filter((request) => request.method !== 'GET');
const tabNames = (form: HTMLElement) =>
  within(form)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('admin: the content editor in two languages', () => {
  it('opens in Italian, and counts on the English switch the texts still to translate', () => {
    const { form } = openEditor();
    expect(within(form).getByRole('button', { name: 'Italiano' }).getAttribute('aria-pressed')).toBe('true');
    // Detailed description, safety, included: the Italian has them, the English not (excluded is empty in both).
    const english = within(form).getByRole('button', { name: /^English/ });
    expect(english.getAttribute('aria-pressed')).toBe('false');
    expect(english.textContent).toBe('English3 da tradurre');
    expect(tabNames(form)).toEqual(['Base', 'Specifiche', 'Dotazioni', 'Condizioni', 'Incluso/Escluso', 'Immagini']);
    expect(within(form).getByLabelText('Nome')).toBeTruthy();
  });

  it('in English shows only the translatable texts, the Italian ones for reference, and marks the missing ones', async () => {
    const user = userEvent.setup();
    const { form } = openEditor();
    await user.click(within(form).getByRole('button', { name: /^English/ }));
    expect(
      within(form)
        .getByRole('button', { name: /^English/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(tabNames(form)).toEqual(['Base', 'Dotazioni', 'Incluso/Escluso']);
    // Shared fields are not edited here.
    expect(within(form).queryByLabelText('Nome')).toBeNull();
    expect(within(form).getByRole('note').textContent).toContain('Eolo 6.90 EL - Alacaluf III');
    const description = within(form).getByLabelText('Descrizione (inglese)') as HTMLTextAreaElement;
    expect(description.value).toBe('Almost seven metres of comfort.');
    const detailed = within(form).getByLabelText(/^Descrizione dettagliata \(inglese\)/) as HTMLTextAreaElement;
    expect(detailed.value).toBe('');
    expect(detailed.labels?.[0]?.textContent).toContain('Da tradurre');
    expect(within(form).getByText('La barca per le Eolie.')).toBeTruthy();

    await user.click(within(form).getByRole('tab', { name: 'Dotazioni' }));
    const safety = within(form).getByRole('group', { name: 'Sicurezza (inglese)' });
    expect(within(safety).getByText('Da tradurre')).toBeTruthy();
    expect(within(safety).getByText('Estintore', { exact: false })).toBeTruthy();
    const features = within(form).getByRole('group', { name: 'Caratteristiche (inglese)' });
    expect(within(features).queryByText('Da tradurre')).toBeNull();
    expect(within(features).getByText('Bow sunbed')).toBeTruthy();

    // Translating a text takes its mark away and lowers the count; the section stays when switching back.
    await user.type(within(safety).getByRole('textbox', { name: 'Sicurezza (inglese)' }), 'Fire extinguisher{Enter}');
    expect(within(safety).queryByText('Da tradurre')).toBeNull();
    expect(within(form).getByRole('button', { name: /^English/ }).textContent).toBe('English2 da tradurre');
    await user.click(within(form).getByRole('button', { name: 'Italiano' }));
    expect(within(form).getByRole('tab', { name: 'Dotazioni' }).getAttribute('aria-selected')).toBe('true');
    expect(within(form).getByRole('group', { name: 'Sicurezza' })).toBeTruthy();
  });

  it('saves the Italian boat and the English texts in one PUT', async () => {
    const user = userEvent.setup();
    const { form, requests, onClose } = openEditor();
    await user.clear(within(form).getByLabelText('Descrizione'));
    await user.type(within(form).getByLabelText('Descrizione'), 'Nuova descrizione.');
    await user.click(within(form).getByRole('button', { name: /^English/ }));
    await user.type(within(form).getByLabelText(/^Descrizione dettagliata \(inglese\)/), 'The boat for the Aeolian Islands.');
    await user.click(within(form).getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = writes(requests);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/admin/boats/3' });
    const body = sent[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: BOAT.name, description: 'Nuova descrizione.', detailedDescription: 'La barca per le Eolie.' });
    expect(body.translations).toEqual({
      en: {
        description: 'Almost seven metres of comfort.',
        detailedDescription: 'The boat for the Aeolian Islands.',
        features: ['Bow sunbed'],
        comfortFeatures: ['Stern bench'],
        navigationFeatures: ['Echo sounder'],
        safetyFeatures: null,
        includedItems: null,
        excludedItems: null,
      },
    });
  });

  it('warns of unsaved English changes like Italian ones', async () => {
    const user = userEvent.setup();
    const { form, onClose } = openEditor();
    expect(hasUnsavedPageEdits()).toBe(false);
    await user.click(within(form).getByRole('button', { name: /^English/ }));
    expect(hasUnsavedPageEdits()).toBe(false);
    await user.type(within(form).getByLabelText('Descrizione (inglese)'), ' Really.');
    expect(hasUnsavedPageEdits()).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Annulla' }));
    expect(await screen.findByRole('dialog', { name: 'Modifiche non salvate' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses an English text over the limit before sending, and opens the English field that shows it', async () => {
    const user = userEvent.setup();
    const { form, requests, onClose } = openEditor();
    await user.click(within(form).getByRole('button', { name: /^English/ }));
    fireEvent.change(within(form).getByLabelText('Descrizione (inglese)'), { target: { value: 'x'.repeat(2001) } });
    await user.click(within(form).getByRole('button', { name: 'Italiano' }));
    await user.click(within(form).getByRole('button', { name: 'Salva modifiche' }));
    expect(await within(form).findByText('Descrizione (inglese): massimo 2000 caratteri', { selector: '[role=alert]' })).toBeTruthy();
    expect(
      within(form)
        .getByRole('button', { name: /^English/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(writes(requests)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
