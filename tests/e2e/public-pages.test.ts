/**
 * Every public screen in a real browser against the whole stack: the key texts of docs/product/screens.md,
 * the head of each page (title, meta, Open Graph, JSON-LD), the loading and error states, the contact
 * form, robots.txt and the sitemap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Boat, BoatSummary, Extra } from '@nbp/contracts/http/catalogue';
import { BUSINESS } from '@nbp/contracts/business';
import type { PublicBoatPrice } from '@nbp/contracts/http/pricing';
import { eventually } from '@nbp/kit/testing';
import { launchBrowser } from '../support/browser.ts';
import { mails, sharedStack, type Stack } from '../support/stack.ts';
import { addDays, daysFromToday } from '../support/fleet-calendar.ts';
import { sitemapPages } from '../../web/src/app/routes.ts';
import {
  boatPageReady,
  calendarFor,
  endField,
  expectToast,
  fieldError,
  openDrawnInBrowser,
  openVisit,
  PHONE,
  pickDates,
  plain,
  showMonth,
  startField,
  takenOver,
  wholeEuros,
} from '../support/site.ts';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = sharedStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const SUFFIX = ' | Alacaluf Charter - Noleggio Barche Isole Eolie';
/** The stack's PUBLIC_URL: the head's absolute addresses are made from it (docs/server-rendering.md#the-renderer). */
const site = () => `http://localhost:${stack.ports.gateway}`;
const api = async <T>(path: string) => (await (await fetch(`${stack.url}${path}`)).json()) as T;
const slow = (ms: number) => async (route: { continue: () => Promise<void> }) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await route.continue();
};

/** The head a page set: title, meta by name/property, canonical and the parsed JSON-LD. */
async function head(page: Page) {
  return page.evaluate(() => {
    const meta: Record<string, string> = {};
    for (const element of document.head.querySelectorAll('meta[name], meta[property]')) {
      meta[element.getAttribute('name') ?? element.getAttribute('property') ?? ''] = element.getAttribute('content') ?? '';
    }
    const scripts = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    return { title: document.title, meta, jsonLd: scripts.map((s) => JSON.parse(s.textContent ?? '{}')), scripts: scripts.length };
  });
}

/** `origin`: the public address for a page the server rendered, the page's own for one drawn in the browser from the shell. */
async function expectHead(page: Page, title: string, path: string, origin = site()) {
  // The head's writer comes after the page's code (docs/server-rendering.md#code-on-intent): on a page
  // drawn in the browser, the shell's title can match before the page's own head is written.
  await page.waitForFunction(
    ([expectedTitle, expectedUrl]) =>
      document.title === expectedTitle && document.querySelector('meta[property="og:url"]')?.getAttribute('content') === expectedUrl,
    [`${title}${SUFFIX}`, `${origin}${path}`],
  );
  const { meta, jsonLd, scripts } = await head(page);
  expect(meta.description?.length).toBeGreaterThan(40);
  expect(meta.keywords?.length).toBeGreaterThan(10);
  expect(meta.robots).toBe('index, follow');
  expect(meta['og:locale']).toBe('it_IT');
  expect(meta['og:title']).toBe(`${title}${SUFFIX}`);
  expect(meta['og:description']).toBe(meta.description);
  expect(meta['og:type']).toMatch(/^(website|article)$/);
  expect(meta['og:url']).toBe(`${origin}${path}`);
  expect(meta['og:image']).toBe(`${origin}/images/og-cover.png`);
  // The business first, then what the page itself shows (search-engines.test.ts checks each block's required properties).
  expect(scripts).toBe(jsonLd.length);
  expect(jsonLd[0]).toMatchObject({
    '@type': ['LocalBusiness', 'TouristAttraction'],
    telephone: BUSINESS.phone,
    address: { streetAddress: 'Via Papa Pio XII', postalCode: '98066', addressLocality: 'Patti' },
    geo: { latitude: 38.1386, longitude: 14.9646 },
    openingHours: 'Mo-Su 08:00-20:00',
    priceRange: '€€',
  });
}

