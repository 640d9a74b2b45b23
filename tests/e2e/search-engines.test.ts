/**
 * What search engines read, from the whole stack (docs/search-engines.md): the structured data of
 * every page the server renders, in both languages, checked against the properties each type
 * requires; the served sitemap validated by xmllint against the sitemaps.org schema with the XHTML
 * alternates (tests/fixtures/xsd); the served robots.txt read by an RFC 9309 parser; and the HTML
 * of every public page checked for the errors the W3C Nu checker reports on it (the checker itself
 * is a Java program Debian does not package, so it is not run here).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, type DefaultTreeAdapterMap, type ParserError } from 'parse5';
import robotsModule from 'robots-parser';
import type { Boat } from '@nbp/contracts/http/catalogue';
import { sharedStack, type Stack } from '../support/stack.ts';
import { pathIn } from '../../web/src/i18n/lang.ts';
import { sitemapPages } from '../../web/src/app/routes.ts';
import { FAQ_CONTENT, QUESTION_ORDER } from '../../web/src/app/routes/faq-content.ts';

/** robots-parser is CommonJS: its function is the module itself here, its types say `default`. */
const robotsParser = ((robotsModule as { default?: unknown }).default ?? robotsModule) as typeof robotsModule.default;

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type Json = Record<string, unknown>;

let stack: Stack;

beforeAll(() => {
  stack = sharedStack();
});

afterAll(async () => {
  await stack?.stop();
});

/** The stack's PUBLIC_URL: every absolute address of the head is made from it. */
const site = () => `http://localhost:${stack.ports.gateway}`;

/** Every public page the server renders, in both languages: the sitemap's addresses. */
const ADDRESSES = sitemapPages().flatMap(({ path: italian }) => [
  { address: italian, italian, lang: 'it' as const },
  { address: pathIn('en', italian), italian, lang: 'en' as const },
]);

async function serverPage(address: string): Promise<{ html: string; document: DefaultTreeAdapterMap['document']; errors: ParserError[] }> {
  const answer = await fetch(`${stack.url}${address}`);
  expect(answer.status, address).toBe(200);
  const html = await answer.text();
  const errors: ParserError[] = [];
  return { html, document: parse(html, { sourceCodeLocationInfo: true, onParseError: (error) => errors.push(error) }), errors };
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'content' in node && node.tagName === 'template' ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
}
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const textOf = (node: Node): string =>
  'value' in node && node.nodeName === '#text' ? node.value : 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';

/** The JSON-LD blocks of a page, each parsed (a block that is not JSON fails here). */
function jsonLdBlocks(document: Node, address: string): Json[] {
  return [...elements(document)]
    .filter((element) => element.tagName === 'script' && attr(element, 'type') === 'application/ld+json')
    .map((script) => {
      const text = textOf(script);
      try {
        return JSON.parse(text) as Json;
      } catch (error) {
        throw new Error(`${address}: a JSON-LD block is not JSON: ${text.slice(0, 200)}`, { cause: error });
      }
    });
}

