// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PricingPeriod } from '@nbp/contracts/http/pricing';
import { fakeServer, renderWithApp, type FakeRoutes, type SentRequest } from '../../../test/render.tsx';
import { PeriodDialog } from './period-dialog.tsx';

const HIGH: PricingPeriod = {
  id: 10,
  name: 'Alta stagione 2027',
  nameEn: 'High season 2027',
  startDate: '2027-06-01',
  endDate: '2027-09-30',
  isActive: true,
  createdAt: '2027-01-01T00:00:00Z',
};

function openDialog(period: PricingPeriod | null, routes: FakeRoutes = {}) {
  const onClose = vi.fn();
  const view = renderWithApp(<PeriodDialog period={period} onClose={onClose} />, { server: fakeServer(routes) });
  const title = period ? 'Modifica Periodo' : 'Nuovo Periodo di Prezzo';
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: title }) };
}

const writes = (requests: SentRequest[]) => requests.filter((request) => request.method !== 'GET');
const saved = (status: 200 | 201) => () => ({ status, body: { ...HIGH, overlaps: [] } });

describe('admin: the period dialog, English name (docs/languages.md#period-names)', () => {
  it('has an optional English name field that says the Italian name shows when it is empty', () => {
    const { dialog } = openDialog(null);
    const field = within(dialog).getByLabelText('Nome in inglese (facoltativo)');
    expect((field as HTMLInputElement).value).toBe('');
    expect(field.getAttribute('lang')).toBe('en');
    expect(within(dialog).getByText(/Se lo lasci vuoto, vi compare il nome italiano/)).toBeTruthy();
  });

  it('creates a period with its English name, and one without (sent as null)', async () => {
    const user = userEvent.setup();
    const first = openDialog(null, { 'POST /api/admin/pricing-periods': saved(201) });
    await user.type(within(first.dialog).getByLabelText('Nome del periodo'), 'Alta stagione 2027');
    await user.type(within(first.dialog).getByLabelText('Nome in inglese (facoltativo)'), ' High season 2027 ');
    await user.type(within(first.dialog).getByLabelText('Data inizio'), '2027-06-01');
    await user.type(within(first.dialog).getByLabelText('Data fine'), '2027-09-30');
    await user.click(within(first.dialog).getByRole('button', { name: 'Crea' }));
    await waitFor(() => expect(first.onClose).toHaveBeenCalled());
    expect(writes(first.requests)).toEqual([
      {
        method: 'POST',
        url: '/api/admin/pricing-periods',
        body: { name: 'Alta stagione 2027', nameEn: 'High season 2027', startDate: '2027-06-01', endDate: '2027-09-30', isActive: true },
      },
    ]);
    first.unmount();

    const second = openDialog(null, { 'POST /api/admin/pricing-periods': saved(201) });
    await user.type(within(second.dialog).getByLabelText('Nome del periodo'), 'Ferragosto 2027');
    await user.type(within(second.dialog).getByLabelText('Data inizio'), '2027-08-10');
    await user.type(within(second.dialog).getByLabelText('Data fine'), '2027-08-20');
    await user.click(within(second.dialog).getByRole('button', { name: 'Crea' }));
    await waitFor(() => expect(second.onClose).toHaveBeenCalled());
    expect(writes(second.requests).map((request) => request.body)).toEqual([expect.objectContaining({ nameEn: null })]);
  });

  it('shows the stored English name when editing, and clearing it sends null', async () => {
    const user = userEvent.setup();
    const { dialog, requests, onClose } = openDialog(HIGH, { 'PATCH /api/admin/pricing-periods/:id': saved(200) });
    const field = within(dialog).getByLabelText('Nome in inglese (facoltativo)');
    expect((field as HTMLInputElement).value).toBe('High season 2027');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Aggiorna' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(requests)).toEqual([
      {
        method: 'PATCH',
        url: '/api/admin/pricing-periods/10',
        body: expect.objectContaining({ name: 'Alta stagione 2027', nameEn: null }),
      },
    ]);
  });

  it('refuses an English name longer than the Italian limit on its field, sending nothing', async () => {
    const user = userEvent.setup();
    const { dialog, requests, onClose } = openDialog(HIGH);
    const field = within(dialog).getByLabelText('Nome in inglese (facoltativo)');
    await user.clear(field);
    await user.type(field, 'x'.repeat(81));
    await user.click(within(dialog).getByRole('button', { name: 'Aggiorna' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Nome in inglese troppo lungo (massimo 80 caratteri)')).toBeTruthy();
    expect(writes(requests)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
