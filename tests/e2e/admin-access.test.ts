/**
 * The administrators' door in a real browser against the whole stack: the login page, the
 * dashboard's access rules, logout, and the password change of the Impostazioni tab.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { createNonAdmin } from '../support/users.ts';
import { todayInRome } from '@nbp/contracts/common';
import { newPage, openTab, signIn } from './admin-session.ts';
import { seasonOf } from '../../services/booking/src/domain/dashboard-figures.ts';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  // The login page offers the platform login only on a platform domain: 'localhost' is one here, 127.0.0.1 is not.
  stack = await startStack({ label: 'adminaccess', env: { PLATFORM_DOMAINS: 'localhost' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('login page', () => {
  it('asks for both fields, refuses wrong credentials, and shows the sending state', async () => {
    const { context, page, problems } = await newPage(browser, 390, 844);
    await page.goto(`${stack.url}/login`);
    await page.getByRole('heading', { name: 'Accesso Amministratore' }).waitFor();
    await page.getByText('Solo gli amministratori autorizzati possono accedere').waitFor();
    // NODE_ENV is 'test' and 127.0.0.1 is not a platform domain: no banner, no second button.
    expect(await page.getByText('Ambiente di sviluppo').count()).toBe(0);
    expect(await page.getByText('Oppure').count()).toBe(0);

    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Email e password sono obbligatorie' }).waitFor();

    await page.getByLabel('Email').fill(stack.admin.email);
    await page.getByLabel('Password').fill('Sbagliata!1');
    // Hold the answer back a little, to see the form while it is being sent.
    await page.route('**/api/login/local', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    const sending = page.getByRole('button', { name: 'Accesso in corso...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    expect(await page.getByLabel('Password').isDisabled()).toBe(true);
    await page.getByRole('alert').filter({ hasText: 'Credenziali non valide. Riprova.' }).waitFor();
    expect(await page.getByLabel('Email').isDisabled()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("offers the platform login, after 'Oppure', on a platform domain", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${stack.url.replace('127.0.0.1', 'localhost')}/login`);
    await page.getByText('Oppure', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Accedi con la piattaforma di hosting' }).getAttribute('href')).toBe('/api/login');
    await context.close();
  });

  it('signs the administrator in and opens the dashboard', async () => {
    const { context, page, problems } = await newPage(browser);
    await signIn(page, stack);
    await page.getByRole('heading', { name: 'Dashboard Admin' }).waitFor();
    await page.getByText('Benvenuto, Admin').waitFor();
    for (const label of [
      'Barche Totali',
      'Prenotazioni attive',
      // The running season, or else the next one (docs/back-office.md#dashboard-figures).
      `Ricavi stagione ${seasonOf(todayInRome()).year}`,
      'Ricavi Totali',
      'Prenotazioni Recenti',
    ]) {
      await page.getByText(label, { exact: true }).first().waitFor();
    }
    const tabs = await page.getByRole('tab').allTextContents();
    // The planning of the fleet comes first (docs/back-office.md#planning); the badge of pending requests may follow its tab's name.
    expect(tabs.map((tab) => tab.replace(/\d+ \d+ in attesa$/, '').replace(/\d+ \d+ avvis[oi]$/, ''))).toEqual([
      'Planning',
      'Prenotazioni',
      'Richieste Email',
      'Barche',
      'Contenuti',
      'Prezzi',
      'Calendari',
      'Log',
      'Impostazioni',
    ]);
    await page.getByRole('tab', { name: 'Planning', selected: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Torna al Sito' }).getAttribute('href')).toBe('/');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('dashboard access', () => {
  it('sends a visitor who is not signed in to the login page after a toast', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${stack.url}/admin`);
    const toast = page.getByTestId('toast').filter({ hasText: 'Accesso Richiesto' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Effettua il login per accedere alla dashboard admin.');
    await page.waitForURL(/\/login$/, { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Accesso Amministratore' }).waitFor();
    await context.close();
  });

  it('shows Accesso Negato to a signed-in user who is not an administrator', async () => {
    const user = { email: 'utente@test.example', password: 'Utente2025!' };
    await createNonAdmin(stack.databaseUrl, user.email, user.password);
    const { context, page } = await newPage(browser);
    await signIn(page, stack, user);
    await page.getByRole('heading', { name: 'Accesso Negato' }).waitFor();
    await page.getByText('Non hai i permessi per accedere alla dashboard admin.').waitFor();
    expect(await page.getByRole('link', { name: 'Effettua Login' }).getAttribute('href')).toBe('/api/login');
    await context.close();
  });

  it('logs out through /api/logout', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, stack);
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    const answer = await page.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).status);
    expect(answer).toBe(401);
    await context.close();
  });
});

describe('Impostazioni: change password', () => {
  it("checks the rules in their documented order, shows the server's refusal, then changes the password", async () => {
    const { context, page, problems } = await newPage(browser, 390, 844);
    await signIn(page, stack);
    await openTab(page, 'Impostazioni');
    const submit = page.getByRole('button', { name: 'Cambia Password' });
    const fill = async (current: string, next: string, confirm: string) => {
      await page.getByLabel('Password attuale').fill(current);
      await page.getByLabel('Nuova password', { exact: true }).fill(next);
      await page.getByLabel('Conferma nuova password').fill(confirm);
      await submit.click();
    };
    const alert = (text: string) => page.getByRole('alert').filter({ hasText: text }).waitFor();

    await submit.click();
    await alert('Tutti i campi sono obbligatori');
    await fill(stack.admin.password, 'Corta1!', 'Corta1!');
    await alert('La nuova password deve essere di almeno 8 caratteri');
    await fill(stack.admin.password, 'NuovaPass2027!', 'NuovaPass2027?');
    await alert('Le password non corrispondono');
    await fill(stack.admin.password, stack.admin.password, stack.admin.password);
    await alert('La nuova password deve essere diversa da quella attuale');
    await fill(stack.admin.password, 'nuovapassword', 'nuovapassword');
    await alert('La password deve contenere maiuscole, minuscole, numeri e caratteri speciali');
    await fill('NonELaMia1!', 'NuovaPass2027!', 'NuovaPass2027!');
    await alert('La password attuale non è corretta');
    // Meets the character rules but is the site's own name and a year: the server's estimator refuses it.
    await fill(stack.admin.password, 'Patti2025!', 'Patti2025!');
    await alert('Password troppo debole: ');

    await fill(stack.admin.password, 'NuovaPass2027!', 'NuovaPass2027!');
    const ok = page.getByRole('status').filter({ hasText: 'Password cambiata con successo!' });
    await ok.waitFor();
    expect(await page.getByLabel('Password attuale').inputValue()).toBe('');
    expect(await page.getByLabel('Nuova password', { exact: true }).inputValue()).toBe('');
    await ok.waitFor({ state: 'detached', timeout: 10_000 });
    expect(problems).toEqual([]);
    await context.close();

    // The new password now opens the dashboard; the old one no longer does.
    const fresh = await newPage(browser);
    await fresh.page.goto(`${stack.url}/login`);
    await fresh.page.getByLabel('Email').fill(stack.admin.email);
    await fresh.page.getByLabel('Password').fill(stack.admin.password);
    await fresh.page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await fresh.page.getByRole('alert').filter({ hasText: 'Credenziali non valide. Riprova.' }).waitFor();
    await signIn(fresh.page, stack, { email: stack.admin.email, password: 'NuovaPass2027!' });
    await fresh.page.getByRole('heading', { name: 'Dashboard Admin' }).waitFor();
    await fresh.context.close();
  });
});
