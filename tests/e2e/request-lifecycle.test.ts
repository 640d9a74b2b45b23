/**
 * A request's life in real browsers against the whole stack (docs/request-lifecycle.md): a visitor
 * sends a request and gets its private link by mail (never on the page); a second visitor finds the days held; the
 * administrator confirms it with one click; the first visitor's link says it is confirmed; the
 * customer's two mails carry calendar files that a real iCalendar parser reads as one entry, first
 * tentative, then confirmed at a higher sequence in Rome's time zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import ICAL from 'ical.js';
import { eventually } from '@nbp/kit/testing';
import { REQUEST_MESSAGES, type BookingRequest } from '@nbp/contracts/http/booking';
import { launchBrowser } from '../support/browser.ts';
import { customerPathFromMail, mails, sharedStack, type CaughtMail, type Stack } from '../support/stack.ts';
import { chooseRange, readFleetCalendar, type FleetCalendar } from '../support/fleet-calendar.ts';
import { calendarFor, expectAvailability, openVisit, pickDates, plain, PHONE, showMonth, startField, italianDay } from '../support/site.ts';
import { apiAs, browserCookie, newPage, openTab, signIn } from './admin-session.ts';

let stack: Stack;
let browser: Browser;
let fleet: FleetCalendar;

beforeAll(async () => {
  stack = sharedStack();
  browser = await launchBrowser();
  fleet = await readFleetCalendar(stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const boatName = (id: number) => fleet.boats.find((boat) => boat.id === id)!.name;

/** maildev names an attachment's file `filename`; the harness's type says fileName. */
type Attachment = { filename?: string; fileName?: string; generatedFileName?: string; contentType: string };

/** The VEVENT of the mail's calendar file, read by ical.js, with the file's METHOD. */
async function calendarEntry(mail: CaughtMail): Promise<{ method: string; event: ICAL.Component; text: string }> {
  const file = (mail.attachments as Attachment[] | undefined)?.find((a) => a.contentType.startsWith('text/calendar'));
  expect(file, `a calendar file in "${mail.subject}"`).toBeDefined();
  const name = file!.generatedFileName ?? file!.filename ?? file!.fileName!;
  const text = await (await fetch(`${stack.mailUrl}/api/email/${mail.id}/attachment/${encodeURIComponent(name)}`)).text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  expect(event).not.toBeNull();
  return { method: String(calendar.getFirstPropertyValue('method')), event: event!, text };
}

