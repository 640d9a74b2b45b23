/**
 * The Barche, Contenuti, Prezzi and Log tabs in a real browser against the whole stack: a boat's
 * content edited and seen by the public API, a pricing period and a boat price set, changed and
 * deleted, an overlapping period warned of, a failed save shown with what the server said, and the
 * audit trail of those changes in the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Boat } from '@nbp/contracts/http/catalogue';
import type { BoatPrice, PricingPeriod } from '@nbp/contracts/http/pricing';
import { eventually } from '@nbp/kit/testing';
import { launchBrowser } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { apiAs, browserCookie, daysFromToday, expectToast, newPage, openTab, signIn } from './admin-session.ts';

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let cookie: string;

beforeAll(async () => {
  stack = await startStack({ label: 'admincatalogue' });
  browser = await launchBrowser();
  ({ context, page, problems } = await newPage(browser));
  await signIn(page, stack);
  cookie = await browserCookie(page);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
});

/** The open dialog (the page behind it stays in the DOM). */
const dialog = () => page.getByRole('dialog');
const publicBoat = async (id: number) => (await (await fetch(`${stack.url}/api/boats/${id}`)).json()) as Boat;

describe('Barche', () => {
  it('lists the fleet read-only', async () => {
    await openTab(page, 'Barche');
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(4);
    const first = (await cards.first().textContent()) ?? '';
    expect(first).toContain('Eolo 6.40 EL Open - Alacaluf I');
    expect(first).toContain('Capacità: 6 persone');
    expect(first).toContain('Attiva');
    expect(await page.getByRole('button', { name: /Modifica/ }).count()).toBe(0);
  });
});

describe('Contenuti', () => {
  const editor = () => page.getByRole('form', { name: 'Modifica contenuto di Eolo 6.40 EL Open - Alacaluf I' });

  it('opens one boat at a time in the inline editor', async () => {
    await openTab(page, 'Contenuti');
    const buttons = page.getByRole('button', { name: 'Modifica contenuto' });
    await buttons.first().waitFor();
    expect(await page.getByText('Senza patente', { exact: true }).count()).toBe(2);
    await buttons.first().click();
    await editor().waitFor();
    await page.getByRole('tab', { name: 'Base', selected: true }).waitFor();
    // The other boats wait until this one is saved or cancelled.
    expect(await page.getByRole('button', { name: 'Modifica contenuto' }).first().isDisabled()).toBe(true);
  });

  it('refuses a year that is not an integer and opens the section that shows it', async () => {
    await page.getByRole('tab', { name: 'Specifiche' }).click();
    await page.getByLabel('Anno').fill('2024.5');
    await page.getByRole('tab', { name: 'Base' }).click();
    await page.getByRole('button', { name: 'Salva modifiche' }).click();
    await expectToast(page, 'Errore nel salvataggio', 'Anno: inserisci un numero intero');
    await page.getByRole('tab', { name: /Specifiche/, selected: true }).waitFor();
    await page.getByLabel('Anno').fill('2024');
  });

  it('adds list entries with Enter (trimmed, blanks ignored) and saves the whole boat', async () => {
    await page.getByLabel('Capacità (persone)').fill('7');
    await page.getByRole('tab', { name: 'Dotazioni' }).click();
    const input = page.getByRole('textbox', { name: 'Comfort', exact: true });
    const list = page.getByRole('list', { name: 'Voci: Comfort' });
    const before = await list.getByRole('listitem').count();
    await input.fill('   ');
    await input.press('Enter');
    await input.fill('  Frigorifero portatile  ');
    await input.press('Enter');
    expect(await input.inputValue()).toBe('');
    const items = list.getByRole('listitem');
    expect(await items.count()).toBe(before + 1);
    expect(await items.last().textContent()).toBe('Frigorifero portatile');
    await page.getByRole('tab', { name: 'Immagini' }).click();
    await page.getByText('Il caricamento delle immagini sarà disponibile nella prossima versione.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Salva modifiche' }).click();
    await expectToast(page, 'Barca aggiornata', 'Le modifiche sono state salvate con successo.');
    await editor().waitFor({ state: 'detached' });
    const card = page.getByRole('article').filter({ hasText: 'Eolo 6.40 EL Open - Alacaluf I' }).first();
    expect(await card.textContent()).toContain('7 persone');
    const boat = await publicBoat(1);
    expect(boat.maxPersons).toBe(7);
    expect(boat.comfortFeatures.at(-1)).toBe('Frigorifero portatile');
    expect(boat.year).toBe(2024);
  });

  it('cancels without saving', async () => {
    await page.getByRole('button', { name: 'Modifica contenuto' }).first().click();
    await page.getByLabel('Nome', { exact: true }).fill('Nome da non salvare');
    await page.getByRole('button', { name: 'Annulla' }).click();
    // Typed changes are not dropped without asking (docs/back-office.md#safe-changes).
    await page.getByRole('button', { name: 'Chiudi senza salvare' }).click();
    await editor().waitFor({ state: 'detached' });
    expect((await publicBoat(1)).name).toBe('Eolo 6.40 EL Open - Alacaluf I');
  });
});

