/**
 * The public pages arrive as HTML (docs/server-rendering.md), through nginx as in production: read
 * with plain HTTP (no JavaScript at all, as a crawler or a link preview would), each page in both
 * languages has its heading, its own title, Open Graph tags, canonical, language alternates and
 * JSON-LD in the first answer; a boat page has the boat's data and price list (its periods named
 * in the page's language); an unknown address
 * answers 404. A browser with JavaScript off reads the pages and reaches the contact details, posts
 * the contact form and a booking request and gets a plain page in the page's language, and opens the
 * header's menus (docs/public-pages.md#forms-without-javascript); with JavaScript on, it takes over
 * the HTML without a hydration error. An administrator's change shows
 * in the HTML within 60 s. A made-up query makes no render of its own, and past its limit an address
 * gets the plain shell (docs/server-rendering.md#limits). A private page's address in another letter
 * case is neither rendered with the request's data nor kept in the page cache, and the renderer never
 * sees a visitor's cookies (docs/security-edge.md#letter-case-in-a-path).
 */
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually } from '@nbp/kit/testing';
import { launchBrowser } from '../support/browser.ts';
import { startNginx, type Nginx } from '../support/nginx.ts';
import { adminCookie, mails, startStack, type Stack } from '../support/stack.ts';
import { visitorBooking, visitorContact } from '../support/reliability.ts';
import { MESSAGES } from '@nbp/contracts/messages';
import type { BookingRequest } from '@nbp/contracts/http/booking';
import { pathIn } from '../../web/src/i18n/lang.ts';
import { pathOf, type PageName, type PublicPageName } from '../../web/src/app/routes.ts';

let stack: Stack;
let nginx: Nginx;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({ label: 'htmlfirst' });
  nginx = await startNginx({ gatewayPort: stack.ports.gateway, rendererPort: stack.ports.renderer, dir: path.join(stack.logDir, 'nginx') });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await stack?.stop();
});

/** Every public page of the table (web/src/app/routes.ts) but the 404 (below), its heading in each language. */
const HEADINGS: Record<Exclude<PublicPageName, 'not-found'>, { it: string; en: string; params?: Record<string, string> }> = {
  home: { it: 'Le Isole Eolie', en: 'The Aeolian Islands' },
  boat: { it: 'Eolo 6.40 EL Open - Alacaluf II', en: 'Eolo 6.40 EL Open - Alacaluf II', params: { id: '2' } },
  destinations: { it: 'Dove ti porta il mare di Patti', en: 'Where the sea of Patti takes you' },
  about: { it: 'Gente di mare, di casa a Patti', en: 'Sea people, at home in Patti' },
  'where-we-are': { it: 'Ci trovi al porto di Patti', en: 'Find us at the port of Patti' },
  contact: { it: 'Parliamo della tua giornata in mare', en: 'Let’s talk about your day at sea' },
  faq: { it: 'Domande frequenti', en: 'Frequently Asked Questions' },
};
const PAGES = Object.entries(HEADINGS).map(([page, { params, ...heading }]) => ({
  path: pathOf(page as PageName, 'it', params),
  ...heading,
}));

const english = (page: string) => pathIn('en', page);
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&');

async function plainGet(pathname: string): Promise<{ status: number; html: string }> {
  const answer = await fetch(`${nginx.url}${pathname}`, { headers: { 'user-agent': 'facebookexternalhit/1.1' } });
  return { status: answer.status, html: await answer.text() };
}

