/**
 * The Prenotazioni and Richieste Email tabs in a real browser against the whole stack: create
 * (with the missing-fields check and the overlap refusal), filter, quick status change, edit,
 * delete; a failure without an Italian message shown with what the server said; a public booking
 * request archived and restored without leaving the list, several archived at once, and one turned
 * into a booking.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Booking, BookingRequest } from '@nbp/contracts/http/booking';
import type { Dashboard } from '@nbp/contracts/http/dashboard';
import { eventually } from '@nbp/kit/testing';
import { romeDateTimeText } from '@nbp/contracts/days';
import { launchBrowser } from '../support/browser.ts';
import { screenshot } from '../support/page-audit.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { apiAs, browserCookie, daysFromToday, expectToast, newPage, openTab, signIn } from './admin-session.ts';
import { slashItalianDate } from '@nbp/contracts/format';

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let cookie: string;

const start = daysFromToday(200);
const end = daysFromToday(202);

beforeAll(async () => {
  stack = await startStack({ label: 'adminbookings' });
  browser = await launchBrowser();
  ({ context, page, problems } = await newPage(browser));
  await signIn(page, stack);
  // The planning is the first tab (docs/back-office.md#planning).
  await openTab(page, 'Prenotazioni');
  cookie = await browserCookie(page);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
});

const euro = (amount: string) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(Number(amount)).replace(/\u00a0/g, ' ');
const bookingsOf = (name: string) =>
  apiAs<Booking[]>(stack, cookie, '/api/admin/bookings').then((all) => all.filter((b) => b.customerName === name));
const item = (name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The open dialog: the page behind it has fields with the same labels (the filters). */
const dialog = () => page.getByRole('dialog');
const filters = () => page.getByRole('group', { name: 'Filtri prenotazioni' });

async function fillBooking(values: {
  boat: string;
  name: string;
  email: string;
  phone: string;
  start: string;
  end: string;
  price?: string;
  status?: string;
}) {
  const form = dialog();
  await form.getByLabel('Barca *').selectOption({ label: values.boat });
  await form.getByLabel('Nome cliente *').fill(values.name);
  await form.getByLabel('Email', { exact: true }).fill(values.email);
  await form.getByLabel('Telefono *').fill(values.phone);
  await form.getByLabel('Data inizio *').fill(values.start);
  await form.getByLabel('Data fine *').fill(values.end);
  if (values.price !== undefined) {
    // As a person would, the price is typed once the list price is shown: the list price fills the
    // field by itself until the admin types one, and arriving between fill's select and its typing
    // it would leave both numbers in the field.
    await form.getByText(/Prezzo di listino(:| non disponibile)/).waitFor();
    await form.getByLabel('Prezzo totale (€)').fill(values.price);
  }
  if (values.status) await form.getByLabel('Stato', { exact: true }).selectOption({ label: values.status });
}

