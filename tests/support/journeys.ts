/**
 * The journeys of the browser suite, as people use the site: Chromium -> nginx (infra/nginx config,
 * web/dist, /api proxied) -> gateway -> the five services -> PostgreSQL, RabbitMQ and the SMTP
 * catcher. They run on a fresh seeded stack, in order, and build on each other (the request of
 * journey 1 is handled in journey 2 and blocks the calendar in journey 3). Two suites run them:
 * tests/e2e/journeys.test.ts on the development stack, tests/prod/journeys.test.ts on the production
 * path as docker-compose.yml describes it (docs/operations.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { BUSINESS } from '@nbp/contracts/business';
import { eventually } from '@nbp/kit/testing';
import { launchBrowser } from './browser.ts';
import {
  addDays,
  chooseRange,
  eachDay,
  freeBoats,
  periodHolding,
  readFleetCalendar,
  type BoatRef,
  type DateRange,
  type FleetCalendar,
  type PricedPeriod,
} from './fleet-calendar.ts';
import { screenshot } from './page-audit.ts';
import {
  availabilityNote,
  boatPageReady,
  calendarFor,
  dayButton,
  DESKTOP,
  escapeRegExp,
  euros,
  expectAvailability,
  expectToast,
  fieldError,
  italianDay,
  openTab,
  openVisit,
  PHONE,
  pickDates,
  plain,
  sessionCookie,
  showMonth,
  signIn,
  startField,
  takenOver,
  wholeEuros,
  type Visit,
} from './site.ts';
import { slashItalianDate } from '@nbp/contracts/format';
import { adminCookie, mails as caughtMails, type CaughtMail } from './stack.ts';
import { scanLogs, SECRET_PATTERNS } from './log-scan.ts';

/** Where the journeys run: a started stack with nginx in front, and how to stop it. */
export interface JourneyTarget {
  /** The site through nginx. */
  site: string;
  /** The site's PUBLIC_URL, which robots.txt and the sitemap name. */
  publicUrl: string;
  /** Where the API is signed in to for reading (the gateway or nginx). */
  url: string;
  /** The SMTP catcher's JSON API (maildev). */
  mailUrl: string;
  /** The administrator the identity service seeded. */
  admin: { email: string; password: string };
  /**
   * Where every process of the run writes its log, nginx's included: after the journeys the logs
   * are read for tokens (docs/security-edge.md#no-token-in-a-log-line).
   */
  logDir: string;
  stop(): Promise<void>;
}

let target: JourneyTarget;
let stopped = false;
let browser: Browser;
/** The private link's and the export feed's tokens the journeys used: none may reach a log. */
const tokens: string[] = [];
let site: string;
let fleet: FleetCalendar;
/** A session of the administrator's own for reading the API (a second sign-in, not the browser's). */
let apiCookie: string;

const customer = {
  name: 'Giulia Rossi',
  email: 'giulia.rossi@example.test',
  phone: '+39 333 123 4567',
  message: 'Saremo in cinque, con un bambino di 6 anni.',
};
const NEW_PASSWORD = 'Scirocco2027!Patti';
/** Mail goes through the outbox, RabbitMQ and SMTP, and its outcome back: up to 30 s on a busy CI machine. */
const PATIENCE = { attempts: 300, intervalMs: 100 };

/** Journeys 1-3: a 2-day rental of boat 2, with a free day on each side to ask for later. */
let boat: BoatRef;
let range: DateRange;
let around: DateRange;
let alternatives: BoatRef[];
/** Journey 4: boat 4's content and its price in the period holding a 2-day range of its own. */
let editedBoat: BoatRef;
let editedRange: DateRange;
let editedPeriod: PricedPeriod;

let visitor: Visit;
let admin: Visit;

/** maildev 3 names an attachment's file `filename` (the harness's type says fileName). */
type Mail = Omit<CaughtMail, 'attachments'> & { attachments?: { filename?: string; generatedFileName?: string; contentType: string }[] };
const mails = async (s: JourneyTarget) => (await caughtMails(s)) as unknown as Mail[];

/**
 * A Headless UI dialog's own element holds only fixed-position children, so it has no box of its own
 * and Playwright calls it hidden: its title being visible is what a person sees.
 */
async function dialogShown(dialog: Locator, title: string): Promise<void> {
  await dialog.getByRole('heading', { name: title }).waitFor();
}

