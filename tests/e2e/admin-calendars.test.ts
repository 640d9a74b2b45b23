/**
 * The Calendari tab in a real browser against the whole stack (docs/calendars.md#back-office): a
 * marketplace's feed, served by a small HTTP server of the test on 127.0.0.1, is added for a boat
 * and listed with its event; its days show in the planning as an imported calendar's; the boat's
 * export link is copied and renewed (the old one then answers 404); a feed whose event falls on a
 * booking made here raises an alarm on the tab; the feeds are deleted; an Airbnb feed lists its
 * unreadable event and closes its 'not available' days once set to; the log names what happened.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { todayInRome } from '@nbp/contracts/common';
import { eventually } from '@nbp/kit/testing';
import { launchBrowser } from '../support/browser.ts';
import { screenshot } from '../support/page-audit.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { apiAs, browserCookie, expectToast, newPage, openTab, signIn } from './admin-session.ts';

/** The boats the catalogue seeds; neither has a seeded booking (services/booking/src/data/seed.ts). */
const FREE_BOAT = { id: 2, name: 'Eolo 6.40 EL Open - Alacaluf II' };
const BUSY_BOAT = { id: 4, name: 'Eolo 7.50 Day - Alacaluf IV' };

/** A day of next month (Rome), 'YYYY-MM-DD'. */
function nextMonthDay(day: number): string {
  const [y, m] = todayInRome().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, day)).toISOString().slice(0, 10);
}
const icsDay = (isoDay: string) => isoDay.replaceAll('-', '');
const dayAfter = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** One all-day event from `first` to `last`, both included (iCal's end is the day after). */
function icsWith(uid: string, first: string, last: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Marketplace di prova//e2e//IT',
    'BEGIN:VEVENT',
    `UID:${uid}@marketplace.test`,
    'DTSTAMP:20270101T000000Z',
    `DTSTART;VALUE=DATE:${icsDay(first)}`,
    `DTEND;VALUE=DATE:${icsDay(dayAfter(last))}`,
    'SUMMARY:Prenotato',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

// The free boat's event: the 10th to the 12th of next month. The busy boat's: the 20th and 21st,
// over a booking made here on the 21st.
const FREE_EVENT = { first: nextMonthDay(10), last: nextMonthDay(12) };
const BUSY_EVENT = { first: nextMonthDay(20), last: nextMonthDay(21) };
/**
 * Airbnb's way (docs/calendars.md#what-closes-days): a reservation on the 3rd and 4th, its own
 * 'not available' block from the 24th to the 26th, and an event nobody can read.
 */
const AIRBNB_FEED = [
  'BEGIN:VCALENDAR',
  'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  `DTSTART;VALUE=DATE:${icsDay(nextMonthDay(3))}`,
  `DTEND;VALUE=DATE:${icsDay(nextMonthDay(5))}`,
  'UID:e2e-reserved@airbnb.com',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'BEGIN:VEVENT',
  `DTSTART;VALUE=DATE:${icsDay(nextMonthDay(24))}`,
  `DTEND;VALUE=DATE:${icsDay(nextMonthDay(27))}`,
  'UID:e2e-blocked@airbnb.com',
  'SUMMARY:Airbnb (Not available)',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART:2027-13-xx',
  'UID:e2e-broken@airbnb.com',
  'SUMMARY:Data rotta',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');
const FEEDS: Record<string, string> = {
  '/samboat.ics': icsWith('samboat-1', FREE_EVENT.first, FREE_EVENT.last),
  '/clickandboat.ics': icsWith('clickandboat-1', BUSY_EVENT.first, BUSY_EVENT.last),
  '/airbnb.ics': AIRBNB_FEED,
};

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let cookie: string;
let marketplace: http.Server;
let marketplaceUrl: string;
let busyBookingId: number;
/** How many times each feed was read. */
const reads = new Map<string, number>();

beforeAll(async () => {
  marketplace = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://marketplace').pathname;
    const body = FEEDS[path];
    reads.set(path, (reads.get(path) ?? 0) + 1);
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => marketplace.listen(0, '127.0.0.1', resolve));
  marketplaceUrl = `http://127.0.0.1:${(marketplace.address() as AddressInfo).port}`;

  stack = await startStack({ label: 'admincalendars' });
  browser = await launchBrowser();
  ({ context, page, problems } = await newPage(browser));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
  await signIn(page, stack);
  cookie = await browserCookie(page);
  // A booking made here on a day the second marketplace will say is taken.
  const booking = await fetch(`${stack.url}/api/admin/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url, cookie },
    body: JSON.stringify({
      boatId: BUSY_BOAT.id,
      customerName: 'Nina Porto',
      customerEmail: 'nina.porto@example.test',
      customerPhone: '+39 340 222 3333',
      startDate: BUSY_EVENT.last,
      endDate: BUSY_EVENT.last,
      selectedExtras: [],
      totalPrice: '400',
      status: 'confirmed',
    }),
  });
  expect(booking.status).toBe(201);
  busyBookingId = ((await booking.json()) as { id: number }).id;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
  await new Promise<void>((resolve) => (marketplace ? marketplace.close(() => resolve()) : resolve()));
});

const boatCard = (name: string) => page.getByRole('region', { name, exact: true });
const feedRow = (boat: string, feed: string) => boatCard(boat).getByRole('listitem', { name: feed, exact: true });
const alarms = () => page.getByRole('region', { name: 'Avvisi', exact: true });

async function addFeed(boat: string, name: string, url: string): Promise<void> {
  const form = boatCard(boat).getByRole('form', { name: 'Aggiungi calendario' });
  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('Indirizzo del calendario (iCal)').fill(url);
  await form.getByRole('button', { name: 'Aggiungi' }).click();
}

/** The export URL as the gateway of this stack serves it (PUBLIC_URL may name localhost). */
const throughStack = (exportUrl: string) => {
  const url = new URL(exportUrl);
  return `${stack.url}${url.pathname}${url.search}`;
};

describe('Calendari', () => {
  it('adds a marketplace feed for a boat: read at once and listed with its event', async () => {
    await openTab(page, 'Calendari');
    await page.getByRole('heading', { name: 'Calendari', exact: true }).waitFor();
    await boatCard(FREE_BOAT.name).waitFor();
    // Nothing is wrong yet: no alarm, no badge.
    await alarms()
      .getByText(/^Nessun avviso/)
      .waitFor();
    expect(await page.getByRole('tab', { name: 'Calendari', exact: true }).count()).toBe(1);

    // The contract's own check, before anything is sent.
    await addFeed(FREE_BOAT.name, 'SamBoat e2e', 'ftp://example.com/feed.ics');
    await boatCard(FREE_BOAT.name).getByText("Inserisci l'indirizzo completo del calendario (http:// o https://)").waitFor();
    expect(reads.size).toBe(0);

    await addFeed(FREE_BOAT.name, 'SamBoat e2e', `${marketplaceUrl}/samboat.ics`);
    await expectToast(page, 'Calendario aggiunto', /1 evento/);
    const row = feedRow(FREE_BOAT.name, 'SamBoat e2e');
    await row.waitFor();
    expect(await row.textContent()).toContain('1 evento');
    expect(await row.textContent()).toMatch(/Ultima lettura riuscita: \d{2} \S+ \d{4} \d{2}:\d{2} \(ora di Patti\)/);
    expect(await row.getByText(/^127\.0\.0\.1:\d+\/samboat\.ics$/).getAttribute('title')).toBe(`${marketplaceUrl}/samboat.ics`);
    expect(reads.get('/samboat.ics')).toBeGreaterThanOrEqual(1);

    // 'Aggiorna ora' reads it again.
    const before = reads.get('/samboat.ics') ?? 0;
    await row.getByRole('button', { name: 'Aggiorna ora SamBoat e2e' }).click();
    await expectToast(page, 'Calendario aggiornato', 'SamBoat e2e: 1 evento.');
    expect(reads.get('/samboat.ics')).toBeGreaterThan(before);
    await screenshot(page, 'admin-calendars');
    expect(problems).toEqual([]);
  });

  it("shows the event's days in the planning as an imported calendar's, leading back to Calendari", async () => {
    await openTab(page, 'Planning');
    await page.getByRole('button', { name: 'Mese', exact: true }).click();
    await page.getByRole('button', { name: 'Mese successivo' }).click();
    const grid = page.getByTestId('planning-grid');
    const cells = grid.getByRole('button', { name: new RegExp(`^Calendario esterno: SamBoat e2e, ${FREE_BOAT.name},`) });
    await cells.first().waitFor();
    expect(await cells.count()).toBe(3);
    expect(await page.getByRole('list', { name: 'Legenda' }).textContent()).toContain('Calendario esterno');
    await cells.first().click();
    await page.getByRole('tab', { name: /^Calendari/, selected: true }).waitFor();
    await feedRow(FREE_BOAT.name, 'SamBoat e2e').waitFor();
    expect(problems).toEqual([]);
  });

  it('copies the export link, and a new link makes the old one answer 404', async () => {
    const card = boatCard(FREE_BOAT.name);
    const field = card.getByLabel('Link da dare ai portali');
    const oldUrl = await field.inputValue();
    expect(oldUrl).toMatch(new RegExp(`/api/calendars/boats/${FREE_BOAT.id}\\.ics\\?token=[A-Za-z0-9_-]{32}$`));
    const feed = await fetch(throughStack(oldUrl));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await feed.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    // Imported events are not given back to the marketplaces.
    expect(text).not.toContain('samboat-1@marketplace.test');

    await card.getByRole('button', { name: `Copia il link di ${FREE_BOAT.name}` }).click();
    await expectToast(page, 'Link copiato');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oldUrl);

    await card.getByRole('button', { name: `Genera nuovo link per ${FREE_BOAT.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Nuovo link per ${FREE_BOAT.name}?` });
    expect(await dialog.textContent()).toContain('I portali che usano il link attuale smetteranno di ricevere gli aggiornamenti.');
    await dialog.getByRole('button', { name: 'Genera nuovo link' }).click();
    await expectToast(page, 'Nuovo link generato');
    await expect.poll(() => field.inputValue(), { timeout: 10_000 }).not.toBe(oldUrl);
    const newUrl = await field.inputValue();
    expect(newUrl).toMatch(new RegExp(`/api/calendars/boats/${FREE_BOAT.id}\\.ics\\?token=[A-Za-z0-9_-]{32}$`));
    expect((await fetch(throughStack(oldUrl))).status).toBe(404);
    expect((await fetch(throughStack(newUrl))).status).toBe(200);
    expect(problems).toEqual([]);
  });

  it('a feed whose event falls on a booking made here raises an alarm, on the tab too, leading to the booking', async () => {
    await addFeed(BUSY_BOAT.name, 'Click&Boat e2e', `${marketplaceUrl}/clickandboat.ics`);
    await expectToast(page, 'Calendario aggiunto');
    await feedRow(BUSY_BOAT.name, 'Click&Boat e2e').waitFor();
    const alarm = alarms()
      .getByRole('listitem')
      .filter({ hasText: `Sovrapposizione: calendario Click&Boat e2e, ${BUSY_BOAT.name}` });
    await alarm.waitFor();
    await page.getByRole('tab', { name: 'Calendari 1 avviso', exact: true }).waitFor();
    await screenshot(page, 'admin-calendars-alarm');

    // The same tab at 360 px: nothing wider than the screen.
    const phone = await newPage(browser, 360, 800);
    await signIn(phone.page, stack);
    await openTab(phone.page, 'Calendari');
    await phone.page.getByRole('region', { name: BUSY_BOAT.name, exact: true }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(phone.page, 'admin-calendars');
    expect(phone.problems).toEqual([]);
    await phone.context.close();

    await alarm.getByRole('button', { name: `Apri prenotazione #${busyBookingId}` }).click();
    await page.getByRole('tab', { name: 'Prenotazioni', exact: true, selected: true }).waitFor();
    expect(problems).toEqual([]);
  });

  it('deletes the feeds after asking: their days go free and the alarm closes', async () => {
    await openTab(page, 'Calendari');
    for (const [boat, feed] of [
      [FREE_BOAT.name, 'SamBoat e2e'],
      [BUSY_BOAT.name, 'Click&Boat e2e'],
    ] as const) {
      await feedRow(boat, feed)
        .getByRole('button', { name: `Elimina ${feed}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Eliminare il calendario «${feed}»?` });
      await dialog.getByRole('button', { name: 'Elimina', exact: true }).click();
      await expectToast(page, 'Calendario eliminato');
      await feedRow(boat, feed).waitFor({ state: 'detached' });
    }
    await alarms()
      .getByText(/^Nessun avviso/)
      .waitFor();
    await page.getByRole('tab', { name: 'Calendari', exact: true }).waitFor();
    const planning = await apiAs<{ entries: { kind: string }[] }>(
      stack,
      cookie,
      `/api/admin/planning?from=${nextMonthDay(1)}&to=${nextMonthDay(28)}`,
    );
    expect(planning.entries.filter((entry) => entry.kind === 'external')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("an Airbnb feed: its unreadable event listed on its row, its 'not available' blocks closing days once the office says so", async () => {
    await openTab(page, 'Calendari');
    await addFeed(FREE_BOAT.name, 'Airbnb e2e', `${marketplaceUrl}/airbnb.ics`);
    await expectToast(page, 'Calendario aggiunto', /1 evento/);
    const row = feedRow(FREE_BOAT.name, 'Airbnb e2e');
    await row.getByText('1 evento non letto', { exact: false }).waitFor();
    expect(await row.textContent()).toContain('«Data rotta» (UID e2e-broken@airbnb.com): data o ripetizione non leggibile');
    const setting = row.getByLabel('Chiudono i giorni');
    expect(await setting.inputValue()).toBe('default');
    expect(await setting.locator('option:checked').textContent()).toBe('Solo le prenotazioni (consigliato per Airbnb)');
    await setting.selectOption({ label: 'Anche i blocchi «non disponibile»' });
    await expectToast(page, 'Impostazione salvata', 'Airbnb e2e: 2 eventi.');
    const planning = await apiAs<{ entries: { kind: string; startDate: string; endDate: string; label: string }[] }>(
      stack,
      cookie,
      `/api/admin/planning?from=${nextMonthDay(1)}&to=${nextMonthDay(28)}`,
    );
    expect(planning.entries.filter((entry) => entry.kind === 'external').map((e) => [e.startDate, e.endDate, e.label])).toEqual([
      [nextMonthDay(3), nextMonthDay(4), 'Airbnb e2e'],
      [nextMonthDay(24), nextMonthDay(26), 'Airbnb e2e'],
    ]);
    await screenshot(page, 'admin-calendars-airbnb');

    await row.getByRole('button', { name: 'Elimina Airbnb e2e' }).click();
    await page
      .getByRole('dialog', { name: 'Eliminare il calendario «Airbnb e2e»?' })
      .getByRole('button', { name: 'Elimina', exact: true })
      .click();
    await expectToast(page, 'Calendario eliminato');
    await row.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('the log tells each change as a sentence, under Tipo Calendari, leading back to the tab', async () => {
    await openTab(page, 'Log');
    await page.getByRole('heading', { name: 'Log Attività Admin' }).waitFor();
    await page.getByLabel('Tipo').selectOption({ label: 'Calendari' });
    const sentences = [
      `Calendario "SamBoat e2e" aggiunto per ${FREE_BOAT.name}.`,
      `Calendario "SamBoat e2e" letto a mano per ${FREE_BOAT.name}.`,
      `Nuovo link del calendario per ${FREE_BOAT.name}: il link precedente non funziona più.`,
      `Calendario "Click&Boat e2e" aggiunto per ${BUSY_BOAT.name}.`,
      `Calendario "SamBoat e2e" eliminato per ${FREE_BOAT.name}.`,
      `Calendario "Click&Boat e2e" eliminato per ${BUSY_BOAT.name}.`,
      `Calendario "Airbnb e2e" per ${FREE_BOAT.name}: chiudono i giorni anche i blocchi «non disponibile».`,
    ];
    // Audit events travel through RabbitMQ to identity: refresh until all are there.
    await eventually(
      async () => {
        const counts = await Promise.all(sentences.map((sentence) => page.getByText(sentence, { exact: true }).count()));
        if (counts.every((count) => count === 1)) return true;
        await page.getByRole('button', { name: 'Aggiorna' }).click();
        return undefined;
      },
      { attempts: 40, intervalMs: 250 },
    );
    await page.getByRole('button', { name: 'Apri Calendari' }).first().click();
    await page.getByRole('tab', { name: /^Calendari/, selected: true }).waitFor();
    expect(problems).toEqual([]);
  });
});
