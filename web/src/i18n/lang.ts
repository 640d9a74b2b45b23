/**
 * The site's languages and their addresses (docs/languages.md#addresses): Italian at the addresses
 * it always had, English under /en ('/en', '/en/boat/2', '/en/contact'). No code here needs React,
 * so the router, the prefetcher and the tests share it.
 */
import { DAY_LOCALES } from '@nbp/contracts/days';

export const LANGS = ['it', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'it';

/** The BCP 47 tag a page of this language is written in (<html lang>, Intl, og:locale below): the days' and money's. */
export const LOCALE: Record<Lang, string> = DAY_LOCALES;
export const OG_LOCALE: Record<Lang, string> = { it: 'it_IT', en: 'en_GB' };

const EN = '/en';

/** The pages that exist in Italian only (docs/languages.md#addresses): no English address, no alternates, no switch. */
const ITALIAN_ONLY = [/^\/login\/?$/, /^\/admin(?:\/|$)/];

/**
 * The first segments whose English address says them in English (docs/languages.md#addresses): the
 * customer's private page, '/richiesta/<token>', is '/en/request/<token>'. The page table's English
 * routes (app/routes.ts), every link and the language switch follow from here.
 */
const ENGLISH_SEGMENTS: Readonly<Record<string, string>> = { richiesta: 'request' };
const ITALIAN_SEGMENTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ENGLISH_SEGMENTS).map(([italian, english]) => [english, italian]),
);

/** The address with its first segment in the other words: '/richiesta/abc?x' -> '/request/abc?x'; others unchanged. */
function withFirstSegment(words: Readonly<Record<string, string>>, path: string): string {
  const [, first = '', rest = ''] = /^\/([^/?#]*)(.*)$/s.exec(path) ?? [];
  return Object.hasOwn(words, first) ? `/${words[first]}${rest}` : path;
}

/** Whether the page at this address (written the Italian way) has an English twin under /en. */
export function hasEnglish(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return !ITALIAN_ONLY.some((pattern) => pattern.test(pathname));
}

/** The language of an address: English under /en, Italian everywhere else. */
export function langOfPath(pathname: string): Lang {
  return pathname === EN || pathname.startsWith(`${EN}/`) ? 'en' : 'it';
}

/** The address without its language, written the Italian way: '/en/boat/2' -> '/boat/2', '/en' -> '/', '/en/request/x' -> '/richiesta/x'. */
export function pathWithoutLang(pathname: string): string {
  if (langOfPath(pathname) === 'it') return pathname;
  return withFirstSegment(ITALIAN_SEGMENTS, pathname.slice(EN.length) || '/');
}

/**
 * A site address (written as the Italian one: '/', '/boat/2', '/faq#booking') in `lang`: the same
 * for Italian, under /en for English ('/en', '/en/boat/2', '/en/faq#booking'; '/richiesta/x' is
 * '/en/request/x'). Other addresses
 * (not starting with a single '/') are returned as they are.
 */
export function pathIn(lang: Lang, path: string): string {
  if (lang === 'it' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return `${EN}${path.slice(1)}`;
  return `${EN}${withFirstSegment(ENGLISH_SEGMENTS, path)}`;
}

/** The same page in the other language, query and fragment kept: what the language switch links to. */
export function samePageIn(lang: Lang, location: { pathname: string; search?: string; hash?: string }): string {
  return pathIn(lang, pathWithoutLang(location.pathname)) + (location.search ?? '') + (location.hash ?? '');
}
