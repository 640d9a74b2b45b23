/**
 * An office change reaches the customer, and the office mail is a call to act, in Chromium against
 * the whole stack (docs/request-lifecycle.md#office-changes, #the-office-mail): the administrator
 * moves a confirmed booking's days and the English customer gets "Booking changed" with the same
 * calendar entry at SEQUENCE + 1; a cancellation from the list's quick status sends METHOD:CANCEL;
 * the Conferma button of the new-request mail opens that request after sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import ICAL from 'ical.js';
import { eventually } from '@nbp/kit/testing';
import { DATE_LONG, formatDay } from '@nbp/contracts/days';
import type { Booking } from '@nbp/contracts/http/booking';
import { launchBrowser } from '../support/browser.ts';
import { adminCookie, mails, sharedStack, type CaughtMail, type Stack } from '../support/stack.ts';
import { addDays, chooseRange, readFleetCalendar, type FleetCalendar } from '../support/fleet-calendar.ts';
import { expectToast, newPage, signIn } from './admin-session.ts';

let stack: Stack;
let browser: Browser;
let fleet: FleetCalendar;
let cookie: string;

beforeAll(async () => {
  stack = sharedStack();
  browser = await launchBrowser();
  fleet = await readFleetCalendar(stack.url);
  cookie = await adminCookie(stack);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const boatName = (id: number) => fleet.boats.find((boat) => boat.id === id)!.name;

async function call<T>(method: string, path: string, body?: unknown, withCookie = false): Promise<{ status: number; body: T }> {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: stack.url, ...(withCookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A visitor's request for the first two days of a free three-day range; its id. */
async function request(boatId: number, fromDay: number, who: { name: string; email: string }, language: 'it' | 'en') {
  const range = chooseRange(fleet, { boatId, days: 3, fromDay });
  const sent = await call<{ id: number }>('POST', '/api/email-bookings', {
    boatId,
    customerName: who.name,
    customerEmail: who.email,
    customerPhone: '+39 333 400 5006',
    startDate: range.startDate,
    endDate: addDays(range.startDate, 1),
    language,
  });
  expect(sent.status).toBe(201);
  return { id: sent.body.id, range };
}

/** The one mail to `address` whose subject starts so. */
const mailTo = (address: string, subject: string) =>
  eventually(
    async () => (await mails(stack)).find((mail) => mail.to.some((to) => to.address === address) && mail.subject.startsWith(subject)),
    { attempts: 300, intervalMs: 100 },
  );

/** The mail's calendar file as ical.js reads it: METHOD, UID, SEQUENCE, STATUS, first day. */
async function calendarOf(mail: CaughtMail) {
  const file = mail.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  expect(file, `a calendar file in "${mail.subject}"`).toBeDefined();
  const text = await (
    await fetch(`${stack.mailUrl}/api/email/${mail.id}/attachment/${encodeURIComponent(file!.generatedFileName!)}`)
  ).text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: String(event.getFirstPropertyValue('status')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toString(),
  };
}

/** Signed in, on the booking's own address in Prenotazioni. */
async function openBooking(bookingId: number) {
  const admin = await newPage(browser);
  await signIn(admin.page, stack);
  await admin.page.goto(`${stack.url}/admin/prenotazioni/${bookingId}`);
  const item = admin.page.locator(`#booking-${bookingId}`);
  await item.waitFor();
  return { ...admin, item };
}