async function api<T>(pathname: string, cookie?: string): Promise<T> {
  const response = await fetch(`${site}${pathname}`, { headers: cookie ? { cookie } : {} });
  if (!response.ok) throw new Error(`GET ${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Quote {
  days: number;
  total: string;
  deposit: string;
}
const quoteOf = (boatId: number, r: DateRange) => api<Quote>(`/api/pricing/boat/${boatId}/${r.startDate}/${r.endDate}`);

/** '12/06/2027' as the subjects write dates. */
function slashDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** 'dal sabato 12 giugno 2027 al domenica 13 giugno 2027', as the mails write a range. */
function longRange(r: DateRange): string {
  const long = new Intl.DateTimeFormat('it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  });
  const day = (iso: string) => long.format(new Date(`${iso}T12:00:00Z`));
  return `dal ${day(r.startDate)} al ${day(r.endDate)}`;
}

/** Registers the journeys in the calling test file, on the target `start` gives (started once, stopped after). */
export function journeys(start: () => Promise<JourneyTarget>): void {
  beforeAll(async () => {
    target = await start();
    site = target.site;
    browser = await launchBrowser();
    apiCookie = await adminCookie(target);

    fleet = await readFleetCalendar(site);
    boat = fleet.boats.find((b) => b.id === 2)!;
    // Preferably next to a day another boat is taken (a demo booking), so the alternatives are a real choice.
    range = chooseRange(fleet, {
      boatId: boat.id,
      days: 2,
      fromDay: 7,
      margin: 1,
      prefer: (r) => {
        const span = { startDate: addDays(r.startDate, -1), endDate: addDays(r.endDate, 1) };
        const free = freeBoats(fleet, span, boat.id).length;
        return free > 0 && free < fleet.boats.length - 1;
      },
    });
    around = { startDate: addDays(range.startDate, -1), endDate: addDays(range.endDate, 1) };
    alternatives = freeBoats(fleet, around, boat.id);
    editedBoat = fleet.boats.find((b) => b.id === 4)!;
    editedRange = chooseRange(fleet, { boatId: editedBoat.id, days: 2, fromDay: 7 });
    editedPeriod = periodHolding(fleet, editedBoat.id, editedRange)!;
  });

  afterAll(async () => {
    await browser?.close();
    if (!stopped) await target?.stop();
  });

  describe('6. invalid input on the public forms', () => {
    it('shows the Italian messages and sends nothing, on the booking card and on the contact page', async () => {
      const v = await openVisit(browser, PHONE);
      const { page } = v;

      await page.goto(`${site}/boat/${boat.id}`);
      await boatPageReady(page, boat.name);
      await page.getByRole('button', { name: 'PRENOTA ORA' }).click();
      await expectToast(page, 'Seleziona le date');

      await pickDates(page, range.startDate, range.endDate);
      await expectAvailability(page, boat.name, true);
      await page.getByRole('button', { name: 'PRENOTA ORA' }).click();
      const form = page.getByRole('form', { name: 'Richiesta di prenotazione' });
      await form.waitFor();
      const send = form.getByRole('button', { name: 'Conferma Prenotazione' });

      await send.click();
      for (const message of ['Nome richiesto', 'Email non valida', 'Numero di telefono richiesto'])
        await fieldError(form, message).waitFor();

      await form.getByLabel('Nome e cognome').fill('G');
      await form.getByLabel('Email').fill('giulia.rossi@');
      await form.getByLabel('Telefono').fill('333 12');
      await send.click();
      for (const message of ['Nome richiesto', 'Email non valida', 'Numero di telefono richiesto'])
        await fieldError(form, message).waitFor();
      await screenshot(page, 'journey-booking-form-errors');
      // Still the form, nothing sent.
      expect(await send.isVisible()).toBe(true);

      await page.goto(`${site}/contact`);
      const contact = page.getByRole('form', { name: 'Modulo di contatto' });
      await contact.waitFor();
      const submit = contact.getByRole('button', { name: 'Invia messaggio' });
      await submit.click();
      for (const message of ['Nome richiesto', 'Email non valida', 'Numero di telefono richiesto', 'Messaggio troppo breve'])
        await fieldError(contact, message).waitFor();

      await contact.getByLabel('Nome e cognome').fill(customer.name);
      await contact.getByLabel('Email').fill(customer.email);
      await contact.getByLabel('Telefono').fill(customer.phone);
      await contact.getByLabel('Messaggio').fill('Ciao!');
      await submit.click();
      await fieldError(contact, 'Messaggio troppo breve').waitFor();
      await fieldError(contact, 'Nome richiesto').waitFor({ state: 'detached' });
      await screenshot(page, 'journey-contact-errors');
      expect(await contact.getByRole('alert').count()).toBe(1);

      // Nothing left the browser, nothing was stored, nothing was mailed.
      expect(v.writes).toEqual([]);
      expect(await api<unknown[]>('/api/admin/email-requests', apiCookie)).toEqual([]);
      expect(await mails(target)).toEqual([]);
      expect(v.problems).toEqual([]);
      await v.context.close();
    });
  });

  describe('1. a visitor books a boat', () => {
    it('goes from Home to the boat, sees it free and its price, sends the request and gets the toast', async () => {
      visitor = await openVisit(browser, DESKTOP);
      const { page } = visitor;
      await page.goto(`${site}/`);
      await page.getByRole('heading', { level: 1, name: 'Le Isole Eolie' }).waitFor();
      await page.getByRole('heading', { name: 'La Nostra Flotta' }).waitFor();
      await page.getByRole('link', { name: `Dettagli e Prezzi: ${boat.name}` }).click();
      await page.waitForURL(`${site}/boat/${boat.id}`);
      await boatPageReady(page, boat.name);

      await pickDates(page, range.startDate, range.endDate);
      await expectAvailability(page, boat.name, true);

      const quote = await quoteOf(boat.id, range);
      const period = periodHolding(fleet, boat.id, range)!;
      // Two days in one season: twice the season's one-day price.
      expect(Number(quote.total)).toBe(2 * Number(period.oneDayPrice));
      const summary = page.getByRole('region', { name: 'Riepilogo prezzo' });
      await summary.waitFor();
      const summaryText = plain(await summary.textContent());
      expect(summaryText).toContain('2 giorni');
      expect(summaryText).toContain(euros(quote.total));
      expect(summaryText).toContain(`Cauzione ${wholeEuros(quote.deposit)}`);
      expect(summaryText).toContain('Patti (ME)');
      await screenshot(page, 'journey-price-summary');

      await page.getByRole('button', { name: 'PRENOTA ORA' }).click();
      const form = page.getByRole('form', { name: 'Richiesta di prenotazione' });
      await form.getByText("Riceverai una email di conferma dopo l'invio").waitFor();
      await form.getByLabel('Nome e cognome').fill(customer.name);
      await form.getByLabel('Email').fill(customer.email);
      await form.getByLabel('Telefono').fill(customer.phone);
      await form.getByLabel('Messaggio (opzionale)').fill(customer.message);
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/email-bookings') && r.request().method() === 'POST');
      await form.getByRole('button', { name: 'Conferma Prenotazione' }).click();
      expect((await answer).status()).toBeLessThan(300);

      await expectToast(page, 'Prenotazione inviata con successo! 📧', 'Ti contatteremo a breve per confermare la disponibilità.');
      // Form reset and hidden, dates cleared.
      await form.waitFor({ state: 'detached' });
      expect(plain(await startField(page).textContent())).not.toMatch(/\d{4}/);
      expect(visitor.problems).toEqual([]);
    });

    it('mails the office and the customer, in Italian, the customer with the calendar file', async () => {
      const quote = await quoteOf(boat.id, range);
      const caught = await eventually(async () => {
        const all = await mails(target);
        return all.length >= 2 ? all : undefined;
      }, PATIENCE);
      expect(caught).toHaveLength(2);
      const office = caught.find((m) => m.to.some((to) => to.address === BUSINESS.email)) as Mail;
      const toCustomer = caught.find((m) => m.to.some((to) => to.address === customer.email)) as Mail;
      expect(office).toBeDefined();
      expect(toCustomer).toBeDefined();

      expect(office.subject).toBe(
        `Nuova richiesta di prenotazione – ${boat.name} – ${slashDate(range.startDate)} – ${slashDate(range.endDate)}`,
      );
      const officeText = plain(office.text);
      for (const line of [
        `Nome: ${customer.name}`,
        `Email: ${customer.email}`,
        `Telefono: ${customer.phone}`,
        customer.message,
        `Date: ${longRange(range)}`,
        'Durata: 2 giorni',
        `Prezzo totale: ${euros(quote.total)}`,
      ]) {
        expect(officeText).toContain(plain(line));
      }
      // Replying to the office mail writes to the customer.
      const source = await (await fetch(`${target.mailUrl}/api/email/${office.id}/source`)).text();
      expect(source).toMatch(new RegExp(`^Reply-To: .*${escapeRegExp(customer.email)}`, 'mi'));

      expect(toCustomer.subject).toBe(`Abbiamo ricevuto la tua richiesta – ${boat.name} | ${BUSINESS.name}`);
      const customerText = plain(toCustomer.text);
      // The copy goes to whatever address was typed: it quotes nothing the visitor typed
      // (docs/mail-limits.md), the office mail above has it all.
      expect(customerText.startsWith('Gentile cliente,')).toBe(true);
      expect(customerText).not.toContain(customer.name);
      expect(customerText).not.toContain(plain(customer.message));
      for (const line of [
        longRange(range),
        `Prezzo totale: ${euros(quote.total)}`,
        `Cauzione: ${euros(quote.deposit)}`,
        'la prenotazione sarà definitiva solo dopo la nostra conferma',
        'Punto di imbarco: Patti (ME)',
      ]) {
        expect(customerText).toContain(plain(line));
      }
      expect(toCustomer.html).toContain('Gentile cliente,');
      expect(toCustomer.html).not.toContain(customer.name);

      const ics = (toCustomer.attachments ?? []).find((a) => a.contentType.startsWith('text/calendar'));
      expect(ics?.filename).toMatch(/\.ics$/);
      const file = await fetch(
        `${target.mailUrl}/api/email/${toCustomer.id}/attachment/${encodeURIComponent(ics!.generatedFileName ?? ics!.filename!)}`,
      );
      expect(file.status).toBe(200);
      const calendarText = (await file.text()).replace(/\r\n /g, '');
      expect(calendarText).toContain('BEGIN:VEVENT');
      expect(calendarText).toContain(`DTSTART;VALUE=DATE:${range.startDate.replace(/-/g, '')}`);
      // All-day events end the day after the last day.
      expect(calendarText).toContain(`DTEND;VALUE=DATE:${addDays(range.endDate, 1).replace(/-/g, '')}`);
      expect(calendarText).toContain(`SUMMARY:Noleggio ${boat.name}`);
    });

    it("opens the private link of the customer's mail: the request, waiting for an answer", async () => {
      const toCustomer = (await mails(target)).find((m) => m.to.some((to) => to.address === customer.email))!;
      const link = /https?:\/\/[^\s"<>]+\/richiesta\/([\w-]+)/.exec(toCustomer.text);
      expect(link).not.toBeNull();
      tokens.push(link![1]!);
      const page = await visitor.context.newPage();
      try {
        await page.goto(`${site}${new URL(link![0]).pathname}`);
        await page.getByRole('heading', { name: 'In attesa di conferma', level: 1 }).waitFor();
      } finally {
        await page.close();
      }
    });
  });

  describe('2. the administrator handles the request', () => {
    it('sees it in clear, archives it staying on the list, finds it under Archiviate, restores it', async () => {
      // The delivery outcomes travel back from notification to booking over the bus.
      await eventually(async () => {
        const requests = await api<{ adminEmailSent: boolean; customerEmailSent: boolean; emailStatus: string }[]>(
          '/api/admin/email-requests',
          apiCookie,
        );
        return (
          requests.length === 1 && requests[0]!.adminEmailSent && requests[0]!.customerEmailSent && requests[0]!.emailStatus === 'sent'
        );
      }, PATIENCE);

      admin = await openVisit(browser, DESKTOP);
      const { page } = admin;
      await signIn(page, site, target.admin);
      await openTab(page, 'Richieste Email');
      await page.getByRole('heading', { name: 'Gestione Richieste Email Sicure' }).waitFor();
      // The to-do list opens on the requests waiting for an answer (docs/back-office.md#richieste-email).
      await page.getByRole('button', { name: 'In attesa (1)', pressed: true }).waitFor();

      const card = page.getByRole('article', { name: boat.name, exact: true }).filter({ hasText: customer.name });
      await card.waitFor();
      const text = plain(await card.textContent());
      for (const part of [
        customer.name,
        customer.email,
        customer.phone,
        customer.message,
        italianDay(range.startDate),
        italianDay(range.endDate),
        euros((await quoteOf(boat.id, range)).total),
        'Ricevuta:',
      ]) {
        expect(text).toContain(plain(part));
      }
      expect(text).toMatch(/Email admin: Inviata/);
      expect(text).toMatch(/Email cliente: Inviata/);

      await card.getByRole('button', { name: `Archivia la richiesta di ${customer.name}` }).click();
      // Still pending: the office is asked to decline it, or to archive it and let the hold run.
      await page
        .getByRole('dialog', { name: 'La richiesta è ancora in attesa' })
        .getByRole('button', { name: 'Archivia e lascia scadere' })
        .click();
      await expectToast(page, 'Email archiviata', 'La richiesta è stata spostata tra le Archiviate.');
      // The view stays on the list being worked (docs/back-office.md); the request is under Archiviate.
      await page.getByRole('button', { name: 'In attesa (0)', pressed: true }).waitFor();
      await page.getByRole('button', { name: 'Archiviate' }).click();
      await page.getByRole('button', { name: 'Archiviate', pressed: true }).waitFor();
      const archived = page.getByRole('article', { name: boat.name, exact: true }).filter({ hasText: customer.name });
      await archived.getByText(/^Archiviata: /).waitFor();
      await screenshot(page, 'journey-admin-archived');

      await archived.getByRole('button', { name: `Ripristina la richiesta di ${customer.name}` }).click();
      await expectToast(page, 'Email ripristinata', 'La richiesta è tornata tra quelle del suo stato.');
      await page.getByText('Nessuna richiesta', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'In attesa (1)' }).click();
      await page.getByRole('button', { name: 'In attesa (1)', pressed: true }).waitFor();
      await page
        .getByRole('article', { name: boat.name, exact: true })
        .filter({ hasText: customer.name })
        .getByText(/^Ricevuta: /)
        .waitFor();
      expect(admin.problems).toEqual([]);
    });

    it('creates a confirmed booking from it with the prefilled dialog', async () => {
      const { page } = admin;
      const card = page.getByRole('article', { name: boat.name, exact: true }).filter({ hasText: customer.name });
      await card.getByRole('button', { name: `Crea prenotazione dalla richiesta di ${customer.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Crea prenotazione dalla richiesta' });
      await dialogShown(dialog, 'Crea prenotazione dalla richiesta');
      // The boat's option arrives with the fleet list, which may still be on its way.
      await expect.poll(() => dialog.getByLabel('Barca *').inputValue(), { timeout: 10_000 }).toBe(String(boat.id));
      expect(await dialog.getByLabel('Nome cliente *').inputValue()).toBe(customer.name);
      expect(await dialog.getByLabel('Email', { exact: true }).inputValue()).toBe(customer.email);
      expect(await dialog.getByLabel('Telefono *').inputValue()).toBe(customer.phone);
      expect(await dialog.getByLabel('Data inizio *').inputValue()).toBe(slashItalianDate(range.startDate));
      expect(await dialog.getByLabel('Data fine *').inputValue()).toBe(slashItalianDate(range.endDate));
      // The form's own default is pending; the administrator confirms.
      expect(await dialog.getByLabel('Stato').inputValue()).toBe('pending');
      await dialog.getByLabel('Stato').selectOption({ label: 'Confermata' });

      const created = page.waitForResponse((r) => r.url().endsWith('/api/admin/bookings') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Crea Prenotazione' }).click();
      expect((await created).status()).toBeLessThan(300);
      await expectToast(page, 'Prenotazione creata');
      await dialog.waitFor({ state: 'detached' });

      await openTab(page, 'Prenotazioni');
      const booking = page.getByRole('article', { name: customer.name, exact: true });
      await booking.waitFor();
      const text = plain(await booking.textContent());
      expect(text).toContain('Confermata');
      expect(text).toContain(boat.name);

      const confirmed = await api<{ startDate: string; endDate: string }[]>(`/api/bookings?boatId=${boat.id}&status=confirmed`);
      expect(confirmed.map((b) => [b.startDate.slice(0, 10), b.endDate.slice(0, 10)])).toContainEqual([range.startDate, range.endDate]);
      // The request it came from is confirmed by it (docs/request-lifecycle.md#confirm): it has left the
      // to-do list for Confermate (docs/back-office.md#richieste-email), and its card says so.
      await openTab(page, 'Richieste Email');
      await page.getByRole('button', { name: 'In attesa (0)', pressed: true }).waitFor();
      await page.getByRole('button', { name: 'Confermate' }).click();
      await card.getByText('Confermata', { exact: true }).waitFor();
      expect(await card.getByRole('button', { name: /^Crea prenotazione/ }).count()).toBe(0);
      expect(admin.problems).toEqual([]);
    });

    it("gives a marketplace the boat's export feed, which lists the booking", async () => {
      const calendars = await api<{ boatId: number; exportUrl: string }[]>('/api/admin/calendars', apiCookie);
      const exportUrl = new URL(calendars.find((row) => row.boatId === boat.id)!.exportUrl);
      tokens.push(exportUrl.searchParams.get('token')!);
      const feed = await fetch(`${site}${exportUrl.pathname}${exportUrl.search}`);
      expect(feed.status).toBe(200);
      expect((await feed.text()).replace(/\r\n /g, '')).toContain(`DTSTART;VALUE=DATE:${range.startDate.replace(/-/g, '')}`);
    });
  });

  describe('3. the visitor comes back', () => {
    it('on the page opened before, a range over those days is non è disponibile with the free boats; after a reload they are disabled and no end reaches across them', async () => {
      const { page } = visitor;
      // The page still shows the calendar it loaded before the confirmation: the server has the last word.
      await pickDates(page, around.startDate, around.endDate);
      await expectAvailability(page, boat.name, false);
      expect(plain(await availabilityNote(page).textContent())).toBe(`${boat.name} non è disponibile per le date selezionate`);
      const panel = page.getByRole('region', { name: 'Barche disponibili nelle stesse date' });
      await panel.waitFor();
      expect(alternatives.length).toBeGreaterThan(0);
      for (const other of alternatives) {
        const link = panel.getByRole('link', { name: new RegExp(`^${escapeRegExp(other.name)}\\s`) });
        await link.waitFor();
        expect(await link.getAttribute('href')).toBe(`/boat/${other.id}`);
      }
      expect(await panel.getByRole('link').count()).toBe(alternatives.length);
      await screenshot(page, 'journey-alternatives');
      expect(await page.getByRole('region', { name: 'Riepilogo prezzo' }).count()).toBe(0);

      await page.getByRole('button', { name: 'PRENOTA ORA' }).click();
      await expectToast(page, 'Seleziona le date');
      expect(await page.getByRole('form', { name: 'Richiesta di prenotazione' }).count()).toBe(0);

      await page.reload();
      await boatPageReady(page, boat.name);
      await startField(page).click();
      const calendar = calendarFor(page, 'start');
      await calendar.waitFor();
      await showMonth(calendar, range.startDate);
      for (const day of eachDay(range.startDate, range.endDate)) {
        expect(await dayButton(calendar, day, true).getAttribute('aria-disabled')).toBe('true');
      }
      // A taken day cannot be chosen (it is aria-disabled, so Playwright would not click it; the
      // keyboard can still reach it): the card says why and keeps the calendar open.
      await dayButton(calendar, range.startDate, true).focus();
      await page.keyboard.press('Enter');
      await expectToast(page, 'Data non disponibile', `${boat.name} non è disponibile il ${italianDay(range.startDate)}.`);
      await calendar.waitFor();
      await dayButton(calendar, around.startDate).click();
      const endCalendar = calendarFor(page, 'end');
      await endCalendar.waitFor();
      await showMonth(endCalendar, around.endDate);
      expect(await dayButton(endCalendar, around.endDate).getAttribute('aria-disabled')).toBe('true');
      expect(visitor.problems).toEqual([]);
    });
  });

  describe('4. the administrator edits content and prices', () => {
    const description = 'Il nostro day cruiser più grande: prendisole a prua, tendalino e doccia. Ideale per Stromboli al tramonto.';
    let newOneDayPrice: string;

    it('changes the description (Contenuti) and a period price (Prezzi)', async () => {
      const { page } = admin;
      await openTab(page, 'Contenuti');
      const item = page.getByRole('article', { name: editedBoat.name, exact: true });
      await item.getByRole('button', { name: 'Modifica contenuto' }).click();
      const editor = page.getByRole('form', { name: `Modifica contenuto di ${editedBoat.name}` });
      await editor.waitFor();
      await editor.getByLabel('Descrizione', { exact: true }).fill(description);
      const saved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/boats/${editedBoat.id}`) && r.request().method() === 'PUT');
      await editor.getByRole('button', { name: 'Salva modifiche' }).click();
      expect((await saved).status()).toBe(200);
      await expectToast(page, 'Barca aggiornata', 'Le modifiche sono state salvate con successo.');
      await editor.waitFor({ state: 'detached' });
      await item.getByText(description).waitFor();

      await openTab(page, 'Prezzi');
      newOneDayPrice = (Number(editedPeriod.oneDayPrice) + 35).toFixed(2);
      await page.getByRole('button', { name: `Modifica prezzo di ${editedBoat.name} per ${editedPeriod.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Modifica Prezzo Barca' });
      await dialogShown(dialog, 'Modifica Prezzo Barca');
      expect(await dialog.getByLabel('Barca').inputValue()).toBe(String(editedBoat.id));
      expect(await dialog.getByLabel('Periodo').inputValue()).toBe(String(editedPeriod.periodId));
      await dialog.getByLabel('Prezzo Giornaliero (€)').fill(newOneDayPrice);
      const patched = page.waitForResponse((r) => /\/api\/admin\/boat-pricing\/\d+$/.test(r.url()) && r.request().method() === 'PATCH');
      await dialog.getByRole('button', { name: 'Aggiorna Prezzo' }).click();
      expect((await patched).status()).toBe(200);
      await expectToast(page, 'Prezzo Aggiornato');
      await dialog.waitFor({ state: 'detached' });
      const figure = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(newOneDayPrice));
      await page.getByText(`Giorno: €${figure}`).first().waitFor();
      expect(admin.problems).toEqual([]);
    });

    it('the public boat page and its quote follow', async () => {
      const { page } = visitor;
      const before = Number(editedPeriod.oneDayPrice) * 2;
      await page.goto(`${site}/boat/${editedBoat.id}`);
      await boatPageReady(page, editedBoat.name);
      await page.getByText(description, { exact: true }).waitFor();

      const row = page.getByRole('row', { name: new RegExp(`^${escapeRegExp(editedPeriod.name)}`) });
      const cells = (await row.getByRole('cell').allTextContents()).map(plain);
      expect(cells[0]).toBe(wholeEuros(newOneDayPrice));
      expect(cells[1]).toBe(wholeEuros(editedPeriod.multiDayPrice));

      await pickDates(page, editedRange.startDate, editedRange.endDate);
      await expectAvailability(page, editedBoat.name, true);
      const quote = await quoteOf(editedBoat.id, editedRange);
      expect(Number(quote.total)).toBe(2 * Number(newOneDayPrice));
      expect(Number(quote.total)).not.toBe(before);
      const summary = page.getByRole('region', { name: 'Riepilogo prezzo' });
      await summary.waitFor();
      expect(plain(await summary.textContent())).toContain(euros(quote.total));
      expect(visitor.problems).toEqual([]);
    });
  });

  describe('5. the administrator changes the password and logs out', () => {
    it('the old password is refused, and logout makes the old cookie worthless', async () => {
      const { page } = admin;
      await openTab(page, 'Impostazioni');
      await page.getByLabel('Password attuale').fill(target.admin.password);
      await page.getByLabel('Nuova password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Conferma nuova password').fill(NEW_PASSWORD);
      const changed = page.waitForResponse((r) => r.url().endsWith('/api/admin/change-password'));
      await page.getByRole('button', { name: 'Cambia Password' }).click();
      expect((await changed).status()).toBe(200);
      await page.getByRole('status').filter({ hasText: 'Password cambiata con successo!' }).waitFor();

      // The browser's session lives on; every other session of the administrator is over.
      const cookie = await sessionCookie(admin.context);
      expect((await fetch(`${site}/api/admin/dashboard`, { headers: { cookie } })).status).toBe(200);
      expect((await fetch(`${site}/api/admin/dashboard`, { headers: { cookie: apiCookie } })).status).toBe(401);

      await page.getByRole('link', { name: 'Logout' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
      expect((await fetch(`${site}/api/admin/dashboard`, { headers: { cookie } })).status).toBe(401);
      expect((await fetch(`${site}/api/admin/email-requests`, { headers: { cookie } })).status).toBe(401);

      await page.goto(`${site}/login`);
      await page.getByLabel('Email').fill(target.admin.email);
      await page.getByLabel('Password').fill(target.admin.password);
      await page.getByRole('button', { name: 'Accedi', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Credenziali non valide. Riprova.' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');

      await signIn(page, site, { email: target.admin.email, password: NEW_PASSWORD });
      await page.getByText('Benvenuto, Admin').waitFor();
      expect(admin.problems).toEqual([]);
      await admin.context.close();
      await visitor.context.close();
    });
  });

  describe('7. a search engine', () => {
    it('reads robots.txt and the sitemap through nginx, with absolute URLs of its PUBLIC_URL', async () => {
      const robots = await fetch(`${site}/robots.txt`);
      expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await robots.text()).toContain(`Sitemap: ${target.publicUrl}/sitemap.xml`);
      const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
      expect(sitemap).toContain(`<loc>${target.publicUrl}/boat/1</loc>`);
      expect(sitemap).not.toContain('__SITE_ORIGIN__');
    });
  });

  describe('8. a phone opens a boat page at its address', () => {
    it('gets the page whole in its first answer, its code and fonts named in it; asks only for the calendar, each call once', async () => {
      const answer = await fetch(`${site}/boat/3`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      const html = await answer.text();
      const boat3 = fleet.boats.find((b) => b.id === 3)!;
      // The boat is in the HTML (docs/server-rendering.md), and so is what the browser needs to take it over.
      expect(html).toMatch(new RegExp(`<h1[^>]*>${boat3.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      expect(html).toContain('<div id="root" data-hydrate="">');
      expect(html).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/boat-[\w-]+\.js">/);
      expect(html.match(/<link rel="preload" as="font" type="font\/woff2" href="\/assets\/[\w-]+\.woff2" crossorigin>/g)).toHaveLength(3);
      // Not a boat: no boat's code named; the old shells are no page.
      for (const other of ['/', '/faq']) {
        const text = await (await fetch(`${site}${other}`)).text();
        expect(text, other).not.toContain('/assets/boat-');
      }
      expect((await fetch(`${site}/boat.html`)).status).toBe(404);

      const phone = await openVisit(browser, PHONE);
      const asked = new Map<string, number>();
      phone.page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/') || url.pathname.endsWith('.woff2') || url.pathname.startsWith('/assets/boat-'))
          asked.set(url.pathname + url.search, (asked.get(url.pathname + url.search) ?? 0) + 1);
      });
      const warnings: string[] = [];
      phone.page.on('console', (message) => {
        if (/preload/i.test(message.text())) warnings.push(message.text());
      });
      await phone.page.goto(`${site}/boat/3`);
      await phone.page.getByRole('heading', { level: 1, name: boat3.name }).waitFor();
      await phone.page.getByRole('heading', { name: 'Listino prezzi' }).waitFor();
      await phone.page.getByRole('heading', { name: 'Altre barche della flotta' }).waitFor();
      // Once taken over, the page asks for the calendar's marks itself; then nothing else is asked.
      await takenOver(phone.page.getByRole('button', { name: 'Salva', exact: true }));
      await eventually(async () => asked.has('/api/bookings?boatId=3&status=confirmed') && asked.has('/api/unavailable-dates?boatId=3'), {
        attempts: 100,
      });
      await phone.page.waitForLoadState('networkidle');
      // The boat, its prices, the extras and the fleet came with the page; the calendar's marks are
      // the browser's own calls, each asked once.
      for (const call of ['/api/boats/3', '/api/boat-pricing/3', '/api/extras', '/api/boats'])
        expect(asked.get(call), call).toBeUndefined();
      for (const call of ['/api/bookings?boatId=3&status=confirmed', '/api/unavailable-dates?boatId=3'])
        expect(asked.get(call), call).toBe(1);
      expect([...asked.keys()].filter((path) => path.startsWith('/assets/boat-') || path.endsWith('.woff2'))).toHaveLength(4);
      expect([...asked].filter(([, times]) => times > 1)).toEqual([]);
      expect(warnings).toEqual([]);
      expect(phone.problems).toEqual([]);
      await phone.context.close();
    });
  });

  describe('9. the logs of the whole run', () => {
    it('hold no private link and no feed token: the services, the gateway, the renderer and nginx', async () => {
      expect(tokens.length).toBeGreaterThanOrEqual(2);
      await browser?.close();
      stopped = true;
      await target.stop();
      const { files, findings } = scanLogs(target.logDir, tokens, SECRET_PATTERNS);
      expect(files).toBeGreaterThanOrEqual(8);
      expect(findings.slice(0, 10)).toEqual([]);
    });
  });
}
