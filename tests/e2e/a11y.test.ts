/**
 * Every public page and the admin dashboard through nginx, at a phone's width (390 px) and a
 * laptop's (1366 px): axe-core finds no serious or critical violation, and each page is kept as a
 * screenshot (artifacts/screenshots/<page>-<width>.png). Deep links load straight from nginx.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUSINESS } from '@nbp/contracts/business';
import { launchBrowser } from '../support/browser.ts';
import { startNginx, type Nginx } from '../support/nginx.ts';
import { blockingViolations, formatViolations, screenshot, settle } from '../support/page-audit.ts';
import { boatPageReady, DESKTOP, openVisit, PHONE, signIn, type Visit } from '../support/site.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { pathOf, type PageName } from '../../web/src/app/routes.ts';

let stack: Stack;
let nginx: Nginx;
let browser: Browser;
let site: string;
let boatNames: Map<number, string>;

const TITLE_SUFFIX = ` | ${BUSINESS.name} - Noleggio Barche Isole Eolie`;

beforeAll(async () => {
  stack = await startStack({ label: 'a11y' });
  nginx = await startNginx({ gatewayPort: stack.ports.gateway, rendererPort: stack.ports.renderer, dir: path.join(stack.logDir, 'nginx') });
  site = nginx.url;
  browser = await launchBrowser();
  const boats = (await (await fetch(`${site}/api/boats`)).json()) as { id: number; name: string }[];
  boatNames = new Map(boats.map((b) => [b.id, b.name]));
});

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await stack?.stop();
});

interface PublicPage {
  name: string;
  path: string;
  /** What shows that the page has its content (data loaded, not a spinner). */
  ready: (page: Page) => Promise<void>;
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

/**
 * Every page of the table (web/src/app/routes.ts) in Italian, with the parameters of its address and
 * what shows it is ready; the back office is audited signed in (below), a customer's private page
 * needs a request of its own (tests/e2e/request-lifecycle.test.ts).
 */
const AUDITED: Record<Exclude<PageName, 'admin' | 'customer-request'>, Omit<PublicPage, 'path'> & { params?: Record<string, string> }> = {
  home: {
    name: 'home',
    ready: async (page) => {
      await h1(page, 'Le Isole Eolie');
      await page
        .getByRole('link', { name: /^Dettagli e Prezzi: / })
        .nth(3)
        .waitFor();
    },
  },
  boat: { name: 'boat-1', params: { id: '1' }, ready: (page) => boatPageReady(page, boatNames.get(1)!) },
  destinations: { name: 'destinations', ready: (page) => page.getByRole('tab', { name: 'Isole Eolie', selected: true }).waitFor() },
  about: { name: 'about', ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor() },
  'where-we-are': { name: 'where-we-are', ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor() },
  contact: { name: 'contact', ready: (page) => page.getByRole('form', { name: 'Modulo di contatto' }).waitFor() },
  faq: { name: 'faq', ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor() },
  login: { name: 'login', ready: (page) => page.getByRole('heading', { name: 'Accesso Amministratore' }).waitFor() },
  'not-found': { name: 'not-found', params: { '*': 'questa-pagina-non-esiste' }, ready: (page) => h1(page, 'Pagina non trovata') },
};
const PAGES: PublicPage[] = Object.entries(AUDITED).map(([page, { params, ...audited }]) => ({
  ...audited,
  path: pathOf(page as PageName, 'it', params),
}));

/** The page's loaders are gone: nothing on it still says 'Caricamento...'. */
async function loaded(page: Page): Promise<void> {
  await page
    .getByText(/^Caricamento/)
    .first()
    .waitFor({ state: 'detached' });
}

async function audit(page: Page, name: string): Promise<void> {
  await loaded(page);
  await settle(page);
  await screenshot(page, name);
  const width = page.viewportSize()?.width;
  const report = formatViolations(
    `${name} at ${width}px (${new URL(page.url()).pathname})`,
    await blockingViolations(page, `${name}-${width}`),
  );
  // Thrown as it is, so the failure reads as the list of broken rules and elements.
  if (report) throw new Error(report);
}

for (const viewport of [PHONE, DESKTOP]) {
  describe(`every page at ${viewport.width}px`, () => {
    let visit: Visit;

    beforeAll(async () => {
      visit = await openVisit(browser, viewport);
    });

    afterAll(async () => {
      await visit?.context.close();
    });

    for (const target of PAGES) {
      it(`${target.name}: no serious or critical axe violation`, async () => {
        const { page } = visit;
        await page.goto(`${site}${target.path}`);
        await target.ready(page);
        expect(await page.title()).toMatch(new RegExp(`${TITLE_SUFFIX.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        await audit(page, target.name);
      });
    }

    it('admin dashboard: no serious or critical axe violation', async () => {
      const { page } = visit;
      await signIn(page, site, stack.admin);
      await page.getByText('Benvenuto, Admin').waitFor();
      // The planning tab (the default) with the seeded bookings, and the stat cards filled in.
      await page.getByRole('tab', { name: 'Planning', selected: true }).waitFor();
      await page.getByRole('heading', { name: /^Oggi al porto/ }).waitFor();
      await page.getByText('Barche Totali', { exact: true }).first().waitFor();
      await audit(page, 'admin');
      expect(visit.problems).toEqual([]);
    });
  });
}

describe('deep links through nginx', () => {
  let visit: Visit;

  beforeAll(async () => {
    visit = await openVisit(browser, DESKTOP);
  });

  afterAll(async () => {
    await visit?.context.close();
  });

  it('/boat/2 opens that boat', async () => {
    const { page } = visit;
    const response = await page.goto(`${site}/boat/2`);
    expect(response?.status()).toBe(200);
    await h1(page, boatNames.get(2)!);
    expect(await page.title()).toBe(`${boatNames.get(2)}${TITLE_SUFFIX}`);
  });

  it('/destinations#golfo-patti opens the Golfo di Patti tab', async () => {
    const { page } = visit;
    const response = await page.goto(`${site}/destinations#golfo-patti`);
    expect(response?.status()).toBe(200);
    await page.getByRole('tab', { name: 'Golfo di Patti', selected: true }).waitFor();
    const panel = page.getByRole('tabpanel', { name: 'Golfo di Patti' });
    await panel.getByText('Grotte di Mongiove').first().waitFor();
    expect(await page.getByRole('tab', { name: 'Isole Eolie' }).getAttribute('aria-selected')).toBe('false');
  });

  it('an unknown path shows Pagina non trovata; a missing asset is a plain 404', async () => {
    const { page } = visit;
    await page.goto(`${site}/barche/inesistente/123`);
    await h1(page, 'Pagina non trovata');
    expect(await page.title()).toBe(`Pagina non trovata${TITLE_SUFFIX}`);
    const asset = await fetch(`${site}/assets/non-esiste.js`);
    expect(asset.status).toBe(404);
    expect(visit.problems).toEqual([]);
  });
});
