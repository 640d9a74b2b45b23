/**
 * The site's words and formats in the page's language (docs/languages.md#the-site): react-intl
 * (FormatJS), one message catalogue per language (messages/it.json, messages/en.json, the same keys,
 * ICU MessageFormat, checked by `npm run lint`), Intl for money and dates. Each catalogue is a file
 * of its own, outside the code every page loads: a page's HTML names its language's file beside its
 * code, so a page carries the words of its language only (docs/languages.md#the-site).
 */
import { use, useEffect, type ComponentProps, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { formatDay } from '@nbp/contracts/days';
import { formatEuro, formatEuroWhole } from '@nbp/contracts/format';
import type italian from './messages/it.json';
import { LOCALE, pathIn, samePageIn, type Lang } from './lang.ts';
import { setPageWords } from './page-lang.ts';
import { formatFigure, type FigureKind } from './figures.ts';

/** Every key of the catalogues (the Italian one is the reference; the lint check keeps the English one equal). */
export type MessageId = keyof typeof italian;
/**
 * A catalogue as the page holds it: ICU texts in development and tests, their syntax trees in the
 * built site (web/vite.config.ts, precompiledMessages). Read a message through `useT`, or through
 * `plainText` for one without arguments.
 */
export type Messages = Record<MessageId, string | MessageFormatElement[]>;

const CATALOGUES: Record<Lang, () => Promise<{ default: unknown }>> = {
  it: () => import('./messages/it.json'),
  en: () => import('./messages/en.json'),
};

/**
 * A language's catalogue, asked for once. The promise is kept so React's `use` can wait on it, and
 * says when it is settled in the way `use` reads (`status`, `value`): a render after that, the
 * browser's first one over the server's HTML included, gets the words at once instead of waiting a turn.
 */
type Loading = Promise<Messages>;
const loading: Partial<Record<Lang, Loading>> = {};
function loadWords(lang: Lang): Loading {
  const known = loading[lang];
  if (known) return known;
  const words: Loading = CATALOGUES[lang]().then((module) => {
    const messages = module.default as Messages;
    Object.assign(words, { status: 'fulfilled', value: messages }); // React's own reading of a settled promise
    return messages;
  });
  return (loading[lang] = words);
}

/** Starts loading a language's words ahead of its first page (main.tsx, the language switch); settled once they are here. */
export function preloadLang(lang: Lang): Promise<unknown> {
  return loadWords(lang);
}

/** A hook (it calls `use`): `use` suspends until the catalogue is here, and the route's Suspense shows its loader meanwhile. */
function useMessagesOf(lang: Lang): Messages {
  return use(loadWords(lang));
}

/** A message without arguments as plain text, whether held as its ICU text or as its parsed tree. */
export function plainText(message: string | MessageFormatElement[]): string {
  return typeof message === 'string'
    ? message
    : message
        .map((element) => ('value' in element && typeof element.value === 'string' && element.type === 0 ? element.value : ''))
        .join('');
}

/** Everything below speaks `lang`: its catalogue, its locale for Intl. */
export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const messages = useMessagesOf(lang);
  useEffect(() => {
    // <html lang> follows the page (screen readers, the browser's translation offer), and the few
    // things above the router (toasts, the API client's errors) learn the language (page-lang.ts).
    document.documentElement.lang = lang;
    setPageWords(lang, messages);
  }, [lang, messages]);
  return (
    // Texts or trees, one kind per catalogue (see Messages); react-intl takes either.
    <IntlProvider locale={LOCALE[lang]} messages={messages as Record<string, string>} defaultLocale={LOCALE.it} onError={reportMissing}>
      {children}
    </IntlProvider>
  );
}

/** A missing key is a bug the lint check should have caught: said in the console, shown as its key. */
function reportMissing(error: { code: string; message: string }): void {
  if (error.code === 'MISSING_TRANSLATION' || error.code === 'MISSING_DATA') console.warn(error.message);
  else console.error(error.message);
}

/** The page's language. */
export function useLang(): Lang {
  return useIntl().locale === LOCALE.en ? 'en' : 'it';
}

/** `t('booking.card.title')`, `t('booking.days', { count: 3 })`: a message of the page's language. */
export function useT(): (id: MessageId, values?: Record<string, string | number | Date | null | undefined>) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values as Record<string, string | number>);
}

/** A site address in the page's language: `localPath('/boat/2')` is '/en/boat/2' on an English page. */
export function useLocalPath(): (path: string) => string {
  const lang = useLang();
  return (path) => pathIn(lang, path);
}

/** react-router's Link, its `to` (a site address written the Italian way) in the page's language. */
export function LocalLink({ to, ...props }: ComponentProps<typeof Link> & { to: string }) {
  return <Link to={pathIn(useLang(), to)} {...props} />;
}

/** react-router's NavLink, the same way. */
export function LocalNavLink({ to, ...props }: ComponentProps<typeof NavLink> & { to: string }) {
  return <NavLink to={pathIn(useLang(), to)} {...props} />;
}

/** The address of the page being shown, in `lang` (the language switch). */
export function useSamePageIn(lang: Lang): string {
  return samePageIn(lang, useLocation());
}

/**
 * Money and rental dates in the page's language, through Intl: `money('1250.5')` is '1250,50 €' in
 * Italian and '€1,250.50' in English; `date('2027-06-12', { day: 'numeric', month: 'long' })` is
 * '12 giugno' / '12 June'. Rental dates are calendar days, which no time zone moves
 * (@nbp/contracts/days, docs/languages.md#formats).
 */
export function useFormat() {
  const lang = useLang();
  const intl = useIntl();
  const unit = (kind: FigureKind, value: string) => intl.formatMessage({ id: `figure.${kind}` satisfies MessageId }, { value });
  return {
    money: (amount: string | number) => formatEuro(amount, lang),
    moneyWhole: (amount: string | number) => formatEuroWhole(amount, lang),
    date: (iso: string, options: Intl.DateTimeFormatOptions) => formatDay(iso, lang, options),
    /** A boat's figure ('6.40 mt', '40 CV', '90 litri') in the page's language, null when empty (i18n/figures.ts). */
    figure: (kind: FigureKind, raw: string | null | undefined) => formatFigure(kind, raw, lang, unit),
  };
}