describe('the first HTML of every public page', () => {
  it('holds the heading, title, Open Graph tags, canonical, alternates and JSON-LD, in both languages', async () => {
    // The stack's PUBLIC_URL: absolute addresses in the head are made from it, never from the request.
    const origin = `http://localhost:${stack.ports.gateway}`;
    for (const page of PAGES) {
      for (const lang of ['it', 'en'] as const) {
        const address = lang === 'it' ? page.path : english(page.path);
        const { status, html } = await plainGet(address);
        expect(status, address).toBe(200);
        expect(attribute(html, /<html lang="([^"]+)"/), address).toBe(lang);
        const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
        expect(h1 && text(h1).trim(), address).toBe(page[lang]);
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
        expect(title, address).toBeTruthy();
        expect(attribute(html, /<meta property="og:title" content="([^"]*)"/), address).toBe(title?.replace(/&amp;/g, '&'));
        expect(attribute(html, /<meta property="og:locale" content="([^"]*)"/), address).toBe(lang === 'it' ? 'it_IT' : 'en_GB');
        expect(attribute(html, /<link rel="canonical" href="([^"]*)"/), address).toBe(`${origin}${address}`);
        expect(attribute(html, /<link rel="alternate" hreflang="it" href="([^"]*)"/), address).toBe(`${origin}${page.path}`);
        expect(attribute(html, /<link rel="alternate" hreflang="en" href="([^"]*)"/), address).toBe(`${origin}${english(page.path)}`);
        expect(attribute(html, /<link rel="alternate" hreflang="x-default" href="([^"]*)"/), address).toBe(`${origin}${page.path}`);
        expect(html, address).toContain('<script type="application/ld+json">');
        // One title and one description: the shell's defaults are replaced, not repeated.
        expect(html.match(/<title>/g)?.length, address).toBe(1);
        expect(html.match(/<meta name="description"/g)?.length, address).toBe(1);
        // Nothing runs inline (the CSP allows scripts from files only): the page's data is JSON.
        for (const [tag] of html.matchAll(/<script(?![^>]*(?:type="application\/(?:ld\+)?json"|src="))[^>]*>/g))
          expect.fail(`${address}: ${tag}`);
        expect(html, address).toContain('<div id="root" data-hydrate="">');
      }
    }
  });

  it("a boat page holds the boat's data, its price list and the other boats", async () => {
    const boat = (await (await fetch(`${stack.url}/api/boats/2?lang=en`)).json()) as { name: string; description: string };
    const { html } = await plainGet('/en/boat/2');
    const page = text(html);
    expect(page).toContain(boat.description.slice(0, 60));
    expect(page).toContain('Price list');
    expect(page).toMatch(/€\s?\d/);
    expect(page).toContain('Eolo 7.50 Day - Alacaluf IV');
    // The price list names the seeded periods in English (docs/languages.md#period-names), none in Italian.
    const pricesEn = (await (await fetch(`${stack.url}/api/boat-pricing/2?lang=en`)).json()) as { name: string }[];
    expect(pricesEn.length).toBeGreaterThan(0);
    for (const { name } of pricesEn) {
      expect(name).toMatch(/^(Low|Mid|High) season \d{4}/);
      expect(page).toContain(name);
    }
    expect(page).not.toMatch(/stagione/i);
    const italian = text((await plainGet('/boat/2')).html);
    expect(italian).toContain('Listino prezzi');
    expect(italian).toMatch(/\d+ €/);
    const pricesIt = (await (await fetch(`${stack.url}/api/boat-pricing/2`)).json()) as { name: string }[];
    for (const { name } of pricesIt) {
      expect(name).toMatch(/^(Bassa|Media|Alta) stagione \d{4}/);
      expect(italian).toContain(name);
    }
    expect(italian).not.toMatch(/ season /);
  });

  it('an unknown address and a boat that does not exist answer 404 with their page', async () => {
    const pages: [address: string, heading: string][] = [
      ['/nessuna-pagina', 'Pagina non trovata'],
      ['/en/no-such-page', 'Page Not Found'],
    ];
    for (const [address, heading] of pages) {
      const { status, html } = await plainGet(address);
      expect(status, address).toBe(404);
      expect(text(html), address).toContain(heading);
    }
    const missing = await plainGet('/en/boat/999');
    expect(missing.status).toBe(404);
    expect(text(missing.html)).toContain('Boat not found');
  });

  it('the back office, the sign-in and a customer page stay the plain shell', async () => {
    // Every back-office address is the shell, the tabs and opened items too (docs/back-office.md#addresses).
    for (const address of [
      '/admin',
      '/admin/planning',
      '/admin/richieste/12',
      '/admin/contenuti/3',
      '/login',
      '/login?next=%2Fadmin%2Frichieste%2F12',
      '/richiesta/abc',
      '/en/request/abc',
    ]) {
      const { status, html } = await plainGet(address);
      expect(status, address).toBe(200);
      expect(html, address).toContain('<!--app-->');
      expect(html, address).not.toContain('data-hydrate');
      // The shell's code draws the page: asked for at the browser's default priority.
      expect(html, address).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
      expect(html, address).not.toContain('fetchpriority="low"');
    }
  });

  it('a rendered page asks for its code at low priority, after the picture and the fonts it shows', async () => {
    for (const address of ['/', '/en/boat/2']) {
      const { html } = await plainGet(address);
      const code = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].map(([tag]) => tag);
      // The entry, its imports, and on a boat page in English the boat's screen and the English words.
      expect(code.length, address).toBeGreaterThanOrEqual(address === '/' ? 2 : 4);
      for (const tag of code) expect(tag, address).toContain('fetchpriority="low"');
      expect(html, address).toMatch(/<img [^>]*fetchpriority="high"/i);
      expect(html.match(/<link rel="preload" as="font"[^>]*>/g), address).toHaveLength(3);
    }
  });

  it("a first load names few files: the entry, the code it loads, the page's words, and one for the boat page", async () => {
    const files = async (address: string) => {
      const { html } = await plainGet(address);
      return new Set(
        [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+)"/g)].flatMap(([, file]) =>
          file ? [file] : [],
        ),
      );
    };
    const words = (names: Set<string | undefined>) =>
      [...names].filter((file) => file !== undefined && /\/(it|en)\.json-[^/]+\.js$/.test(file));
    const home = await files('/');
    const boat = await files('/boat/2');
    const englishBoat = await files('/en/boat/2');
    // The entry's own file, the bundler's runtime, everything the entry loads, and the words of the
    // page's language, one catalogue (docs/server-rendering.md#files, docs/languages.md#the-site).
    expect(home.size).toBeLessThanOrEqual(4);
    expect(words(home)).toEqual([expect.stringMatching(/\/it\.json-/)]);
    // The boat page adds one file; in English, the English words instead of the Italian ones.
    expect([...boat].filter((file) => !home.has(file))).toHaveLength(1);
    expect(words(englishBoat)).toEqual([expect.stringMatching(/\/en\.json-/)]);
    expect(englishBoat.size).toBe(boat.size);
  });
});

describe('in a browser', () => {
  it('with JavaScript off, every page reads and the contact details are reachable', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      for (const { path: address, it: heading } of PAGES) {
        await page.goto(`${nginx.url}${address}`);
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }).isVisible(), address).resolves.toBe(true);
      }
      await page.goto(`${nginx.url}/en/contact`);
      const phone = page.locator('main a[href^="tel:"]').first();
      expect(await phone.isVisible()).toBe(true);
      expect(await page.locator('main a[href^="mailto:"]').first().isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('with JavaScript on, the page takes over the HTML without drawing it again, and works', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      for (const address of ['/en/boat/2', '/boat/3', '/', '/en/faq']) {
        await page.goto(`${nginx.url}${address}`, { waitUntil: 'networkidle' });
        // Served for hydration; a mismatch between the HTML and the browser's render would be an error below.
        expect(await page.locator('#root').getAttribute('data-hydrate'), address).toBe('');
        // The page says when React has taken it over (what the bench reads under a slow phone), once.
        await page.waitForFunction(() => performance.getEntriesByName('nbp:hydrated').length === 1, null, { timeout: 10_000 });
      }
      // The boat page answers a click after hydration: the calendar opens the next month.
      await page.goto(`${nginx.url}/en/boat/2`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Italiano', exact: true }).first().click();
      await page.waitForURL(`${nginx.url}/boat/2`);
      await page.getByRole('heading', { level: 2, name: 'Listino prezzi' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * Without JavaScript the two forms post to the gateway and get a plain page back in the page's
 * language, and the header's menus open as native disclosures (docs/public-pages.md#forms-without-javascript,
 * docs/public-pages.md#menus-without-javascript). The pictures the docs show are written to the
 * stack's log folder (screenshots/).
 */
describe('with JavaScript off, the forms post and the menus open', () => {
  const noScript = (viewport = { width: 390, height: 844 }) => browser.newContext({ javaScriptEnabled: false, viewport });
  const shot = (name: string) => path.join(stack.logDir, 'screenshots', `${name}.png`);
  /** Every page the browser navigated to, with its method and body: a form's data must never be in an address. */
  const navigations = (page: Page) => {
    const seen: { method: string; url: string; body: string | null }[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) seen.push({ method: request.method(), url: request.url(), body: request.postData() });
    });
    return seen;
  };
  const FORM_TITLES = { it: 'Messaggio inviato!', en: 'Message sent!' } as const;

  it('the contact form posts (POST, nothing in the address), the mail arrives, and the answer is a page in its language', async () => {
    for (const lang of ['it', 'en'] as const) {
      const context = await noScript();
      const page = await context.newPage();
      try {
        const seen = navigations(page);
        await page.goto(`${nginx.url}${lang === 'en' ? '/en/contact' : '/contact'}`);
        const who = visitorContact(`nojs-${lang}`, 0);
        const form = page.locator('main form');
        await form.locator('[name="name"]').fill(who.name);
        await form.locator('[name="phone"]').fill(who.phone);
        await form.locator('[name="email"]').fill(who.email);
        await form.locator('[name="message"]').fill(who.message);
        const [answer] = await Promise.all([
          page.waitForResponse((response) => response.url().endsWith('/api/forms/contact')),
          form.locator('button[type="submit"]').click(),
        ]);
        expect(answer.status()).toBe(200);
        await page.getByRole('heading', { level: 1, name: FORM_TITLES[lang] }).waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        const sent = seen.at(-1)!;
        expect(sent.method).toBe('POST');
        expect(sent.url).toBe(`${nginx.url}/api/forms/contact`);
        expect(sent.body).toContain(`email=${encodeURIComponent(who.email)}`);
        for (const { url } of seen) expect(url).not.toContain(encodeURIComponent(who.email));
        // The way back leads to the contact page of the same language.
        expect(await page.getByRole('link', { name: lang === 'en' ? 'Back to contact' : 'Torna ai contatti' }).getAttribute('href')).toBe(
          lang === 'en' ? '/en/contact' : '/contact',
        );
        await page.screenshot({ path: shot(`nojs-contact-sent-${lang}`), fullPage: true });
        // The same use case as the API: the office's mail carries the message.
        await eventually(async () => (await mails(stack)).find((mail) => mail.text.includes(who.message)), {
          attempts: 300,
          intervalMs: 100,
        });
      } finally {
        await context.close();
      }
    }
  });

  it('invalid contact input answers 400 with the readable Italian reasons and the values kept', async () => {
    const context = await noScript();
    const page = await context.newPage();
    try {
      const seen = navigations(page);
      await page.goto(`${nginx.url}/contact`);
      const form = page.locator('main form');
      await form.locator('[name="name"]').fill('A');
      await form.locator('[name="phone"]').fill('+39 333 1234567');
      await form.locator('[name="email"]').fill('non-una-mail');
      await form.locator('[name="message"]').fill('Vorrei sapere se la barca ha il tendalino.');
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/forms/contact')),
        form.locator('button[type="submit"]').click(),
      ]);
      expect(answer.status()).toBe(400);
      expect(seen.at(-1)?.method).toBe('POST');
      const reasons = page.getByRole('alert');
      await reasons.getByText(MESSAGES.formName, { exact: true }).waitFor();
      await reasons.getByText(MESSAGES.formEmail, { exact: true }).waitFor();
      // The form again, with what was typed, posting to the same place.
      expect(await page.locator('[name="email"]').inputValue()).toBe('non-una-mail');
      expect(await page.locator('[name="message"]').inputValue()).toBe('Vorrei sapere se la barca ha il tendalino.');
      expect(await page.locator('form').getAttribute('method')).toBe('post');
      await page.screenshot({ path: shot('nojs-contact-refused-it'), fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('a form posted from another site is refused', async () => {
    const answer = await fetch(`${nginx.url}/api/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams(visitorContact('nojs-cross', 0)),
    });
    expect(answer.status).toBe(403);
  });

  it('the booking card says what it needs, and its request posts and is stored pending, answered in its language', async () => {
    const cookie = await adminCookie(stack);
    for (const lang of ['it', 'en'] as const) {
      const request = visitorBooking(`nojs-${lang}`, 0);
      const context = await noScript();
      const page = await context.newPage();
      try {
        const seen = navigations(page);
        await page.goto(`${nginx.url}${lang === 'en' ? '/en' : ''}/boat/${request.boatId}`);
        // The card's plain form is inside <noscript> (which Playwright's text search leaves out): read it by its markup.
        const form = page.locator('#prenota form[action="/api/forms/booking-request"]');
        expect(await form.isVisible()).toBe(true);
        expect(await form.locator('p').first().textContent()).toContain(
          lang === 'en' ? 'Without JavaScript the calendar does not open' : 'Senza JavaScript il calendario non si apre',
        );
        // The parts that need the code give way: no inert date buttons, no inert 'PRENOTA ORA'.
        expect(await page.locator('#prenota [data-needs-js]').count()).toBe(2);
        for (const part of await page.locator('#prenota [data-needs-js]').all()) expect(await part.isVisible()).toBe(false);
        expect(await page.locator('#prenota button', { hasText: lang === 'en' ? 'BOOK NOW' : 'PRENOTA ORA' }).isVisible()).toBe(false);
        await form.locator('[name="startDate"]').fill(request.startDate);
        await form.locator('[name="endDate"]').fill(request.endDate);
        await form.locator('[name="customerName"]').fill(request.customerName);
        await form.locator('[name="customerEmail"]').fill(request.customerEmail);
        await form.locator('[name="customerPhone"]').fill(request.customerPhone);
        await form.locator('[name="notes"]').fill(request.notes ?? '');
        const [answer] = await Promise.all([
          page.waitForResponse((response) => response.url().endsWith('/api/forms/booking-request')),
          form.locator('button[type="submit"]').click(),
        ]);
        expect(answer.status()).toBe(200);
        expect(seen.at(-1)?.method).toBe('POST');
        for (const { url } of seen) expect(url).not.toContain(encodeURIComponent(request.customerEmail));
        await page.getByRole('heading', { level: 1, name: lang === 'en' ? 'Request sent' : 'Richiesta inviata' }).waitFor();
        await page
          .getByText(
            lang === 'en'
              ? /^From .+: the dates are held for you until .+ \(Patti time\)\.$/
              : /^Dal .+: le date sono riservate per te fino a .+ \(ora di Patti\)\.$/,
          )
          .waitFor();
        // Stored as a request of its own, pending and holding its days, in the page's language.
        const stored = await eventually(async () => {
          const answer = await fetch(`${stack.url}/api/admin/email-requests`, { headers: { cookie } });
          return ((await answer.json()) as BookingRequest[]).find((row) => row.customerEmail === request.customerEmail);
        });
        expect(stored).toMatchObject({
          status: 'pending',
          holdsDays: true,
          boatId: request.boatId,
          startDate: request.startDate,
          endDate: request.endDate,
          language: lang,
        });
        await eventually(async () => (await mails(stack)).find((mail) => mail.to.some((to) => to.address === request.customerEmail)), {
          attempts: 300,
          intervalMs: 100,
        });
      } finally {
        await context.close();
      }
    }
  });

  it('the header menu (desktop) and the phone menu (390 px) open with a click, in both languages', async () => {
    const desktop = await noScript({ width: 1366, height: 900 });
    try {
      const page = await desktop.newPage();
      await page.goto(`${nginx.url}/about`);
      const nav = page.getByRole('navigation', { name: 'Navigazione principale', exact: true });
      const boat = nav.getByRole('link', { name: 'Eolo 6.90 EL - Alacaluf III', exact: true });
      expect(await boat.isVisible()).toBe(false);
      await nav.locator('summary', { hasText: 'Barche' }).click();
      expect(await boat.isVisible()).toBe(true);
      // One open at a time, as with JavaScript.
      await nav.locator('summary', { hasText: 'Destinazioni' }).click();
      expect(await nav.getByRole('link', { name: 'Isole Eolie' }).isVisible()).toBe(true);
      expect(await boat.isVisible()).toBe(false);
      await nav.locator('summary', { hasText: 'Barche' }).click();
      await boat.click();
      await page.waitForURL(/\/boat\/3$/);
    } finally {
      await desktop.close();
    }
    for (const lang of ['it', 'en'] as const) {
      const phone = await noScript();
      try {
        const page = await phone.newPage();
        await page.goto(`${nginx.url}${lang === 'en' ? '/en' : '/'}`);
        const sheet = page.getByRole('navigation', {
          name: lang === 'en' ? 'Main navigation (mobile)' : 'Navigazione principale (mobile)',
        });
        expect(await sheet.isVisible()).toBe(false);
        const button = page.locator('header summary', { hasText: lang === 'en' ? 'Open menu' : 'Apri menu' });
        await button.click();
        expect(await sheet.isVisible()).toBe(true);
        const contact = sheet.getByRole('link', { name: lang === 'en' ? 'Contact' : 'Contatti', exact: true });
        expect(await contact.isVisible()).toBe(true);
        await page.screenshot({ path: shot(`nojs-phone-menu-${lang}`) });
        // A second click on the button closes it.
        await button.click();
        expect(await sheet.isVisible()).toBe(false);
        await button.click();
        await contact.click();
        await page.waitForURL(lang === 'en' ? /\/en\/contact$/ : /\/contact$/);
      } finally {
        await phone.close();
      }
    }
  });
});

describe('freshness', () => {
  it("an administrator's change to a boat is in the page's HTML within 60 s", async () => {
    const cookie = await adminCookie(stack);
    const boats = (await (await fetch(`${stack.url}/api/admin/boats`, { headers: { cookie } })).json()) as {
      id: number;
      description: string;
    }[];
    const boat = boats.find((candidate) => candidate.id === 3)!;
    expect((await plainGet('/boat/3')).html).not.toContain('Nuovo tendalino parasole.');
    const saved = await fetch(`${stack.url}/api/admin/boats/3`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify({ ...boat, description: `${boat.description} Nuovo tendalino parasole.` }),
    });
    expect(saved.status).toBe(200);
    // Bounded: 60 attempts a second apart.
    await eventually(async () => (await plainGet('/boat/3')).html.includes('Nuovo tendalino parasole.'), {
      attempts: 60,
      intervalMs: 1000,
    });
  });
});

/** A GET from a source address of its own (127.0.0.0/8 is all this machine's), as another visitor's. */
function getFrom(url: string, from: string): Promise<{ status: number; html: string; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { localAddress: from, agent: false }, (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, html, cache: response.headers['x-cache-status'] as string | undefined }),
        );
      })
      .on('error', reject);
  });
}

describe('limits', () => {
  it("a query other than a mail's dates makes no render of its own and does not reach the renderer", async () => {
    const page = `/pagina-mai-vista-${Date.now()}`;
    const first = await getFrom(`${nginx.url}${page}?utm_source=a`, '127.0.0.1');
    expect(first.status).toBe(404);
    expect(first.cache).toBe('MISS');
    // Another made-up query: the copy kept for the path answers it.
    const second = await getFrom(`${nginx.url}${page}?utm_source=b&x=1`, '127.0.0.1');
    expect(second.status).toBe(404);
    expect(second.cache).toBe('HIT');

    // A mail's link keeps its dates (the language switch carries them on), and nothing else.
    const { status, html } = await plainGet('/boat/2?start=2027-07-01&end=2027-07-03&utm_source=newsletter');
    expect(status).toBe(200);
    expect(attribute(html, /<a[^>]*data-language-switch=""[^>]*href="([^"]*)"/)).toBe('/en/boat/2?start=2027-07-01&end=2027-07-03');
    expect(html).not.toContain('utm_source');
  });

  it('past its limit an address gets the plain shell, and another address still gets the page', async () => {
    const limited = await startNginx({
      gatewayPort: stack.ports.gateway,
      rendererPort: stack.ports.renderer,
      dir: path.join(stack.logDir, 'nginx-limited'),
      // One page a minute and two more at once: within the minute, the shell comes after three pages at most.
      pageLimit: { rate: '1r/m', burst: 2 },
    });
    try {
      // nginx's own start check asked for a page too: the pages left before the limit are counted here.
      const rendered: boolean[] = [];
      let last = { status: 0, html: '', cache: undefined as string | undefined };
      for (const page of ['/about', '/faq', '/en/about', '/contact', '/where-we-are', '/destinations']) {
        last = await getFrom(`${limited.url}${page}`, '127.0.0.1');
        expect(last.status, page).toBe(200);
        rendered.push(last.html.includes('data-hydrate'));
        if (!rendered.at(-1)) break;
      }
      expect(rendered.length).toBeGreaterThan(1);
      expect(rendered).toEqual([...rendered.slice(0, -1).map(() => true), false]);
      // The shell: the browser draws the page itself, as when the renderer is away.
      expect(last.html).toContain('<!--app-->');

      const other = await getFrom(`${limited.url}/contact`, '127.0.0.2');
      expect(other.status).toBe(200);
      expect(other.html).toContain('data-hydrate');
    } finally {
      await limited.stop();
    }
  });
});

/** A real request's private link, as its customer reads it in the mail (docs/request-lifecycle.md#the-customers-link). */
async function privateLink(tag: string): Promise<{ token: string }> {
  const request = visitorBooking(tag, 0);
  const sent = await fetch(`${stack.url}/api/email-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  expect(sent.status).toBe(201);
  const mail = await eventually(
    async () =>
      (await mails(stack)).find((m) => m.to.some((to) => to.address === request.customerEmail) && /\/richiesta\/[\w-]{20,}/.test(m.text)),
    { attempts: 300, intervalMs: 100 },
  );
  return { token: /\/richiesta\/([\w-]{20,})/.exec(mail.text)![1]! };
}

describe('the private page and the page cache', () => {
  it('/Richiesta/<token> (another letter case) is neither rendered with the request nor kept by nginx', async () => {
    const { token } = await privateLink('lettercase');
    // The right address answers the request's data (the private page reads it in the browser).
    expect((await fetch(`${nginx.url}/api/email-bookings/by-token/${token}`)).status).toBe(200);
    // The plain shell, as the back office gets it: the browser's router then shows an unknown page.
    const shell = (await getFrom(`${nginx.url}/admin`, '127.0.0.1')).html;
    for (const address of [
      `/Richiesta/${token}`,
      `/RICHIESTA/${token}`,
      `/richiesta/${token}`,
      `/en/Request/${token}`,
      `/en/request/${token}`,
    ]) {
      for (let i = 0; i < 2; i++) {
        const answer = await getFrom(`${nginx.url}${address}`, '127.0.0.1');
        expect(answer.html, address).not.toContain('by-token');
        expect(answer.html, address).toBe(shell);
        // Not a page from the renderer, so nothing kept and nothing handed from the cache.
        expect(answer.cache, address).toBeUndefined();
      }
    }
    // Where the gateway serves the pages (npm start), the renderer answers an unknown page.
    const direct = await fetch(`${stack.url}/Richiesta/${token}`);
    const html = await direct.text();
    expect(direct.status).toBe(404);
    expect(html).not.toContain('by-token');
    expect(html).toContain('Pagina non trovata');
  });

  it("the renderer never gets a visitor's cookies or credentials", async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const echo = http.createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>echo</title>');
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const echoed = await startNginx({ gatewayPort: stack.ports.gateway, rendererPort: (echo.address() as { port: number }).port });
    try {
      const answer = await fetch(`${echoed.url}/about?x=1`, {
        headers: { cookie: 'nbp_session=visitor-session-value; other=1', authorization: 'Bearer visitor-credential' },
      });
      expect(answer.status).toBe(200);
      const page = seen.at(-1)!;
      expect(page.cookie).toBeUndefined();
      expect(page.authorization).toBeUndefined();
    } finally {
      await echoed.stop();
      await new Promise((resolve) => echo.close(resolve));
    }
  });
});