describe('an office change reaches the customer', () => {
  it('moving a confirmed booking in the admin mails the English customer, with the same entry at SEQUENCE + 1', async () => {
    const who = { name: 'Emma Walker', email: 'emma.walker.changes@example.co.uk' };
    const { id, range } = await request(3, 120, who, 'en');
    const confirmed = await call<Booking>('POST', `/api/admin/email-requests/${id}/confirm`, undefined, true);
    expect(confirmed.status).toBe(200);
    const confirmation = await calendarOf(await mailTo(who.email, 'Booking confirmed'));

    const { context, page, item } = await openBooking(confirmed.body.id);
    await item.getByRole('button', { name: `Modifica la prenotazione di ${who.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifica Prenotazione' });
    const notify = dialog.getByLabel('Avvisa il cliente via email');
    // Nothing the customer sees has changed yet: no box.
    expect(await notify.count()).toBe(0);
    await dialog.getByLabel('Data fine *').fill(range.endDate);
    await dialog.getByLabel('Data inizio *').fill(addDays(range.startDate, 1));
    expect(await notify.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Salva Modifiche' }).click();
    await expectToast(page, 'Prenotazione aggiornata');
    await context.close();

    const changed = await mailTo(who.email, 'Booking changed');
    expect(changed.text).toContain(`Our office has changed your booking no. ${confirmed.body.id}`);
    expect(changed.text).toMatch(/\/en\/request\/[A-Za-z0-9_-]{32}/);
    const file = await calendarOf(changed);
    expect(file).toMatchObject({ method: 'PUBLISH', uid: confirmation.uid, status: 'CONFIRMED', sequence: confirmation.sequence + 1 });
    expect(file.start.slice(0, 10)).toBe(addDays(range.startDate, 1));

    // The private page the mail links to shows the rental as it is now: the new days, in English.
    const link = /\/en\/request\/[A-Za-z0-9_-]{32}/.exec(changed.text)![0];
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page2 = await visitor.newPage();
    await page2.goto(`${stack.url}${link}`);
    const newDays = `from ${formatDay(addDays(range.startDate, 1), 'en', DATE_LONG)} to ${formatDay(range.endDate, 'en', DATE_LONG)}`;
    await page2.getByText(newDays).first().waitFor();
    expect(await page2.getByText(formatDay(range.startDate, 'en', DATE_LONG)).count()).toBe(0);
    await visitor.close();
  });

  it('cancelling it from the list sends METHOD:CANCEL for the same entry', async () => {
    const who = { name: 'Sara Colombo', email: 'sara.colombo.changes@example.it' };
    const { id } = await request(2, 130, who, 'it');
    const confirmed = await call<Booking>('POST', `/api/admin/email-requests/${id}/confirm`, undefined, true);
    expect(confirmed.status).toBe(200);
    const confirmation = await calendarOf(await mailTo(who.email, 'Prenotazione confermata'));

    const { context, page, item } = await openBooking(confirmed.body.id);
    await item.getByLabel(`Cambia stato della prenotazione di ${who.name}`).selectOption({ label: 'Cancellata' });
    const question = page.getByRole('dialog', { name: `Cancellare la prenotazione di ${who.name}?` });
    expect(await question.getByLabel('Avvisa il cliente via email').isChecked()).toBe(true);
    await question.getByRole('button', { name: 'Sì, cancella' }).click();
    await expectToast(page, 'Prenotazione cancellata');
    await context.close();

    const cancelled = await mailTo(who.email, 'Prenotazione cancellata');
    expect(cancelled.text).toContain(`il nostro ufficio ha cancellato la tua prenotazione n. ${confirmed.body.id}`);
    const file = await calendarOf(cancelled);
    expect(file).toMatchObject({ method: 'CANCEL', uid: confirmation.uid, status: 'CANCELLED', sequence: confirmation.sequence + 1 });
  });
});

describe('the office mail is a call to act', () => {
  it('its Conferma button opens the request after sign-in, where it is confirmed', async () => {
    const who = { name: 'Marco Ferri', email: 'marco.ferri.conferma@example.it' };
    const { id } = await request(1, 140, who, 'it');
    const office = await eventually(
      async () =>
        (await mails(stack)).find(
          (mail) => mail.subject.startsWith(`Nuova richiesta di prenotazione – ${boatName(1)}`) && mail.text.includes(who.email),
        ),
      { attempts: 300, intervalMs: 100 },
    );
    expect(office.text).toContain('Le date sono riservate fino a');
    expect(office.text).not.toMatch(/rispondere a questa email/);
    const href = /<a href="([^"]+)"[^>]*>Conferma<\/a>/.exec(office.html)?.[1];
    expect(href).toBeDefined();
    expect(new URL(href!).pathname).toBe(`/admin/richieste/${id}`);

    // Signed out, as the owner reading the mail on a phone would be.
    const { context, page } = await newPage(browser, 390, 844);
    await page.goto(href!);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(stack.admin.email);
    await page.getByLabel('Password').fill(stack.admin.password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL(new RegExp(`/admin/richieste/${id}$`));
    const card = page.locator(`#request-${id}`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 10_000 }).toBe(`request-${id}`);
    await card.getByRole('button', { name: `Conferma la richiesta di ${who.name}` }).click();
    // Answered, it leaves the to-do list; the toast names the booking it became.
    await expectToast(page, 'Richiesta confermata', /Prenotazione #\d+ creata per /);
    await context.close();
    expect((await mailTo(who.email, 'Prenotazione confermata')).text).toContain(boatName(1));
  });
});