describe('home', () => {
  it('shows the hero, the fleet, the reasons and the destinations', async () => {
    const { context, page, problems } = await openVisit(browser);
    // Hold the fleet back to see the wave loader.
    await page.route('**/api/boats', slow(800));
    await openDrawnInBrowser(page, stack.url, '/');
    await page.getByRole('status').filter({ hasText: 'Caricamento della flotta...' }).waitFor();
    await expectHead(page, 'Noleggio Barche Isole Eolie da Patti', '/', stack.url);
    await page.getByRole('heading', { level: 1, name: 'Le Isole Eolie' }).waitFor();
    await page.getByText('La tua rotta, la nostra barca').first().waitFor();
    for (const claim of ['Flotta nuova 2024', 'Assistenza 7 giorni su 7', 'Prezzi chiari', 'Imbarco a Patti'])
      await page.getByText(claim, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Contattaci' }).first().getAttribute('href')).toBe('/contact');

    const boats = await api<BoatSummary[]>('/api/boats');
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(boats.length);
    for (const boat of boats) {
      const card = cards.filter({ has: page.getByRole('heading', { name: boat.name, exact: true }) });
      const text = plain(await card.textContent());
      expect(text).toContain(`Max ${boat.maxPersons} persone`);
      expect(text).toContain(boat.length);
      expect(text).toContain(boat.motorPower);
      expect(text).toContain(boat.requiresLicense ? 'Patente richiesta' : 'Senza patente');
      if (boat.description.length > 120) expect(text).toContain(`${boat.description.slice(0, 120).trimEnd()}...`);
      expect(await card.getByRole('link', { name: /Dettagli e Prezzi/ }).getAttribute('href')).toBe(`/boat/${boat.id}`);
      const image = card.getByRole('img');
      expect(await image.getAttribute('src')).toBe(boat.imageUrl);
      expect(await image.getAttribute('width')).toBeTruthy();
      expect(await image.getAttribute('loading')).toBe('lazy');
    }
    // Red badge for the licence.
    const licence = page.getByText('Patente richiesta').first();
    expect(await licence.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(185, 28, 28)');

    await page.getByRole('heading', { name: 'Perché Sceglierci' }).waitFor();
    for (const reason of ['Posizione strategica', 'Flotta nuova', 'Assistenza dedicata', 'Trasparenza'])
      await page.getByRole('heading', { name: reason, exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Le Nostre Destinazioni' }).waitFor();
    expect(await page.locator('a[href="/destinations#eolie"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="/destinations#golfo-patti"]').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Esplora le Destinazioni' }).getAttribute('href')).toBe('/destinations');

    // 'Scopri le Nostre Barche' glides down to the fleet, which ends 120 px below the top.
    await page.getByRole('button', { name: 'Scopri le Nostre Barche' }).click();
    await page.waitForFunction(() => Math.abs((document.getElementById('flotta')?.getBoundingClientRect().top ?? 0) - 120) < 3);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('boat detail', () => {
  it('shows everything about the boat with its own values and the price list', async () => {
    const { context, page, problems } = await openVisit(browser);
    const boat = await api<Boat>('/api/boats/3');
    const prices = await api<PublicBoatPrice[]>('/api/boat-pricing/3');
    const extras = await api<Extra[]>('/api/extras');
    // Late enough that the loader and the placeholders are there to be seen on a loaded machine too
    // (CI once rendered the page after a 600 ms boat had already arrived).
    await page.route('**/api/boats/3', slow(2000));
    await page.route('**/api/boat-pricing/3', slow(3500));
    // Waiting for the first bytes only: the load event can come after the boat's data, by which
    // time the loader is rightly gone.
    await openDrawnInBrowser(page, stack.url, '/boat/3', { waitUntil: 'commit' });
    await page.getByRole('status').filter({ hasText: 'Caricamento dettagli barca...' }).waitFor();
    await page.getByRole('heading', { level: 1, name: boat.name }).waitFor();
    // The price list's placeholders while its prices are on their way.
    await page.getByTestId('price-placeholder').first().waitFor();
    expect(await page.getByTestId('price-placeholder').count()).toBe(5);
    await expectHead(page, boat.name, '/boat/3', stack.url);

    const crumbs = plain(await page.getByRole('navigation', { name: 'Percorso' }).textContent());
    expect(crumbs).toBe(`Alacaluf Charter/Flotta/${boat.name}`.replace(/\//g, ''));
    await page.getByText('Patti, Sicilia').waitFor();
    // Alacaluf III needs a licence: no 'Senza patente' badge.
    const titleBlock = page.getByRole('heading', { level: 1 }).locator('xpath=..');
    expect(await titleBlock.getByText('Senza patente', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Salva' }).waitFor();
    await page.getByRole('button', { name: 'Condividi' }).waitFor();
    for (const [label, value] of [
      ['Capacità', `${boat.maxPersons} persone`],
      ['Lunghezza', boat.length],
      ['Motore', boat.motorPower],
      ['Anno', String(boat.year)],
    ]) {
      expect(plain(await page.getByRole('listitem').filter({ hasText: label }).first().textContent())).toContain(value);
    }
    for (const heading of [
      'Descrizione',
      'Caratteristiche',
      'Dotazioni di bordo',
      'Listino prezzi',
      'Condizioni di noleggio',
      'Il prezzo include',
      'Il prezzo non include',
      'Extra opzionali',
      'Altre barche della flotta',
    ]) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    const body = plain(await page.locator('main').textContent());
    for (const text of [
      boat.width!,
      boat.fuelTankCapacity!,
      boat.waterTankCapacity!,
      ...boat.comfortFeatures,
      ...boat.navigationFeatures,
      ...boat.safetyFeatures,
      ...boat.includedItems,
      ...boat.excludedItems,
    ]) {
      expect(body).toContain(text);
    }
    for (const heading of ['Comfort', 'Navigazione', 'Sicurezza']) await page.getByRole('heading', { level: 3, name: heading }).waitFor();
    expect(body).toContain('Imbarco dalle 9:00, rientro entro le 18:00');
    expect(body).toContain(wholeEuros(boat.deposit));

    // Price list: two per-day columns in whole euro.
    const table = page.getByRole('table');
    await page.getByTestId('price-placeholder').first().waitFor({ state: 'detached' });
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Periodo', '1 Giorno', '3+ Giorni']);
    expect(await table.getByRole('row').count()).toBe(prices.length + 1);
    const first = plain(await table.getByRole('row').nth(1).textContent());
    expect(first).toContain(prices[0]!.name);
    expect(first).toContain(wholeEuros(prices[0]!.oneDayPrice));
    expect(first).toContain(wholeEuros(prices[0]!.multiDayPrice));

    // Extras grouped by category label, priced per unit.
    for (const label of ['Skipper', 'Attrezzature', 'Servizi', 'Assicurazione'])
      await page.getByRole('heading', { level: 3, name: label, exact: true }).waitFor();
    for (const extra of extras) expect(body).toContain(extra.name);
    expect(body).toContain('/ giorno');
    expect(body).toContain('/ persona');

    // Links to the other boats and to the contact page.
    for (const id of [1, 2, 4]) expect(await page.locator(`main a[href="/boat/${id}"]`).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Contattaci' }).getAttribute('href')).toBe('/contact');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fills in what a boat leaves out with the documented fallbacks', async () => {
    const { context, page } = await openVisit(browser, PHONE);
    const boat = await api<Boat>('/api/boats/1');
    const bare = {
      ...boat,
      width: null,
      fuelTankCapacity: null,
      waterTankCapacity: null,
      comfortFeatures: [],
      navigationFeatures: [],
      safetyFeatures: [],
      includedItems: [],
      excludedItems: [],
    };
    await page.route('**/api/boats/1', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(bare) }),
    );
    await openDrawnInBrowser(page, stack.url, '/boat/1');
    await boatPageReady(page, boat.name);
    await page.getByRole('heading', { level: 1 }).locator('xpath=..').getByText('Senza patente', { exact: true }).waitFor();
    const body = plain(await page.locator('main').textContent());
    for (const text of [
      '2.30 m',
      '90 litri',
      '40 litri',
      'Giubbotti di salvataggio',
      'Kit di pronto soccorso',
      'Estintore',
      'Radio VHF',
      ...boat.features.slice(0, 8),
    ]) {
      expect(body).toContain(text);
    }
    await context.close();
  });

  it('leaves out an engine or a length the boat has no value for, on the page and on the fleet card; a missing year shows the default 2024', async () => {
    const { context, page } = await openVisit(browser, PHONE);
    const boat = await api<Boat>('/api/boats/1');
    const fleet = await api<BoatSummary[]>('/api/boats');
    const empty = { ...boat, year: null, motorPower: '', length: null, width: null };
    await page.route('**/api/boats/1', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(empty) }),
    );
    await page.route('**/api/boats', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(fleet.map((item) => (item.id === 1 ? { ...item, motorPower: null, length: '' } : item))),
      }),
    );
    await openDrawnInBrowser(page, stack.url, '/boat/1');
    await boatPageReady(page, boat.name);
    const body = plain(await page.locator('main').textContent());
    for (const shown of ['null', 'undefined', 'NaN']) expect(body).not.toContain(shown);
    // The year keeps its card, with the catalogue's default (docs/public-pages.md#display-fallbacks).
    const yearCard = page.locator('main li').filter({ has: page.locator('span', { hasText: /^Anno$/ }) });
    expect(plain(await yearCard.locator('strong').textContent())).toBe('2024');
    // Capacity stays; the rows and cards without a value are gone, not blank.
    expect(body).toContain(`${boat.maxPersons} persone`);
    const facts = await page.locator('#caratteristiche ~ * dt, section[aria-labelledby="caratteristiche"] dt').allTextContents();
    expect(facts.map(plain)).not.toContain('Lunghezza');
    expect(facts.map(plain)).not.toContain('Motore');

    await openDrawnInBrowser(page, stack.url, '/');
    const card = page.getByRole('article', { name: boat.name, exact: true });
    await card.waitFor();
    const cardText = plain(await card.textContent());
    for (const shown of ['null', 'undefined']) expect(cardText).not.toContain(shown);
    expect(await card.locator('ul li').count()).toBe(1);
    await context.close();
  });

  it('asks once for a boat that fails to load, and loads it on Riprova', async () => {
    const { context, page } = await openVisit(browser, PHONE);
    const boat = await api<Boat>('/api/boats/2');
    let asked = 0;
    let failing = true;
    await page.route('**/api/boats/2', async (route) => {
      asked += 1;
      if (failing) await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal","message":"Errore"}' });
      else await route.continue();
    });
    await openDrawnInBrowser(page, stack.url, '/boat/2');
    await page.getByRole('heading', { name: 'Barca non trovata' }).waitFor();
    const retry = page.getByRole('button', { name: 'Riprova' });
    await retry.waitFor();
    // The page has settled on its error: whatever was going to ask again has asked by now.
    await page.waitForLoadState('networkidle');
    expect(asked).toBe(1);

    failing = false;
    await retry.click();
    await boatPageReady(page, boat.name);
    expect(asked).toBe(2);
    await context.close();
  });

  it('at 320 px shows the whole dates in the date fields and the breadcrumb on one line', async () => {
    const { context, page } = await openVisit(browser, { width: 320, height: 700 });
    const boat = await api<Boat>('/api/boats/1');
    await page.goto(`${stack.url}/boat/1`);
    await boatPageReady(page, boat.name);
    const crumbs = page.getByRole('navigation', { name: 'Percorso' }).locator('li');
    const tops = await crumbs.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // The longest dates a field shows: a two-digit day.
    const start = daysFromToday(40).replace(/-\d\d$/, '-27');
    const end = addDays(start, 1);
    await pickDates(page, start, end);
    for (const field of [startField(page), endField(page)]) {
      const text = field.locator('span[id$="-value"]');
      expect(plain(await text.textContent())).toMatch(/^\d{1,2} [a-z]{3} \d{4}$/);
      const fits = await text.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await context.close();
  });

  it.each([320, 390])("at %i px the English date fields show 'Choose a date' whole", async (width) => {
    const { context, page } = await openVisit(browser, { width, height: 800 });
    const boat = await api<Boat>('/api/boats/1?lang=en');
    await page.goto(`${stack.url}/en/boat/1`);
    await page.getByRole('heading', { level: 1, name: boat.name }).waitFor();
    const values = page.locator('span[id$="-value"]');
    expect(await values.count()).toBe(2);
    for (const value of await values.all()) {
      expect(plain(await value.textContent())).toBe('Choose a date');
      expect(await value.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  });

  it.each([
    ['/boat/999', 'Barca non trovata'],
    ['/en/boat/999', 'Boat not found'],
  ])("%s keeps the server's not-found page after the browser takes it over: no loading, no second ask", async (path, title) => {
    const { context, page, problems } = await openVisit(browser, PHONE);
    const asked: string[] = [];
    const apiErrors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && message.location().url.includes('/api/')) apiErrors.push(message.text());
    });
    const response = await page.goto(`${stack.url}${path}`);
    expect(response?.status()).toBe(404);
    expect(await response!.text()).toContain(title);
    // Taken over: React has committed the page (lib/hydration-mark.tsx).
    await page.waitForFunction(() => performance.getEntriesByName('nbp:hydrated').length > 0);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByText(/Caricamento dettagli barca|Loading boat details/).count()).toBe(0);
    expect(asked.filter((url) => url.includes('/api/boats/999'))).toEqual([]);
    expect(apiErrors).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Salva keeps the boat across a reload and the header lists it; Condividi copies the link with a toast', async () => {
    const { context, page, problems } = await openVisit(browser, PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
    // No share sheet here: the page falls back to copying the link.
    await context.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    const boat = await api<Boat>('/api/boats/3');
    await page.goto(`${stack.url}/boat/3`);
    await boatPageReady(page, boat.name);
    const favourites = page.getByRole('button', { name: /^Preferiti/ });
    expect(await favourites.count()).toBe(0);

    const save = page.getByRole('button', { name: 'Salva', exact: true });
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await save.click();
    await expectToast(page, 'Barca salvata', boat.name);
    expect(await save.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await boatPageReady(page, boat.name);
    // Saved boats live in the browser: the server's HTML shows none, the page marks it once taken over.
    await page.getByRole('button', { name: 'Salva', exact: true, pressed: true }).waitFor();
    await page.getByRole('button', { name: 'Preferiti: 1 barca salvata' }).click();
    const saved = page.getByRole('list', { name: 'Barche salvate' }).getByRole('link', { name: boat.name });
    expect(await saved.getAttribute('href')).toBe('/boat/3');

    await page.getByRole('button', { name: 'Condividi', exact: true }).click();
    await expectToast(page, 'Link copiato');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${stack.url}/boat/3`);

    // A second Salva takes it out: the header has nothing to list.
    await save.click();
    await expectToast(page, 'Barca rimossa dai preferiti');
    await favourites.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offers no day after the last priced one, and says why when one is picked', async () => {
    const { context, page } = await openVisit(browser, PHONE);
    const boat = await api<Boat>('/api/boats/1');
    const lastDay = daysFromToday(10);
    await page.route('**/api/pricing/boat/1/priced-until', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ boatId: 1, pricedUntil: lastDay, lastBookableDate: lastDay }),
      }),
    );
    await openDrawnInBrowser(page, stack.url, '/boat/1');
    await boatPageReady(page, boat.name);
    await startField(page).click();
    const calendar = calendarFor(page, 'start');
    await calendar.waitFor();
    await showMonth(calendar, addDays(lastDay, 1));
    const after = calendar.locator(`[data-day="${addDays(lastDay, 1)}"]`);
    expect(await after.getAttribute('aria-disabled')).toBe('true');
    await showMonth(calendar, lastDay);
    expect(await calendar.locator(`[data-day="${lastDay}"]`).getAttribute('aria-disabled')).toBeNull();
    await showMonth(calendar, addDays(lastDay, 1));
    // Disabled days stay focusable; Enter on one is what a keyboard user would try.
    await after.focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Data non disponibile', 'I prezzi sono disponibili fino al');
    expect(plain(await startField(page).textContent())).toContain('Scegli data');
    await context.close();
  });

  it('says so when the boat does not exist', async () => {
    const { context, page } = await openVisit(browser, PHONE);
    await page.goto(`${stack.url}/boat/999`);
    await page.getByRole('heading', { name: 'Barca non trovata' }).waitFor();
    await page.getByText('La barca che stai cercando non esiste o non è più disponibile.').waitFor();
    await page.goto(`${stack.url}/boat/abc`);
    await page.getByRole('heading', { name: 'Barca non trovata' }).waitFor();
    await context.close();
  });
});

describe('destinations', () => {
  it('switches tabs from the hero cards, the hash and the header', async () => {
    const { context, page, problems } = await openVisit(browser);
    await page.goto(`${stack.url}/destinations`);
    await expectHead(page, 'Destinazioni: Isole Eolie e Golfo di Patti', '/destinations');
    // The tabs answer once the browser has taken the server's page over.
    await takenOver(page.getByRole('tab', { name: 'Golfo di Patti' }));
    const selected = page.getByRole('tab', { selected: true });
    expect(await selected.textContent()).toBe('Isole Eolie');
    const islands = ['Vulcano', 'Lipari', 'Salina', 'Panarea', 'Filicudi', 'Alicudi', 'Stromboli'];
    for (const island of islands) await page.getByRole('tabpanel').getByRole('heading', { name: island, exact: true }).waitFor();
    for (const miles of ['~15 miglia', '~23 miglia', '~27 miglia', '~35 miglia', '~40 miglia', '~45 miglia'])
      await page.getByText(miles, { exact: true }).first().waitFor();
    await page.getByText('15-45 miglia').first().waitFor();
    await page.getByText('1-15 miglia').first().waitFor();

    await page.getByRole('button', { name: /Golfo di Patti/ }).click();
    await page.waitForURL(/#golfo-patti$/);
    // The tab follows the address, a render after it changes.
    await page.getByRole('tab', { name: 'Golfo di Patti', selected: true }).waitFor();
    for (const place of [
      'Pietra in mezzo al mare',
      'Grotte di Mongiove',
      'Laghetti di Marinello',
      'Capo Calavà',
      'Punto del Tono (Milazzo)',
    ]) {
      await page.getByRole('tabpanel').getByRole('heading', { name: place, exact: true }).waitFor();
    }
    await page.getByText('~1 miglio', { exact: true }).waitFor();
    await page.getByText('Perfetto per principianti:').waitFor();
    // The tabs come into view 120 px below the top.
    await page.waitForFunction(() => Math.abs((document.getElementById('golfo-patti')?.getBoundingClientRect().top ?? 0) - 120) < 3);

    // A header link changes the hash on the same page: the tab follows.
    await page.getByRole('button', { name: 'Destinazioni' }).click();
    await page.getByRole('link', { name: 'Isole Eolie' }).first().click();
    await page.waitForURL(/#eolie$/);
    await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Isole Eolie');

    // Keyboard: arrows move between the tabs.
    await page.getByRole('tab', { name: 'Isole Eolie' }).focus();
    await page.keyboard.press('ArrowRight');
    // The tab is read from the address, which the key changes: the new tab shows once the router has it.
    await page.getByRole('tab', { name: 'Golfo di Patti', selected: true }).waitFor();

    await page.getByRole('heading', { name: 'Itinerari consigliati' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('writes the chosen tab in the address: Back, reload, the header link and the arrow keys agree with it', async () => {
    const { context, page, problems } = await openVisit(browser, PHONE);
    await page.goto(`${stack.url}/destinations`);
    await page.getByRole('tab', { name: 'Isole Eolie', selected: true }).waitFor();
    await takenOver(page.getByRole('tab', { name: 'Golfo di Patti' }));

    await page.getByRole('tab', { name: 'Golfo di Patti' }).click();
    await page.waitForURL(/\/destinations#golfo-patti$/);
    await page.getByRole('tab', { name: 'Golfo di Patti', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Isole Eolie' }).click();
    await page.waitForURL(/#eolie$/);
    await page.getByRole('tab', { name: 'Isole Eolie', selected: true }).waitFor();

    // Back shows the tab seen before, and a reload keeps it.
    await page.goBack();
    await page.waitForURL(/#golfo-patti$/);
    await page.getByRole('tab', { name: 'Golfo di Patti', selected: true }).waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Golfo di Patti', selected: true }).waitFor();
    await takenOver(page.getByRole('button', { name: 'Apri menu' }));

    // The header's link to the other tab shows it.
    await page.getByRole('button', { name: 'Apri menu' }).click();
    await page.getByRole('dialog', { name: 'Menu Navigazione' }).getByRole('link', { name: 'Isole Eolie', exact: true }).click();
    await page.waitForURL(/#eolie$/);
    await page.getByRole('tab', { name: 'Isole Eolie', selected: true }).waitFor();

    // The arrow keys select the next tab, and the address follows.
    await page.getByRole('tab', { name: 'Isole Eolie' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/#golfo-patti$/);
    await page.getByRole('tab', { name: 'Golfo di Patti', selected: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/#eolie$/);
    await page.getByRole('tab', { name: 'Isole Eolie', selected: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens on the tab named by the hash', async () => {
    const { context, page } = await openVisit(browser, PHONE);
    await page.goto(`${stack.url}/destinations#golfo-patti`);
    await page.getByRole('tab', { name: 'Golfo di Patti', selected: true }).waitFor();
    await page.waitForFunction(() => Math.abs((document.getElementById('golfo-patti')?.getBoundingClientRect().top ?? 0) - 120) < 3);
    await context.close();
  });
});

describe('about, where we are, FAQ and 404', () => {
  it('tells the story, the values and the mission', async () => {
    const { context, page } = await openVisit(browser, PHONE);
    await page.goto(`${stack.url}/about`);
    await expectHead(page, 'Chi Siamo', '/about');
    await page.getByRole('heading', { name: 'Dal 2025, dal porto di Patti' }).waitFor();
    for (const value of ['Passione per il mare', 'Sicurezza prima di tutto', 'Esperienza autentica', 'Navigazione responsabile'])
      await page.getByRole('heading', { name: value }).waitFor();
    await page.getByRole('heading', { name: 'La nostra missione' }).waitFor();
    await context.close();
  });

  it('gives the pickup point, the times, the maps link and the offices', async () => {
    const { context, page } = await openVisit(browser);
    await page.goto(`${stack.url}/where-we-are`);
    await expectHead(page, 'Dove Siamo', '/where-we-are');
    await page.getByRole('heading', { name: 'Punto di imbarco' }).waitFor();
    await page.getByText('Imbarco dalle 09:00 alle 10:00', { exact: true }).waitFor();
    await page.getByText('Rientro entro le 18:00. Altri orari su accordo.', { exact: true }).waitFor();
    const maps = page.getByRole('link', { name: 'Apri in Google Maps' });
    expect(await maps.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Via%20Papa%20Pio%20XII%2C%2098066%20Patti%20(ME)',
    );
    expect(await maps.getAttribute('target')).toBe('_blank');
    expect(await maps.getAttribute('rel')).toContain('noopener');
    const offices = page.getByRole('region', { name: 'I nostri uffici' });
    expect(await offices.getByRole('link', { name: '+39 0941 000 000' }).getAttribute('href')).toBe('tel:+390941000000');
    expect(await offices.getByRole('link', { name: 'info@alacaluf-charter.example' }).getAttribute('href')).toBe(
      'mailto:info@alacaluf-charter.example',
    );
    await page.getByText('Prima di passare in ufficio contattaci').waitFor();
    await context.close();
  });

  it('answers the frequent questions in disclosures', async () => {
    const { context, page } = await openVisit(browser, PHONE);
    await page.goto(`${stack.url}/faq`);
    await expectHead(page, 'Domande frequenti', '/faq');
    const question = page.getByText('Serve la patente nautica?');
    const answer = page.getByText('Le due Eolo 6.40 EL Open', { exact: false });
    expect(await answer.isVisible()).toBe(false);
    await question.click();
    await answer.waitFor();
    const questions = (await page.locator('summary').allTextContents()).join(' ');
    for (const topic of ['patente', 'cauzione', 'carburante', 'tempo', 'portare', 'cancellare', 'bambini', 'cane', 'ora'])
      expect(questions).toContain(topic);
    await context.close();
  });

  it('shows the Italian 404 with a way home', async () => {
    const { context, page } = await openVisit(browser, PHONE);
    await page.goto(`${stack.url}/non-esiste`);
    await page.getByRole('heading', { name: 'Pagina non trovata' }).waitFor();
    expect(await page.getByRole('link', { name: 'Torna alla Home', exact: true }).getAttribute('href')).toBe('/');
    await context.close();
  });
});

describe('contact', () => {
  it('validates, sends, thanks and mails the office', async () => {
    const { context, page, problems } = await openVisit(browser, PHONE);
    await page.goto(`${stack.url}/contact`);
    await expectHead(page, 'Contatti', '/contact');
    await takenOver(page.getByRole('button', { name: 'Invia messaggio' }));
    await page.getByText('Risposta entro 2 ore').waitFor();
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toBe('https://wa.me/390941000000');
    const form = page.getByRole('form', { name: 'Modulo di contatto' });
    await form.getByRole('button', { name: 'Invia messaggio' }).click();
    for (const message of ['Nome richiesto', 'Email non valida', 'Numero di telefono richiesto', 'Messaggio troppo breve'])
      await fieldError(form, message).waitFor();

    await form.getByLabel('Nome e cognome').fill('Anna Verdi');
    await form.getByLabel('Telefono').fill('+39 340 765 4321');
    await form.getByLabel('Email').fill('anna.verdi@example.it');
    await form.getByLabel('Messaggio').fill('Vorrei noleggiare una barca senza patente a luglio.');
    await page.route('**/api/send-contact-email', slow(500));
    await form.getByRole('button', { name: 'Invia messaggio' }).click();
    await form.getByRole('button', { name: 'Invio in corso...' }).waitFor();
    await expectToast(page, 'Messaggio inviato!', 'La tua richiesta è stata inviata con successo. Ti contatteremo presto!');
    await page.getByRole('alert').filter({ hasText: 'Grazie per averci scritto!' }).waitFor();
    expect(await page.getByRole('form', { name: 'Modulo di contatto' }).count()).toBe(0);
    await eventually(async () =>
      (await mails(stack)).some((mail) => plain(mail.text).includes('Vorrei noleggiare una barca senza patente a luglio.')),
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the server message when sending fails', async () => {
    const { context, page } = await openVisit(browser);
    await page.goto(`${stack.url}/contact`);
    const form = page.getByRole('form', { name: 'Modulo di contatto' });
    await takenOver(form.getByRole('button', { name: 'Invia messaggio' }));
    await form.getByLabel('Nome e cognome').fill('Anna Verdi');
    await form.getByLabel('Telefono').fill('3407654321');
    await form.getByLabel('Email').fill('anna@example.it');
    await form.getByLabel('Messaggio').fill('Un messaggio abbastanza lungo.');
    let answer = {
      status: 503,
      contentType: 'application/json',
      body: '{"error":"unavailable","message":"Servizio momentaneamente non disponibile."}',
    };
    await page.route('**/api/send-contact-email', (route) => route.fulfill(answer));
    await form.getByRole('button', { name: 'Invia messaggio' }).click();
    await expectToast(page, "Errore nell'invio", 'Servizio momentaneamente non disponibile.');
    // Without a message of the server's own, the product's own text (docs/product/texts.md#contact).
    answer = { status: 502, contentType: 'text/plain', body: '' };
    await form.getByRole('button', { name: 'Invia messaggio' }).click();
    await expectToast(page, "Errore nell'invio", "Si è verificato un errore nell'invio. Riprova più tardi.");
    expect(await form.getByLabel('Nome e cognome').inputValue()).toBe('Anna Verdi');
    await context.close();
  });
});

describe('robots and sitemap', () => {
  it('serves robots.txt and a sitemap of the public routes', async () => {
    const robots = await (await fetch(`${stack.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    // Absolute, as crawlers (and Lighthouse) require: the site's PUBLIC_URL (the stack's default).
    const publicUrl = `http://localhost:${stack.ports.gateway}`;
    expect(robots).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    const sitemap = await (await fetch(`${stack.url}/sitemap.xml`)).text();
    for (const { path } of sitemapPages()) expect(sitemap).toContain(`<loc>${publicUrl}${path}</loc>`);
    expect(sitemap).not.toContain('/admin');
  });
});