describe('Prenotazioni', () => {
  it('refuses a booking with empty required fields, then creates one as pending', async () => {
    await page.getByRole('button', { name: 'Nuova Prenotazione' }).click();
    await page.getByRole('heading', { name: 'Nuova Prenotazione' }).waitFor();
    expect(await dialog().getByLabel('Prezzo totale (€)').inputValue()).toBe('0');
    expect(await dialog().getByLabel('Stato', { exact: true }).inputValue()).toBe('pending');
    await page.getByRole('button', { name: 'Crea Prenotazione' }).click();
    await expectToast(page, 'Campi mancanti', 'Compila tutti i campi obbligatori.');

    await fillBooking({
      boat: 'Eolo 6.90 EL - Alacaluf III',
      name: 'Marta Test',
      email: 'marta@example.com',
      phone: '+39 333 555 0001',
      start,
      end,
      price: '480,50',
    });
    await page.getByRole('button', { name: 'Crea Prenotazione' }).click();
    await expectToast(page, 'Prenotazione creata');
    await page.getByRole('heading', { name: 'Nuova Prenotazione' }).waitFor({ state: 'detached' });

    const card = item('Marta Test');
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Eolo 6.90 EL - Alacaluf III');
    expect(text).toContain('3 giorni');
    expect(text).toContain('480,50');
    expect(text).toContain('In attesa');
    const [stored] = await bookingsOf('Marta Test');
    expect(stored).toMatchObject({
      boatId: 3,
      startDate: start,
      endDate: end,
      totalPrice: '480.50',
      status: 'pending',
      selectedExtras: [],
    });
  });

  it('filters by status and shows the empty state', async () => {
    await filters().getByLabel('Stato').selectOption({ label: 'In attesa' });
    await item('Marta Test').waitFor();
    await page.getByText('Cliente Dimostrativo').first().waitFor({ state: 'detached' });
    await filters().getByLabel('Stato').selectOption({ label: 'Cancellata' });
    await page.getByText('Nessuna prenotazione trovata con i filtri selezionati').waitFor();
    await filters().getByLabel('Stato').selectOption({ label: 'Tutti gli stati' });
    await filters().getByLabel('Ordine', { exact: true }).selectOption({ label: 'Decrescente' });
    await item('Marta Test').waitFor();
  });

  it('confirms with the quick status change, and the dashboard revenue follows', async () => {
    const before = await apiAs<Dashboard>(stack, cookie, '/api/admin/dashboard');
    await page.getByLabel('Cambia stato della prenotazione di Marta Test').selectOption({ label: 'Confermata' });
    await expectToast(page, 'Prenotazione aggiornata');
    await item('Marta Test').getByText('Confermata', { exact: true }).first().waitFor();
    const [stored] = await bookingsOf('Marta Test');
    expect(stored).toMatchObject({ status: 'confirmed', totalPrice: '480.50' });
    const after = await apiAs<Dashboard>(stack, cookie, '/api/admin/dashboard');
    expect(Number(after.stats.totalRevenue)).toBeCloseTo(Number(before.stats.totalRevenue) + 480.5, 2);
    // The stat card was refreshed by the change, without reloading the page.
    await page.getByRole('region', { name: 'Statistiche' }).getByText(euro(after.stats.totalRevenue)).waitFor();
  });

  it("shows the Italian title and '<status>: <body>' when an update fails without a readable message", async () => {
    // The service answers a bare 500, as a crashed proxy or an unexpected fault would.
    await page.route('**/api/admin/bookings/*', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }) : route.fallback(),
    );
    try {
      await page.getByLabel('Cambia stato della prenotazione di Marta Test').selectOption({ label: 'Cancellata' });
      // A cancellation is asked first (docs/back-office.md#safe-changes).
      await dialog().getByRole('button', { name: 'Sì, cancella' }).click();
      await expectToast(page, 'Errore', '500: boom');
    } finally {
      await page.unroute('**/api/admin/bookings/*');
    }
    const [stored] = await bookingsOf('Marta Test');
    expect(stored?.status).toBe('confirmed');
    await item('Marta Test').getByText('Confermata', { exact: true }).first().waitFor();
    // The browser logs the refused call on its console: expected here, not a problem of the page.
    problems.splice(0, problems.length, ...problems.filter((p) => !p.includes('status of 500')));
  });

  it("shows the server's Italian message when new dates overlap a confirmed booking", async () => {
    await page.getByRole('button', { name: 'Nuova Prenotazione' }).click();
    await fillBooking({
      boat: 'Eolo 6.90 EL - Alacaluf III',
      name: 'Sovrapposta',
      email: 'sovra@example.com',
      phone: '3335550002',
      start: end,
      end: daysFromToday(204),
      status: 'Confermata',
    });
    await page.getByRole('button', { name: 'Crea Prenotazione' }).click();
    await expectToast(page, 'Errore nella creazione', 'Le date si sovrappongono a una prenotazione confermata per questa barca.');
    await page.getByRole('button', { name: 'Annulla' }).click();
    // The typed form is not dropped without asking (docs/back-office.md#safe-changes).
    await page.getByRole('button', { name: 'Chiudi senza salvare' }).click();
    expect(await bookingsOf('Sovrapposta')).toEqual([]);
  });

  it('edits every field; a price that cannot be read is saved as 0', async () => {
    await item('Marta Test').getByRole('button', { name: 'Modifica la prenotazione di Marta Test' }).click();
    await page.getByRole('heading', { name: 'Modifica Prenotazione' }).waitFor();
    expect(await dialog().getByLabel('Nome cliente *').inputValue()).toBe('Marta Test');
    await dialog().getByLabel('Nome cliente *').fill('Marta Modificata');
    await dialog().getByLabel('Prezzo totale (€)').fill('gratis');
    await dialog().getByLabel('Note').fill('Cliente abituale');
    await page.getByRole('button', { name: 'Salva Modifiche' }).click();
    await expectToast(page, 'Prenotazione aggiornata');
    const card = item('Marta Modificata');
    await card.waitFor();
    expect(await card.textContent()).toContain('Cliente abituale');
    const [stored] = await bookingsOf('Marta Modificata');
    expect(stored).toMatchObject({ totalPrice: '0.00', notes: 'Cliente abituale', status: 'confirmed' });
  });

  it('deletes after the browser confirmation', async () => {
    const messages: string[] = [];
    page.once('dialog', async (dialog) => {
      messages.push(dialog.message());
      await dialog.accept();
    });
    await item('Marta Modificata').getByRole('button', { name: 'Elimina la prenotazione di Marta Modificata' }).click();
    await expectToast(page, 'Prenotazione eliminata');
    expect(messages).toEqual([
      'Sei sicuro di voler eliminare la prenotazione di Marta Modificata? Questa azione non può essere annullata.',
    ]);
    await item('Marta Modificata').waitFor({ state: 'detached' });
    expect(await bookingsOf('Marta Modificata')).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('Richieste Email', () => {
  let request: BookingRequest;

  /** A request sent from a boat page, as a visitor would. */
  async function sendRequest(customerName: string, customerEmail: string, startIn: number): Promise<void> {
    const response = await fetch(`${stack.url}/api/email-bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify({
        boatId: 2,
        boatName: 'Eolo 6.40 EL Open - Alacaluf II',
        customerName,
        customerEmail,
        customerPhone: '+39 333 444 5555',
        startDate: daysFromToday(startIn),
        endDate: daysFromToday(startIn + 1),
        totalPrice: 1,
        notes: 'Partenza alle 9',
      }),
    });
    expect(response.status).toBeLessThan(300);
  }

  beforeAll(async () => {
    await sendRequest('Giulia Richiesta', 'giulia@example.com', 210);
    // Both mails go out through the bus and the SMTP catcher before the card is looked at.
    request = await eventually(async () => {
      const found = (await apiAs<BookingRequest[]>(stack, cookie, '/api/admin/email-requests')).find(
        (r) => r.customerName === 'Giulia Richiesta',
      );
      return found?.emailStatus === 'sent' ? found : undefined;
    });
  });

  it('shows the request to handle with its delivery badges', async () => {
    await page.reload();
    await openTab(page, 'Richieste Email');
    await page.getByRole('heading', { name: 'Gestione Richieste Email Sicure' }).waitFor();
    // The to-do list: In attesa, its count, the time left (docs/back-office.md#richieste-email).
    await page.getByRole('button', { name: 'In attesa (1)', pressed: true }).waitFor();
    const card = page.getByRole('article').filter({ hasText: 'Giulia Richiesta' });
    const text = ((await card.textContent()) ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('Eolo 6.40 EL Open - Alacaluf II');
    expect(text).toContain('giulia@example.com');
    expect(text).toContain('Partenza alle 9');
    expect(text).toMatch(/Email admin: Inviata/);
    expect(text).toMatch(/Email cliente: Inviata/);
    expect(text).toContain('Ricevuta:');
    expect(text).toMatch(/scade tra \d+ h( \d+ min)?/);
    // The server's own quote, in euro with two decimals.
    expect(text).toContain(euro(request.totalPrice));
  });

  it('asks before archiving a pending request: decline it, or archive it and let the hold run until its time', async () => {
    await page.getByRole('button', { name: 'Archivia la richiesta di Giulia Richiesta' }).click();
    const question = page.getByRole('dialog', { name: 'La richiesta è ancora in attesa' });
    await page.getByRole('heading', { name: 'La richiesta è ancora in attesa' }).waitFor();
    await screenshot(page, 'admin-requests-archive-question');
    const until = romeDateTimeText(request.holdUntil);
    expect(await question.textContent()).toContain(`le date restano riservate fino a ${until} (ora di Patti)`);
    // Rifiuta la richiesta opens the decline dialog; closing it leaves the request as it was.
    await question.getByRole('button', { name: 'Rifiuta la richiesta' }).click();
    const decline = page.getByRole('dialog', { name: 'Rifiuta la richiesta' });
    await decline.getByLabel(/^Motivo/).waitFor();
    await decline.getByRole('button', { name: 'Annulla' }).click();
    await decline.waitFor({ state: 'detached' });
    expect((await apiAs<BookingRequest[]>(stack, cookie, '/api/admin/email-requests'))[0]).toMatchObject({
      status: 'pending',
      isArchived: false,
    });
    await page.getByRole('button', { name: 'Archivia la richiesta di Giulia Richiesta' }).click();
    await question.getByRole('button', { name: 'Archivia e lascia scadere' }).click();
    await expectToast(page, 'Email archiviata', 'La richiesta è stata spostata tra le Archiviate.');
    // Still on In attesa, now empty; the request waits under Archiviate, its hold running.
    await page.getByRole('button', { name: 'In attesa (0)', pressed: true }).waitFor();
    await page.getByText('Nessuna richiesta in attesa').waitFor();
    await page.getByRole('button', { name: 'Archiviate' }).click();
    await page.getByText('Archiviata:').waitFor();
    await page.getByRole('button', { name: 'Ripristina la richiesta di Giulia Richiesta' }).click();
    await expectToast(page, 'Email ripristinata', 'La richiesta è tornata tra quelle del suo stato.');
    await page.getByText('Nessuna richiesta', { exact: true }).waitFor();
    const [stored] = await apiAs<BookingRequest[]>(stack, cookie, '/api/admin/email-requests');
    expect(stored).toMatchObject({ status: 'pending', isArchived: false, archivedAt: null, holdUntil: request.holdUntil });
    await page.getByRole('button', { name: 'In attesa (1)' }).click();
  });

  it('archives several selected requests at once after the question, staying on In attesa', async () => {
    await sendRequest('Paolo Selezionato', 'paolo@example.com', 220);
    await sendRequest('Rita Selezionata', 'rita@example.com', 230);
    await page.reload();
    await openTab(page, 'Richieste Email');
    await page.getByRole('button', { name: 'In attesa (3)' }).waitFor();
    const archiveSelected = page.getByRole('button', { name: /Archivia selezionate/ });
    expect(await archiveSelected.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Seleziona la richiesta di Paolo Selezionato' }).check();
    await page.getByRole('checkbox', { name: 'Seleziona la richiesta di Rita Selezionata' }).check();
    await page.getByRole('button', { name: 'Archivia selezionate (2)' }).click();
    const question = page.getByRole('dialog', { name: '2 richieste sono ancora in attesa' });
    expect(await question.textContent()).toMatch(/Paolo Selezionato: fino a \S+ \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(ora di Patti\)/);
    await question.getByRole('button', { name: 'Archivia e lascia scadere' }).click();
    await expectToast(page, 'Email archiviate', 'Le 2 richieste sono state spostate tra le Archiviate.');
    await page.getByRole('button', { name: 'In attesa (1)', pressed: true }).waitFor();
    await page.getByRole('article').filter({ hasText: 'Giulia Richiesta' }).waitFor();
    const stored = await apiAs<BookingRequest[]>(stack, cookie, '/api/admin/email-requests');
    expect(stored.map((r) => [r.customerName, r.isArchived]).sort()).toEqual([
      ['Giulia Richiesta', false],
      ['Paolo Selezionato', true],
      ['Rita Selezionata', true],
    ]);
  });

  it('shows the to-do list readably at 1366 and 390 px', async () => {
    await page.getByRole('article').filter({ hasText: 'Giulia Richiesta' }).waitFor();
    await screenshot(page, 'admin-requests-todo');
    const phone = await newPage(browser, 390, 844);
    await signIn(phone.page, stack);
    await openTab(phone.page, 'Richieste Email');
    await phone.page.getByRole('button', { name: 'In attesa (1)', pressed: true }).waitFor();
    await phone.page.getByRole('article').filter({ hasText: 'Giulia Richiesta' }).waitFor();
    // Nothing wider than the screen.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'admin-requests-todo');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('turns the request into a booking, prefilled and confirmed by the admin', async () => {
    await page.getByRole('button', { name: 'Crea prenotazione dalla richiesta di Giulia Richiesta' }).click();
    await page.getByRole('heading', { name: 'Crea prenotazione dalla richiesta' }).waitFor();
    await expect.poll(() => dialog().getByLabel('Barca *').inputValue(), { timeout: 10_000 }).toBe('2');
    expect(await dialog().getByLabel('Nome cliente *').inputValue()).toBe('Giulia Richiesta');
    expect(await dialog().getByLabel('Email', { exact: true }).inputValue()).toBe('giulia@example.com');
    expect(await dialog().getByLabel('Telefono *').inputValue()).toBe('+39 333 444 5555');
    expect(await dialog().getByLabel('Data inizio *').inputValue()).toBe(slashItalianDate(request.startDate));
    expect(await dialog().getByLabel('Data fine *').inputValue()).toBe(slashItalianDate(request.endDate));
    expect(await dialog().getByLabel('Prezzo totale (€)').inputValue()).toBe(request.totalPrice);
    expect(await dialog().getByLabel('Note').inputValue()).toBe('Partenza alle 9');
    expect(await dialog().getByLabel('Stato', { exact: true }).inputValue()).toBe('pending');
    // One more day: the price becomes the list price of the new days, the request's is not a typed one
    // (docs/back-office.md#forms).
    const longer = daysFromToday(212);
    const list = await (await fetch(`${stack.url}/api/pricing/boat/2/${request.startDate}/${longer}`)).json();
    expect(Number(list.total)).toBeGreaterThan(Number(request.totalPrice));
    await dialog().getByLabel('Data fine *').fill(longer);
    await expect.poll(() => dialog().getByLabel('Prezzo totale (€)').inputValue(), { timeout: 10_000 }).toBe(list.total);
    await dialog()
      .getByText(`Prezzo di listino: ${euro(list.total)}`)
      .waitFor();
    await dialog().getByLabel('Stato', { exact: true }).selectOption({ label: 'Confermata' });
    await page.getByRole('button', { name: 'Crea Prenotazione' }).click();
    await expectToast(page, 'Prenotazione creata');
    const [stored] = await bookingsOf('Giulia Richiesta');
    expect(stored).toMatchObject({ boatId: 2, status: 'confirmed', totalPrice: list.total, startDate: request.startDate, endDate: longer });
    await openTab(page, 'Prenotazioni');
    await item('Giulia Richiesta').waitFor();
    expect(problems).toEqual([]);
  });
});
