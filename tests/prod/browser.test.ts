/**
 * A visitor and the administrator in Chromium, once, on the production path as docker-compose.yml
 * describes it and scripts/prod-local runs it: nginx (the built site, /api to the two gateways) ->
 * the services with NODE_ENV=production, each with its own PostgreSQL role -> RabbitMQ -> maildev.
 * The full journeys (tests/e2e/journeys.test.ts) start their own stack; this is the short one:
 * Home, a boat page, a booking request and its mails, the sign-in to /admin where the request is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { eventually } from '@nbp/kit/testing';
import { startProdLocal, type ProdLocal } from '../../scripts/prod-local/harness.ts';
import { launchBrowser } from '../support/browser.ts';
import { chooseRange, readFleetCalendar } from '../support/fleet-calendar.ts';
import { boatPageReady, DESKTOP, expectAvailability, expectToast, openTab, openVisit, pickDates, signIn } from '../support/site.ts';

let run: ProdLocal;
let browser: Browser;

beforeAll(async () => {
  run = await startProdLocal({ label: 'testbrowser', httpPort: 0, variables: {}, build: false, log: () => undefined });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await run?.stop();
});

const customer = { name: 'Giulia Rossi', email: 'giulia.rossi@prod-local.example', phone: '+39 333 765 4321' };

describe('the site through nginx, as compose runs it', () => {
  it('takes a visitor from Home to a boat, sends her request, mails it, and shows it to the administrator in /admin', async () => {
    const fleet = await readFleetCalendar(run.url);
    const boat = fleet.boats.find((b) => b.id === 2)!;
    const range = chooseRange(fleet, { boatId: boat.id, days: 2, fromDay: 10 });

    const visitor = await openVisit(browser, DESKTOP);
    const { page } = visitor;
    await page.goto(`${run.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Le Isole Eolie' }).waitFor();
    await page.getByRole('link', { name: `Dettagli e Prezzi: ${boat.name}` }).click();
    await page.waitForURL(`${run.url}/boat/${boat.id}`);
    await boatPageReady(page, boat.name);
    await pickDates(page, range.startDate, range.endDate);
    await expectAvailability(page, boat.name, true);
    await page.getByRole('button', { name: 'PRENOTA ORA' }).click();
    const form = page.getByRole('form', { name: 'Richiesta di prenotazione' });
    await form.getByLabel('Nome e cognome').fill(customer.name);
    await form.getByLabel('Email').fill(customer.email);
    await form.getByLabel('Telefono').fill(customer.phone);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/email-bookings') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Conferma Prenotazione' }).click();
    expect((await answer).status()).toBe(201);
    await expectToast(page, 'Prenotazione inviata con successo! 📧');
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();

    // The office and the customer, through the outbox, RabbitMQ and maildev.
    const caught = await eventually(
      async () => {
        const response = await fetch(`${run.mailUrl}/api/email`);
        const all = (await response.json()) as { to: { address: string }[]; subject: string }[];
        return all.length >= 2 ? all : undefined;
      },
      { attempts: 300, intervalMs: 100 },
    );
    expect(caught.map((m) => m.to[0]?.address).sort()).toEqual([customer.email, 'info@alacaluf-charter.example'].sort());

    const admin = await openVisit(browser, DESKTOP);
    await signIn(admin.page, run.url, run.admin);
    await openTab(admin.page, 'Richieste Email');
    await admin.page.getByRole('article', { name: boat.name, exact: true }).filter({ hasText: customer.name }).waitFor();
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });
});
