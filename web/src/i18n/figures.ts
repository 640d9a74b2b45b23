/**
 * A boat's figures (length, beam, engine, tanks) in the page's language (docs/languages.md#figures).
 * The office writes them as one Italian text for both languages ('6.40 mt', '40 CV', '90 litri'):
 * an Italian page shows that text as it is; an English page reads the number and the unit from it
 * and writes them the English way, the number by Intl and the unit from the catalogue
 * ('6.40 m', '40 hp', '90 litres'). A text that is not one number and one unit of its kind is shown
 * as the office wrote it.
 */
import { LOCALE, type Lang } from './lang.ts';

export type FigureKind = 'length' | 'power' | 'volume';

/** The units the office may write for each kind of figure, lower case, a final dot ignored. */
const UNITS: Record<FigureKind, readonly string[]> = {
  length: ['m', 'mt', 'mtr', 'metri', 'metro', 'metre', 'metres', 'meter', 'meters'],
  power: ['cv', 'hp'],
  volume: ['l', 'lt', 'litri', 'litro', 'litre', 'litres', 'liter', 'liters'],
};

export interface ReadFigure {
  value: number;
  /** The digits after the decimal separator as written ('6.40' has 2), kept when the number is written again. */
  decimals: number;
}

/** The number of a figure's text when its unit is one of its kind ('6,40 mt' is 6.4 with 2 decimals), else null. */
export function readFigure(kind: FigureKind, text: string): ReadFigure | null {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,3}))?\s*([\p{L}]+)\.?\s*$/u.exec(text);
  if (!match) return null;
  const [, whole, fraction = '', unit = ''] = match;
  if (!UNITS[kind].includes(unit.toLowerCase())) return null;
  return { value: Number(`${whole}.${fraction || '0'}`), decimals: fraction.length };
}

/**
 * A figure as the page shows it: null for an empty one (left out, docs/public-pages.md), the office's
 * text on an Italian page, on an English one the number by Intl and the unit by `unit` (the
 * catalogue's `figure.<kind>` with the number as `value`), or the office's text when it cannot be read.
 */
export function formatFigure(
  kind: FigureKind,
  raw: string | null | undefined,
  lang: Lang,
  unit: (kind: FigureKind, value: string) => string,
): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const text = raw.trim();
  if (lang === 'it') return text;
  const figure = readFigure(kind, text);
  if (!figure) return text;
  const number = new Intl.NumberFormat(LOCALE[lang], {
    minimumFractionDigits: figure.decimals,
    maximumFractionDigits: figure.decimals,
  }).format(figure.value);
  return unit(kind, number);
}