describe('a request holds its days and becomes a booking in one click', () => {
  it('request, days held for the next visitor, one-click confirm, the link says confirmed, mails with the right calendar files', async () => {
    const boatId = 2;
    const range = chooseRange(fleet, { boatId, days: 2, fromDay: 50 });
    const email = 'lucia.ferrara@example.it';

    // 1. The first visitor sends the request and keeps a confirmation; the private link comes by mail only.
    const first = await openVisit(browser);
    await first.page.goto(`${stack.url}/boat/${boatId}`);
    await first.page.getByRole('heading', { level: 1, name: boatName(boatId) }).waitFor();
    await pickDates(first.page, range.startDate, range.endDate);
    await expectAvailability(first.page, boatName(boatId), true);
    await first.page.getByRole('button', { name: 'PRENOTA ORA' }).click();
    const form = first.page.getByRole('form', { name: 'Richiesta di prenotazione' });
    await form.getByLabel('Nome e cognome').fill('Lucia Ferrara');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Telefono').fill('+39 333 765 4321');
    await form.getByRole('button', { name: 'Conferma Prenotazione' }).click();
    const sent = first.page.getByTestId('request-sent');
    await sent.waitFor();
    const summary = plain(await sent.textContent());
    expect(summary).toContain(boatName(boatId));
    expect(summary).toContain('ora di Patti');
    expect(summary).toContain('Ti abbiamo inviato per email il link alla tua pagina privata');
    expect(await sent.getByRole('link').count()).toBe(0);
    const link = await customerPathFromMail(stack, email);
    expect(link).toMatch(/^\/richiesta\/[A-Za-z0-9_-]{32}$/);

    // 2. A second visitor, on a phone, finds those days held: marked in the calendar, not offered.
    const second = await openVisit(browser, PHONE);
    await second.page.goto(`${stack.url}/boat/${boatId}`);
    await second.page.getByRole('heading', { level: 1, name: boatName(boatId) }).waitFor();
    await startField(second.page).click();
    const calendar = calendarFor(second.page, 'start');
    await calendar.waitFor();
    await showMonth(calendar, range.startDate);
    const held = calendar.getByRole('button', { name: `${italianDay(range.startDate)}, in attesa di conferma`, exact: true });
    expect(await held.getAttribute('aria-disabled')).toBe('true');
    await calendar.getByText('In attesa di conferma').first().waitFor();
    await second.page.keyboard.press('Escape');
    // And the server says the same to anyone who asks for them anyway.
    const refused = await fetch(`${stack.url}/api/email-bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        boatId,
        customerName: 'Paolo Greco',
        customerEmail: 'paolo.greco@example.it',
        customerPhone: '+39 333 111 2222',
        startDate: range.endDate,
        endDate: range.endDate,
      }),
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(REQUEST_MESSAGES.daysHeld);

    // 3. The administrator confirms it with one click.
    const admin = await newPage(browser);
    await signIn(admin.page, stack);
    await openTab(admin.page, 'Richieste Email');
    const card = admin.page.getByRole('article', { name: boatName(boatId), exact: true }).filter({ hasText: email });
    await card.getByText('In attesa di conferma').waitFor();
    await card.getByText(/scade tra/).waitFor();
    await card.getByRole('button', { name: 'Conferma la richiesta di Lucia Ferrara' }).click();
    // Answered, it leaves the to-do list for Confermate (docs/back-office.md#richieste-email).
    await card.waitFor({ state: 'detached' });
    await admin.page.getByRole('button', { name: 'Confermate' }).click();
    await card.getByText('Confermata', { exact: true }).waitFor();
    const requests = await apiAs<BookingRequest[]>(stack, await browserCookie(admin.page), '/api/admin/email-requests');
    const request = requests.find((r) => r.customerEmail === email)!;
    expect(request).toMatchObject({ status: 'confirmed', startDate: range.startDate, endDate: range.endDate });
    expect(request.bookingId).toBeGreaterThan(0);
    // The booking made from it is one click away.
    await card.getByRole('link', { name: `Prenotazione #${request.bookingId}` }).click();
    await admin.page.getByRole('tab', { name: 'Prenotazioni', exact: true, selected: true }).waitFor();
    expect(new URL(admin.page.url()).pathname).toBe(`/admin/prenotazioni/${request.bookingId}`);

    // 4. The first visitor's link now says confirmed.
    await first.page.goto(`${stack.url}${link}`);
    await first.page.getByRole('heading', { level: 1, name: /confermata/i }).waitFor();
    expect(plain(await first.page.locator('main').textContent())).toContain(boatName(boatId));

    // 5. The customer's mails: received (tentative, whole days) and confirmed (same UID, higher
    // SEQUENCE, CONFIRMED, times in Europe/Rome), each with the private link.
    const [received, confirmed] = await eventually(async () => {
      const toCustomer = (await mails(stack)).filter((mail) => mail.to.some((to) => to.address === email));
      const arrival = toCustomer.find((mail) => /^Abbiamo ricevuto/.test(mail.subject));
      const confirmation = toCustomer.find((mail) => /^Prenotazione confermata/.test(mail.subject));
      return arrival && confirmation ? ([arrival, confirmation] as const) : undefined;
    });
    for (const mail of [received, confirmed]) expect(mail.text).toContain(link!);
    const tentative = await calendarEntry(received);
    const final = await calendarEntry(confirmed);
    expect(tentative.event.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(final.event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(final.event.getFirstPropertyValue('uid')).toBe(tentative.event.getFirstPropertyValue('uid'));
    expect(Number(final.event.getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(tentative.event.getFirstPropertyValue('sequence') ?? 0),
    );
    const start = final.event.getFirstProperty('dtstart')!;
    expect(start.getParameter('tzid')).toBe('Europe/Rome');
    expect(final.text).toMatch(/BEGIN:VTIMEZONE[\s\S]*TZID:Europe\/Rome/);
    expect(String(start.getFirstValue())).toContain(range.startDate);

    for (const visit of [first, second, admin]) expect(visit.problems).toEqual([]);
    await Promise.all([first.context.close(), second.context.close(), admin.context.close()]);
  }, 180_000);
});