const types = (block: Json): string[] => [block['@type']].flat().map(String);
const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The properties each type must carry: Google's required ones for its rich results (Product with an
 * Offer, BreadcrumbList, FAQPage, LocalBusiness), and those the site promises beyond them
 * (docs/search-engines.md#structured-data). Each check says what is wrong, or nothing.
 */
const REQUIRED: Record<string, (block: Json) => string[]> = {
  LocalBusiness: (block) => {
    const address = block.address as Json | undefined;
    const geo = block.geo as Json | undefined;
    const hours = block.openingHoursSpecification as Json[] | undefined;
    return [
      ...['name', 'address', 'geo', 'telephone', 'url', 'image', 'openingHoursSpecification'].filter((key) => !present(block[key])),
      ...(address && address['@type'] !== 'PostalAddress' ? ['address is not a PostalAddress'] : []),
      ...(address ? ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'].filter((key) => !present(address[key])) : []),
      ...(geo && (geo['@type'] !== 'GeoCoordinates' || typeof geo.latitude !== 'number' || typeof geo.longitude !== 'number')
        ? ['geo is not GeoCoordinates with numbers']
        : []),
      ...(hours ?? []).flatMap((spec) =>
        spec['@type'] === 'OpeningHoursSpecification' &&
        present(spec.dayOfWeek) &&
        /^\d\d:\d\d$/.test(String(spec.opens)) &&
        /^\d\d:\d\d$/.test(String(spec.closes))
          ? []
          : [`bad opening hours ${JSON.stringify(spec)}`],
      ),
      ...(isUrl(block.url) ? [] : ['url is not absolute']),
    ];
  },
  Product: (block) => {
    const offer = block.offers as Json | undefined;
    return [
      ...['name', 'image', 'offers'].filter((key) => !present(block[key])),
      ...(offer
        ? [
            ...(offer['@type'] === 'Offer' ? [] : ['offers is not an Offer']),
            ...(/^\d+(\.\d{1,2})?$/.test(String(offer.price)) ? [] : [`Offer price ${String(offer.price)}`]),
            ...(offer.priceCurrency === 'EUR' ? [] : ['Offer priceCurrency is not EUR']),
            ...(String(offer.availability).startsWith('https://schema.org/') ? [] : ['Offer availability']),
            ...(isUrl(offer.url) ? [] : ['Offer url']),
          ]
        : []),
    ];
  },
  BreadcrumbList: (block) => {
    const items = (block.itemListElement as Json[] | undefined) ?? [];
    return [
      ...(items.length >= 2 ? [] : ['fewer than two ListItems']),
      ...items.flatMap((item, index) => [
        ...(item['@type'] === 'ListItem' ? [] : [`item ${index + 1} is not a ListItem`]),
        ...(item.position === index + 1 ? [] : [`item ${index + 1} has position ${String(item.position)}`]),
        ...(present(item.name) ? [] : [`item ${index + 1} has no name`]),
        // Only the last step may go without its address.
        ...(isUrl(item.item) || index === items.length - 1 ? [] : [`item ${index + 1} has no absolute item`]),
      ]),
    ];
  },
  FAQPage: (block) => {
    const questions = (block.mainEntity as Json[] | undefined) ?? [];
    return [
      ...(questions.length > 0 ? [] : ['no mainEntity']),
      ...questions.flatMap((question, index) => {
        const answer = question.acceptedAnswer as Json | undefined;
        return [
          ...(question['@type'] === 'Question' && present(question.name) ? [] : [`question ${index + 1} has no name`]),
          ...(answer?.['@type'] === 'Answer' && present(answer.text) ? [] : [`question ${index + 1} has no acceptedAnswer text`]),
        ];
      }),
    ];
  },
};

describe('structured data', () => {
  it('every server-rendered page, in both languages, carries JSON blocks whose types have their required properties', async () => {
    const problems: string[] = [];
    const seen = new Map<string, Json[]>();
    for (const { address } of ADDRESSES) {
      const { document } = await serverPage(address);
      const blocks = jsonLdBlocks(document, address);
      seen.set(address, blocks);
      for (const block of blocks) {
        if (block['@context'] !== 'https://schema.org') problems.push(`${address}: @context ${String(block['@context'])}`);
        for (const type of types(block)) {
          const check = REQUIRED[type];
          if (check) problems.push(...check(block).map((problem) => `${address} ${type}: ${problem}`));
        }
      }
    }
    expect(problems).toEqual([]);

    // The business on every page; a breadcrumb and the boat on offer on each boat page; the questions on the FAQ.
    for (const { address, italian } of ADDRESSES) {
      const found = seen.get(address)!.flatMap(types);
      expect(found, address).toEqual(expect.arrayContaining(['LocalBusiness', 'TouristAttraction']));
      const expected = italian.startsWith('/boat/') ? ['BreadcrumbList', 'Product'] : italian === '/faq' ? ['FAQPage'] : [];
      expect(
        found.filter((type) => ['BreadcrumbList', 'Product', 'FAQPage'].includes(type)),
        address,
      ).toEqual(expected);
    }
  });

  it("says each page's own things in the page's language", async () => {
    for (const lang of ['it', 'en'] as const) {
      const boat = (await (await fetch(`${stack.url}/api/boats/2?lang=${lang}`)).json()) as Boat;
      const address = pathIn(lang, '/boat/2');
      const blocks = jsonLdBlocks((await serverPage(address)).document, address);
      const byType = (type: string) => blocks.find((block) => types(block).includes(type))!;
      expect(byType('LocalBusiness'), address).toMatchObject({
        url: `${site()}${pathIn(lang, '/')}`,
        address: {
          streetAddress: 'Via Papa Pio XII',
          addressLocality: 'Patti',
          postalCode: '98066',
          addressRegion: 'ME',
          addressCountry: 'IT',
        },
        touristType: lang === 'it' ? ['Famiglie', 'Coppie', 'Gruppi di amici'] : ['Families', 'Couples', 'Groups of friends'],
      });
      expect(byType('BreadcrumbList'), address).toMatchObject({
        itemListElement: [
          { position: 1, name: 'Alacaluf Charter', item: `${site()}${pathIn(lang, '/')}` },
          { position: 2, name: lang === 'it' ? 'Flotta' : 'Fleet', item: `${site()}${pathIn(lang, '/#flotta')}` },
          { position: 3, name: boat.name, item: `${site()}${address}` },
        ],
      });
      const prices = (await (await fetch(`${stack.url}/api/boat-pricing/2`)).json()) as { oneDayPrice: string }[];
      expect(byType('Product'), address).toMatchObject({
        name: boat.name,
        description: boat.description,
        image: `${site()}${boat.imageUrl}`,
        offers: { '@type': 'Offer', priceCurrency: 'EUR', url: `${site()}${address}` },
      });
      const price = (byType('Product').offers as Json).price;
      expect(
        prices.map((row) => row.oneDayPrice),
        address,
      ).toContain(price);

      const faqAddress = pathIn(lang, '/faq');
      const faq = jsonLdBlocks((await serverPage(faqAddress)).document, faqAddress).find((block) => types(block).includes('FAQPage'))!;
      expect(faq.mainEntity, faqAddress).toEqual(
        QUESTION_ORDER.map((id) => ({
          '@type': 'Question',
          name: FAQ_CONTENT[lang][id].q,
          acceptedAnswer: { '@type': 'Answer', text: FAQ_CONTENT[lang][id].a },
        })),
      );
    }
  });
});

describe('the sitemap', () => {
  it('validates against the sitemaps.org schema with the XHTML alternates (xmllint)', async () => {
    const sitemap = await (await fetch(`${stack.url}/sitemap.xml`)).text();
    const dir = mkdtempSync(path.join(tmpdir(), 'sitemap-'));
    try {
      const file = path.join(dir, 'sitemap.xml');
      writeFileSync(file, sitemap);
      const schema = path.join(import.meta.dirname, '../fixtures/xsd/sitemap-with-xhtml.xsd');
      // xmllint exits non-zero and names each error on a sitemap the schema refuses; it never goes online (--nonet).
      const run = () => execFileSync('xmllint', ['--noout', '--nonet', '--schema', schema, file], { encoding: 'utf8', stdio: 'pipe' });
      let output = '';
      try {
        run();
      } catch (error) {
        output = String((error as { stderr?: string }).stderr ?? error);
      }
      expect(output).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('robots.txt as served', () => {
  it('keeps the private areas out and lets the calendar feeds and the public pages in (RFC 9309)', async () => {
    const text = await (await fetch(`${stack.url}/robots.txt`)).text();
    const robots = robotsParser(`${site()}/robots.txt`, text);
    for (const path of ['/admin', '/admin/calendari', '/login', '/api/boats', '/richiesta/x', '/en/request/x'])
      expect(robots.isAllowed(`${site()}${path}`, 'Googlebot'), path).toBe(false);
    for (const path of ['/api/calendars/boats/1.ics', ...ADDRESSES.map(({ address }) => address)])
      expect(robots.isAllowed(`${site()}${path}`, 'Googlebot'), path).toBe(true);
    expect(robots.getSitemaps()).toEqual([`${site()}/sitemap.xml`]);
  });
});

/** Elements whose role is generic (or text-level) unless given another: aria-label is not allowed on them. */
const GENERIC = new Set(['div', 'span', 'p', 'b', 'i', 'u', 's', 'em', 'strong', 'small', 'code', 'del', 'ins', 'sub', 'sup']);
const ROLES_WITHOUT_NAME = new Set([
  'generic',
  'presentation',
  'none',
  'paragraph',
  'caption',
  'code',
  'deletion',
  'emphasis',
  'insertion',
  'strong',
  'subscript',
  'superscript',
]);
/** Attributes that name other elements by id: each must exist. */
const ID_REFERENCES = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'for', 'list', 'headers'];
const INTERACTIVE = new Set(['a', 'button', 'select', 'textarea', 'details', 'iframe', 'label']);
/** Elements whose content is phrasing only (summary also takes a heading), and the elements that are not phrasing. */
const PHRASING_ONLY = new Set([
  'span',
  'button',
  'label',
  'strong',
  'em',
  'small',
  'b',
  'i',
  'u',
  's',
  'code',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dt',
  'legend',
  'caption',
  'figcaption',
  'summary',
]);
const FLOW_ONLY = new Set([
  'div',
  'p',
  'ul',
  'ol',
  'dl',
  'section',
  'article',
  'aside',
  'nav',
  'header',
  'footer',
  'main',
  'table',
  'form',
  'figure',
  'blockquote',
  'hr',
  'details',
  'fieldset',
  'address',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
/** The ARIA roles (WAI-ARIA 1.2) and attributes a page may use. */
const ROLES = new Set(
  'alert alertdialog application article banner blockquote button caption cell checkbox code columnheader combobox complementary contentinfo definition deletion dialog document emphasis feed figure form generic grid gridcell group heading img insertion link list listbox listitem log main marquee math menu menubar menuitem menuitemcheckbox menuitemradio meter navigation none note option paragraph presentation progressbar radio radiogroup region row rowgroup rowheader scrollbar search searchbox separator slider spinbutton status strong subscript superscript switch tab table tablist tabpanel term textbox time timer toolbar tooltip tree treegrid treeitem'.split(
    ' ',
  ),
);
const ARIA = new Set(
  'activedescendant atomic autocomplete braillelabel brailleroledescription busy checked colcount colindex colindextext colspan controls current describedby description details disabled errormessage expanded flowto haspopup hidden invalid keyshortcuts label labelledby level live modal multiline multiselectable orientation owns placeholder posinset pressed readonly relevant required roledescription rowcount rowindex rowindextext rowspan selected setsize sort valuemax valuemin valuenow valuetext'
    .split(' ')
    .map((name) => `aria-${name}`),
);
const interactive = (element: Element) =>
  (INTERACTIVE.has(element.tagName) && (element.tagName !== 'a' || attr(element, 'href') !== undefined)) ||
  (element.tagName === 'input' && attr(element, 'type') !== 'hidden');

/**
 * The classes of error the Nu checker reports on such pages: HTML syntax (parse errors), a name on an
 * element that takes none, duplicate ids, references to ids that do not exist, interactive content in
 * a link or a button, block content in an element that takes phrasing only, unknown roles and aria-*
 * attributes, list items outside a list and lists holding anything else, pictures without alt,
 * styles outside the head.
 */
function htmlProblems(html: { document: Node; errors: ParserError[] }): string[] {
  const problems = html.errors.map((error) => `syntax: ${error.code} at line ${error.startLine}`);
  const all = [...elements(html.document)];
  const ids = new Map<string, number>();
  for (const element of all) {
    const id = attr(element, 'id');
    if (id !== undefined) ids.set(id, (ids.get(id) ?? 0) + 1);
  }
  for (const [id, count] of ids) if (count > 1) problems.push(`duplicate id "${id}" (${count} times)`);
  const where = (element: Element) => `<${element.tagName}> at line ${element.sourceCodeLocation?.startLine ?? '?'}`;
  // `inside`: the link or button around the element; `phrasing`: the nearest element around it that takes phrasing content only.
  const walk = (element: Element, inside: Element | null, phrasing: Element | null) => {
    const role = attr(element, 'role');
    if (GENERIC.has(element.tagName) && (!role || ROLES_WITHOUT_NAME.has(role)))
      for (const name of ['aria-label', 'aria-labelledby'])
        if (attr(element, name) !== undefined) problems.push(`${name} on ${where(element)} without a role that takes a name`);
    for (const name of ID_REFERENCES) {
      const value = attr(element, name);
      if (value === undefined) continue;
      for (const id of value.split(/\s+/).filter(Boolean))
        if (!ids.has(id)) problems.push(`${name}="${id}" on ${where(element)} names no element`);
    }
    if (inside && interactive(element)) problems.push(`${where(element)} inside ${where(inside)}`);
    if (role !== undefined && !role.split(/\s+/).every((name) => ROLES.has(name))) problems.push(`role="${role}" on ${where(element)}`);
    for (const { name } of element.attrs) if (name.startsWith('aria-') && !ARIA.has(name)) problems.push(`${name} on ${where(element)}`);
    if (phrasing && FLOW_ONLY.has(element.tagName) && !(phrasing.tagName === 'summary' && /^h[1-6]$/.test(element.tagName)))
      problems.push(`${where(element)} inside ${where(phrasing)}, which takes phrasing content only`);
    if (element.tagName === 'img' && attr(element, 'alt') === undefined) problems.push(`${where(element)} without alt`);
    if (element.tagName === 'li' && !['ul', 'ol', 'menu'].includes((element.parentNode as Element | null)?.tagName ?? ''))
      problems.push(`${where(element)} outside a list`);
    if (['ul', 'ol'].includes(element.tagName))
      for (const child of element.childNodes)
        if ('tagName' in child && !['li', 'script', 'template'].includes(child.tagName))
          problems.push(`${where(child)} in ${where(element)}`);
    if (element.tagName === 'style' && (element.parentNode as Element | null)?.tagName !== 'head')
      problems.push(`${where(element)} outside the head`);
    const next = inside ?? (['a', 'button'].includes(element.tagName) && interactive(element) ? element : null);
    // A link is transparent: it takes what its parent takes. Foreign content (svg) has rules of its own.
    const nextPhrasing = element.tagName === 'svg' ? null : PHRASING_ONLY.has(element.tagName) ? element : phrasing;
    if (element.tagName !== 'svg') for (const child of element.childNodes) if ('tagName' in child) walk(child, next, nextPhrasing);
  };
  for (const child of 'childNodes' in html.document ? html.document.childNodes : []) if ('tagName' in child) walk(child, null, null);
  return problems;
}

describe('the HTML of every public page', () => {
  it('has none of the errors the Nu checker reports, in both languages', async () => {
    const problems: string[] = [];
    for (const { address } of [...ADDRESSES, { address: '/pagina-che-non-esiste' }, { address: '/en/no-such-page' }]) {
      const answer = await fetch(`${stack.url}${address}`);
      const html = await answer.text();
      const errors: ParserError[] = [];
      const document = parse(html, { sourceCodeLocationInfo: true, onParseError: (error) => errors.push(error) });
      problems.push(...htmlProblems({ document, errors }).map((problem) => `${address}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  it('finds the errors it looks for (the checks themselves)', () => {
    const check = (html: string) => {
      const errors: ParserError[] = [];
      return htmlProblems({ document: parse(html, { sourceCodeLocationInfo: true, onParseError: (error) => errors.push(error) }), errors });
    };
    const page = (body: string) => `<!doctype html><html lang="it"><head><title>x</title></head><body>${body}</body></html>`;
    expect(check(page('<div role="group" aria-label="Social"><a href="/">x</a></div><p>ok</p>'))).toEqual([]);
    expect(check(page('<div aria-label="Social"></div>'))).toEqual(['aria-label on <div> at line 1 without a role that takes a name']);
    expect(check(page('<span aria-label="15 miles">~15</span>'))).toHaveLength(1);
    expect(check(page('<i id="a"></i><b id="a"></b>'))).toEqual(['duplicate id "a" (2 times)']);
    expect(check(page('<button aria-controls="menu">x</button>'))).toEqual(['aria-controls="menu" on <button> at line 1 names no element']);
    expect(check(page('<a href="/"><button>x</button></a>'))).toEqual(['<button> at line 1 inside <a> at line 1']);
    expect(check(page('<ul><div>x</div></ul><img src="/x.png">'))).toHaveLength(2);
    expect(check(page('<p a="1" a="2">x</p>'))).toEqual(['syntax: duplicate-attribute at line 1']);
    expect(check(page('<button><div>x</div></button>'))).toEqual([
      '<div> at line 1 inside <button> at line 1, which takes phrasing content only',
    ]);
    expect(check(page('<span><a href="/"><div>x</div></a></span>'))).toHaveLength(1);
    expect(check(page('<details><summary><h2>Q</h2></summary>A</details>'))).toEqual([]);
    expect(check(page('<div role="buton" aria-lable="x">x</div>'))).toEqual([
      'role="buton" on <div> at line 1',
      'aria-lable on <div> at line 1',
    ]);
  });
});
