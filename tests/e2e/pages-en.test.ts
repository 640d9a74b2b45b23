/**
 * The English pages in a real browser against the whole stack (docs/languages.md#the-pages): each
 * page under /en speaks English (heading, title), keeps its links under /en, and the contact form
 * refuses empty input in English and sends a valid message; no English page, booking card or private
 * page shows an Italian word of the list (docs/languages.md#every-word).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually } from '@nbp/kit/testing';
import { launchBrowser } from '../support/browser.ts';
import { customerPathFromMail, mails, sharedStack, type Stack } from '../support/stack.ts';
import { chooseRange, readFleetCalendar } from '../support/fleet-calendar.ts';
import { fieldError, ITALIAN_MONTHS, openVisit, PHONE, plain, takenOver } from '../support/site.ts';
import { pathOf, sitemapPages, type PageName, type PublicPageName } from '../../web/src/app/routes.ts';
import { pathIn } from '../../web/src/i18n/lang.ts';

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

/**
 * Each public page of the table (web/src/app/routes.ts) in English but the boat's (boat-en.test.ts)
 * and the 404: its English title and main heading, and the Italian ones it must not show.
 */
const WORDS: Record<Exclude<PublicPageName, 'boat' | 'not-found'>, { title: string; h1: string; italian: string }> = {
  home: { title: 'Boat Hire to the Aeolian Islands from Patti', h1: 'The Aeolian Islands', italian: 'Le Isole Eolie' },
  destinations: {
    title: 'Destinations: the Aeolian Islands and the Gulf of Patti',
    h1: 'Where the sea of Patti takes you',
    italian: 'Dove ti porta il mare di Patti',
  },
  about: { title: 'About Us', h1: 'Sea people, at home in Patti', italian: 'Gente di mare, di casa a Patti' },
  'where-we-are': { title: 'Where We Are', h1: 'Find us at the port of Patti', italian: 'Ci trovi al porto di Patti' },
  contact: { title: 'Contact', h1: 'Let’s talk about your day at sea', italian: 'Parliamo della tua giornata in mare' },
  faq: { title: 'Frequently Asked Questions', h1: 'Frequently Asked Questions', italian: 'Domande frequenti' },
};
const PAGES = Object.entries(WORDS).map(([page, words]) => ({ path: pathOf(page as PageName, 'en'), ...words }));

/** The site links of the page's own content (the header and footer are the layout's), the fleet's boat cards left out. */
async function contentLinks(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.filter((link) => !link.closest('#flotta')).map((link) => link.getAttribute('href') ?? ''));
}