describe('Prezzi', () => {
  const start = daysFromToday(600);
  const end = daysFromToday(610);
  const periodName = 'Ponte di prova';
  let period: PricingPeriod;

  it('creates a pricing period', async () => {
    await openTab(page, 'Prezzi');
    await page.getByRole('button', { name: 'Nuovo Periodo' }).click();
    await page.getByRole('heading', { name: 'Nuovo Periodo di Prezzo' }).waitFor();
    await page.getByRole('button', { name: 'Crea', exact: true }).click();
    await page.getByText('Nome del periodo richiesto', { exact: false }).first().waitFor();
    await dialog().getByLabel('Nome del periodo').fill(periodName);
    await dialog().getByLabel('Data inizio').fill(start);
    await dialog().getByLabel('Data fine').fill(end);
    await page.getByRole('button', { name: 'Crea', exact: true }).click();
    await expectToast(page, 'Periodo Creato');
    const periods = await apiAs<PricingPeriod[]>(stack, cookie, '/api/admin/pricing-periods');
    period = periods.find((p) => p.name === periodName)!;
    expect(period).toMatchObject({ startDate: start, endDate: end, isActive: true, nameEn: null });
    // No English name: the list marks it (docs/languages.md#period-names).
    await page.getByRole('listitem').filter({ hasText: periodName }).getByText('Da tradurre').waitFor();
    await page.getByRole('button', { name: `Modifica periodo ${periodName}` }).waitFor();
    await page.getByRole('button', { name: `Imposta prezzo di Eolo 6.40 EL Open - Alacaluf I per ${periodName}` }).waitFor();
  });

  it('sets a boat price from the matrix, then changes it', async () => {
    await page.getByRole('button', { name: `Imposta prezzo di Eolo 6.40 EL Open - Alacaluf I per ${periodName}` }).click();
    await page.getByRole('heading', { name: 'Imposta Prezzo Barca' }).waitFor();
    expect(await dialog().getByLabel('Barca', { exact: true }).inputValue()).toBe('1');
    expect(await dialog().getByLabel('Periodo', { exact: true }).inputValue()).toBe(String(period.id));
    expect(await dialog().getByLabel('Prezzo Giornaliero (€)').inputValue()).toBe('0');
    expect(await dialog().getByLabel('Prezzo Multi-giorno (€)').inputValue()).toBe('0');
    await dialog().getByLabel('Prezzo Giornaliero (€)').fill('210.5');
    await dialog().getByLabel('Prezzo Multi-giorno (€)').fill('190');
    await page.getByRole('button', { name: 'Imposta Prezzo', exact: true }).click();
    await expectToast(page, 'Prezzo Impostato');
    await page.getByText('Giorno: €210,50').waitFor();
    await page.getByText('Multi: €190,00').first().waitFor();

    await page.getByRole('button', { name: `Modifica prezzo di Eolo 6.40 EL Open - Alacaluf I per ${periodName}` }).click();
    await page.getByRole('heading', { name: 'Modifica Prezzo Barca' }).waitFor();
    expect(await dialog().getByLabel('Prezzo Giornaliero (€)').inputValue()).toBe('210.50');
    await dialog().getByLabel('Prezzo Giornaliero (€)').fill('230');
    await page.getByRole('button', { name: 'Aggiorna Prezzo' }).click();
    await expectToast(page, 'Prezzo Aggiornato');
    await page.getByText('Giorno: €230,00').waitFor();
    const prices = await apiAs<BoatPrice[]>(stack, cookie, '/api/admin/boat-pricing');
    expect(prices.filter((p) => p.periodId === period.id)).toMatchObject([{ boatId: 1, oneDayPrice: '230.00', multiDayPrice: '190.00' }]);
  });

  it("shows the Italian title and '<status>: <body>' when a price update fails without a readable message", async () => {
    await page.route('**/api/admin/boat-pricing/*', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }) : route.fallback(),
    );
    try {
      await page.getByRole('button', { name: `Modifica prezzo di Eolo 6.40 EL Open - Alacaluf I per ${periodName}` }).click();
      await dialog().getByLabel('Prezzo Giornaliero (€)').fill('240');
      await page.getByRole('button', { name: 'Aggiorna Prezzo' }).click();
      await expectToast(page, 'Errore', 'Impossibile aggiornare il prezzo. Riprova. (500: boom)');
      await page.getByRole('button', { name: 'Annulla' }).click();
      await page.getByRole('button', { name: 'Chiudi senza salvare' }).click();
    } finally {
      await page.unroute('**/api/admin/boat-pricing/*');
    }
    // The browser logs the refused call on its console: expected here, not a problem of the page.
    problems.splice(0, problems.length, ...problems.filter((p) => !p.includes('status of 500')));
    const prices = await apiAs<BoatPrice[]>(stack, cookie, '/api/admin/boat-pricing');
    expect(prices.find((p) => p.periodId === period.id)?.oneDayPrice).toBe('230.00');
  });

  it('warns when a new period overlaps another, naming it and which one wins a shared day', async () => {
    await page.getByRole('button', { name: 'Nuovo Periodo' }).click();
    await dialog().getByLabel('Nome del periodo').fill('Ponte sovrapposto');
    await dialog().getByLabel('Data inizio').fill(daysFromToday(605));
    await dialog().getByLabel('Data fine').fill(daysFromToday(615));
    await page.getByRole('button', { name: 'Crea', exact: true }).click();
    await expectToast(
      page,
      'Periodo Creato',
      /Attenzione: si sovrappone a "Ponte di prova" \(.+\)\. Nei giorni in comune vale il periodo che inizia per ultimo\./,
    );
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'Elimina periodo Ponte sovrapposto' }).click();
    await expectToast(page, 'Periodo Eliminato');
  });

  it('deletes a single boat price after the confirmation; the period stays', async () => {
    const remove = page.getByRole('button', { name: `Elimina prezzo di Eolo 6.40 EL Open - Alacaluf I per ${periodName}` });
    page.once('dialog', (dialog) => dialog.dismiss());
    await remove.click();
    expect((await apiAs<BoatPrice[]>(stack, cookie, '/api/admin/boat-pricing')).some((p) => p.periodId === period.id)).toBe(true);
    const messages: string[] = [];
    page.once('dialog', async (dialog) => {
      messages.push(dialog.message());
      await dialog.accept();
    });
    await remove.click();
    await expectToast(page, 'Prezzo Eliminato', `Eolo 6.40 EL Open - Alacaluf I · ${periodName}: prezzo eliminato.`);
    expect(messages).toEqual([
      `Eliminare il prezzo di Eolo 6.40 EL Open - Alacaluf I per il periodo "${periodName}"? Il periodo e gli altri prezzi restano.`,
    ]);
    await page.getByRole('button', { name: `Imposta prezzo di Eolo 6.40 EL Open - Alacaluf I per ${periodName}` }).waitFor();
    expect((await apiAs<BoatPrice[]>(stack, cookie, '/api/admin/boat-pricing')).some((p) => p.periodId === period.id)).toBe(false);
    expect((await apiAs<PricingPeriod[]>(stack, cookie, '/api/admin/pricing-periods')).some((p) => p.id === period.id)).toBe(true);
  });

  it('deactivates the period (it leaves the matrix), names it in English, and deletes it', async () => {
    await page.getByRole('button', { name: `Modifica periodo ${periodName}` }).click();
    await page.getByRole('heading', { name: 'Modifica Periodo' }).waitFor();
    await dialog().getByLabel('Periodo attivo').uncheck();
    await dialog().getByLabel('Nome in inglese (facoltativo)').fill('Test bridge');
    await page.getByRole('button', { name: 'Aggiorna', exact: true }).click();
    await expectToast(page, 'Periodo Aggiornato');
    await page.getByRole('listitem').filter({ hasText: periodName }).getByText('Da tradurre').waitFor({ state: 'detached' });
    expect((await apiAs<PricingPeriod[]>(stack, cookie, '/api/admin/pricing-periods')).find((p) => p.id === period.id)).toMatchObject({
      isActive: false,
      nameEn: 'Test bridge',
    });
    await page
      .getByRole('button', { name: `Imposta prezzo di Eolo 6.40 EL Open - Alacaluf I per ${periodName}` })
      .waitFor({ state: 'detached' });
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: `Elimina periodo ${periodName}` }).click();
    await expectToast(page, 'Periodo Eliminato');
    await page.getByRole('button', { name: `Modifica periodo ${periodName}` }).waitFor({ state: 'detached' });
    const periods = await apiAs<PricingPeriod[]>(stack, cookie, '/api/admin/pricing-periods');
    expect(periods.some((p) => p.id === period.id)).toBe(false);
  });
});

describe('Log', () => {
  it('shows the changes made above, newest first', async () => {
    await openTab(page, 'Log');
    await page.getByRole('heading', { name: 'Log Attività Admin' }).waitFor();
    await page.getByRole('columnheader').first().waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    // One column of sentences, with the raw action and details beneath (docs/back-office.md#a-readable-log).
    expect(headers).toEqual(['Data/Ora', 'Attività', 'Admin']);
    // Audit events travel through RabbitMQ to identity: refresh until the boat edit is there.
    const row = page.getByRole('row').filter({ hasText: 'boat.content.updated' });
    await eventually(
      async () => {
        if ((await row.count()) > 0) return true;
        await page.getByRole('button', { name: 'Aggiorna' }).click();
        return undefined;
      },
      { attempts: 40, intervalMs: 250 },
    );
    const text = (await row.first().textContent()) ?? '';
    expect(text).toContain('Contenuti della barca Eolo 6.40 EL Open - Alacaluf I aggiornati.');
    expect(text).toContain((await apiAs<{ id: string }>(stack, cookie, '/api/auth/user')).id);
    expect(problems).toEqual([]);
  });
});