describe('the English pages', () => {
  it('speak English, with an English title, and link to English pages', async () => {
    const { context, page, problems } = await openVisit(browser);
    for (const { path, title, h1, italian } of PAGES) {
      await page.goto(`${stack.url}${path}`);
      await page.getByRole('heading', { level: 1, name: h1, exact: true }).waitFor();
      await page.waitForFunction((expected) => document.title.startsWith(`${expected} | `), title);
      expect(await page.getByRole('heading', { name: italian, exact: true }).count(), path).toBe(0);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, path).toBeGreaterThan(40);
      const links = await contentLinks(page);
      for (const href of links) expect(href, `${path}: ${href}`).toMatch(/^\/en([/#?]|$)/);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('home: the claims, the reasons and the destinations in English, the links to the English pages', async () => {
    const { context, page, problems } = await openVisit(browser);
    await page.goto(`${stack.url}/en`);
    for (const claim of ['New 2024 fleet', 'Help 7 days a week', 'Clear prices', 'Boarding in Patti'])
      await page.getByText(claim, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Why Choose Us' }).waitFor();
    await page.getByRole('heading', { name: 'Our Destinations' }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/en/contact');
    expect(await page.getByRole('link', { name: 'Explore the Destinations' }).getAttribute('href')).toBe('/en/destinations');
    expect(await page.locator('a[href="/en/destinations#eolie"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="/en/destinations#golfo-patti"]').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Explore the Destinations' }).click();
    await page.waitForURL(/\/en\/destinations$/);
    await page.getByRole('tab', { name: 'Isole Eolie', selected: true }).waitFor();
    await page.getByText('~23 miles', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Golfo di Patti' }).click();
    await page.waitForURL(/\/en\/destinations#golfo-patti$/);
    await page.getByText('Perfect for beginners:').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the FAQ opens its answers in English', async () => {
    const { context, page } = await openVisit(browser, PHONE);
    await page.goto(`${stack.url}/en/faq`);
    const answer = page.getByText('The two Eolo 6.40 EL Open', { exact: false });
    expect(await answer.isVisible()).toBe(false);
    await page.getByText('Do I need a boat licence?').click();
    await answer.waitFor();
    await context.close();
  });
});

describe('the English contact form', () => {
  it('refuses empty input in English, then sends a valid message and thanks in English', async () => {
    const { context, page, problems } = await openVisit(browser, PHONE);
    await page.goto(`${stack.url}/en/contact`);
    const form = page.getByRole('form', { name: 'Contact form' });
    // The form answers once the browser has taken the server's page over.
    await takenOver(form.getByRole('button', { name: 'Send message' }));
    await form.getByRole('button', { name: 'Send message' }).click();
    for (const message of ['Name required', 'Invalid email address', 'Phone number required', 'Message too short'])
      await fieldError(form, message).waitFor();
    expect(await form.getByRole('alert').count()).toBe(4);

    await form.getByLabel('Full name').fill('Jane Smith');
    await form.getByLabel('Phone').fill('+44 20 7946 0958');
    await form.getByLabel('Email').fill('jane.smith@example.co.uk');
    await form.getByLabel('Message').fill('We would like a boat without a licence for a day in July.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Message sent!' }).waitFor();
    expect(plain(await page.getByTestId('toast').filter({ hasText: 'Message sent!' }).textContent())).toContain(
      'Your message has been sent. We will be in touch soon!',
    );
    await page.getByRole('alert').filter({ hasText: 'Thank you for writing to us!' }).waitFor();
    expect(await page.getByRole('form', { name: 'Contact form' }).count()).toBe(0);
    await eventually(async () =>
      (await mails(stack)).some((mail) => plain(mail.text).includes('We would like a boat without a licence for a day in July.')),
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});

/**
 * Italian words an English page must not show (docs/languages.md#every-word): units, labels and
 * the boats' own words. Proper names stay Italian and are not listed (Patti, Sicilia, Isole Eolie,
 * Golfo di Patti, the islands and places, the boats' names); text marked `lang="it"` is Italian on
 * purpose and is not read (none is today: the brand's tagline is translated too).
 */
const ITALIAN_WORDS = [
  // units and labels
  'giorno',
  'giorni',
  'persona',
  'persone',
  'litri',
  'litro',
  'mt',
  'CV',
  'metri',
  'ora',
  'ore',
  'settimana',
  // the boats and the booking
  'barca',
  'barche',
  'prezzo',
  'prezzi',
  'listino',
  'pagina',
  'richiesta',
  'richieste',
  'richiedi',
  'noleggio',
  'prenota',
  'prenotazione',
  'patente',
  'carburante',
  'cauzione',
  'motore',
  'lunghezza',
  'larghezza',
  'serbatoio',
  'acqua',
  'anno',
  'capacità',
  'posti',
  'disponibile',
  'disponibili',
  'caricamento',
  'invia',
  'inviata',
  'annulla',
  'chiudi',
  'torna',
  'scopri',
  'contattaci',
  'incluso',
  'inclusi',
  'escluso',
  'esclusi',
  'ormeggio',
  'assicurazione',
  'pulizia',
  'dotazioni',
  'salvataggio',
  'soccorso',
  'estintore',
  'giubbotti',
  'prendisole',
  'tendalino',
  'poppa',
  'prua',
  'ecoscandaglio',
  'scaletta',
  'doccetta',
  'bussola',
  'luci',
  'cuscineria',
  'sottocoperta',
  'tavolino',
  // small words that English never writes
  'della',
  'delle',
  'degli',
  'dello',
  'nella',
  'nelle',
  'sulla',
  'anche',
  'oppure',
  'senza',
  'nostra',
  'nostre',
  'nostri',
  'nostro',
  'tutti',
  'tutto',
  'ogni',
  'questa',
  'questo',
  'sono',
  // months and days as Italian writes them
  ...ITALIAN_MONTHS,
  'lunedì',
  'martedì',
  'mercoledì',
  'giovedì',
  'venerdì',
  'sabato',
  'domenica',
];
const ITALIAN = new RegExp(`(?<![\\p{L}\\d])(${ITALIAN_WORDS.join('|')})(?![\\p{L}\\d])`, 'giu');

/** Every text the visitor reads (or hears) on the page, the parts marked Italian left out, and the head's title and description. */
async function readableTexts(page: Page): Promise<{ where: string; text: string }[]> {
  return page.evaluate(() => {
    const italian = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang')?.startsWith('it') ?? false;
    const texts: { where: string; text: string }[] = [
      { where: '<title>', text: document.title },
      { where: 'meta description', text: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '' },
    ];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template') || italian(parent)) continue;
      const text = node.textContent?.trim();
      if (text) texts.push({ where: parent.tagName.toLowerCase(), text });
    }
    for (const element of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]'))
      for (const name of ['alt', 'aria-label', 'title', 'placeholder'])
        if (element.hasAttribute(name) && !italian(element)) texts.push({ where: `@${name}`, text: element.getAttribute(name) ?? '' });
    return texts;
  });
}

/** A request of this file's own, sent from the English page: its private page is read as its customer sees it. */
async function englishRequest(): Promise<string> {
  const boatId = 3;
  const range = chooseRange(await readFleetCalendar(stack.url), { boatId, days: 2, fromDay: 200 });
  const email = 'olivia.words@example.co.uk';
  const answer = await fetch(`${stack.url}/api/email-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      boatId,
      customerName: 'Olivia Words',
      customerEmail: email,
      customerPhone: '+44 20 7946 0123',
      ...range,
      language: 'en',
    }),
  });
  expect(answer.status).toBe(201);
  return customerPathFromMail(stack, email);
}

/** The hits of the list on the page as it is now, each naming the page, where and the word. */
async function italianWords(page: Page, label: string): Promise<string[]> {
  const hits: string[] = [];
  for (const { where, text } of await readableTexts(page))
    for (const match of text.matchAll(ITALIAN)) hits.push(`${label} ${where}: '${match[1]}' in "${text.slice(0, 120)}"`);
  return hits;
}

/**
 * The English addresses to read: every public page of the table (web/src/app/routes.ts), each
 * seeded boat, a 404, and the private page, of a request and of an unknown link.
 */
function englishAddresses(requestPath: string): string[] {
  const boats = sitemapPages()
    .filter(({ page }) => page === 'boat')
    .map(({ path }) => pathIn('en', path));
  const others = (Object.keys(WORDS) as PageName[]).map((page) => pathOf(page, 'en'));
  return [
    ...others,
    ...boats,
    pathOf('not-found', 'en', { '*': 'no-such-page' }),
    pathOf('customer-request', 'en', { token: 'A'.repeat(32) }),
    requestPath,
  ];
}

describe('every word in English', () => {
  it('no English page shows an Italian word from the list, in its text, its labels, its title or its description', async () => {
    const { context, page } = await openVisit(browser);
    const hits: string[] = [];
    const addresses = englishAddresses(await englishRequest());
    expect(addresses.at(-1)).toMatch(/^\/en\/request\/[A-Za-z0-9_-]{32}$/);
    expect(addresses).toContain('/en/boat/4');
    for (const address of addresses) {
      await page.goto(`${stack.url}${address}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The boat page's lower sections and the price list's figures arrive a moment after its heading.
      if (address.startsWith('/en/boat/')) {
        await page.getByRole('heading', { level: 2, name: 'Other boats in the fleet' }).waitFor();
        await page.getByTestId('price-placeholder').first().waitFor({ state: 'detached' });
      }
      await page.waitForLoadState('networkidle');
      hits.push(...(await italianWords(page, address)));
    }
    expect(hits).toEqual([]);
    await context.close();
  });

  it('nor does the booking card once it has dates: availability, price summary and the request form', async () => {
    const { context, page } = await openVisit(browser);
    const free = chooseRange(await readFleetCalendar(stack.url), { boatId: 1, days: 3, fromDay: 215 });
    const hits: string[] = [];
    // Dates a link brings (docs/request-lifecycle.md#the-customers-link): the card checks them at once.
    await page.goto(`${stack.url}/en/boat/1?start=${free.startDate}&end=${free.endDate}`);
    await page.getByTestId('price-summary').waitFor();
    const book = page.getByRole('button', { name: 'BOOK NOW' });
    await takenOver(book);
    await book.click();
    await page.getByRole('form', { name: 'Booking request' }).waitFor();
    hits.push(...(await italianWords(page, '/en/boat/1 (free dates, request form)')));
    expect(hits).toEqual([]);
    await context.close();
  });
});
