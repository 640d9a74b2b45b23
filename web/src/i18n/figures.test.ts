import { describe, expect, it } from 'vitest';
import { formatFigure, readFigure } from './figures.ts';
import english from './messages/en.json';

const unit = (kind: 'length' | 'power' | 'volume', value: string) => english[`figure.${kind}`].replace('{value}', value);

describe('a boat’s figures in the page’s language (docs/languages.md#figures)', () => {
  it('reads the number and the unit the office wrote', () => {
    expect(readFigure('length', '6.40 mt')).toEqual({ value: 6.4, decimals: 2 });
    expect(readFigure('length', '6,40 metri')).toEqual({ value: 6.4, decimals: 2 });
    expect(readFigure('power', '40 CV')).toEqual({ value: 40, decimals: 0 });
    expect(readFigure('volume', '90 litri')).toEqual({ value: 90, decimals: 0 });
    expect(readFigure('volume', '90 L.')).toEqual({ value: 90, decimals: 0 });
  });

  it('reads nothing from a text that is not one number and one unit of its kind', () => {
    expect(readFigure('length', '40 CV')).toBeNull();
    expect(readFigure('power', 'circa 40 CV')).toBeNull();
    expect(readFigure('volume', '90')).toBeNull();
    expect(readFigure('length', '6.40 x 2.30 m')).toBeNull();
  });

  it('writes them the English way on an English page', () => {
    expect(formatFigure('length', '6.40 mt', 'en', unit)).toBe('6.40 m');
    expect(formatFigure('length', '7,5 m', 'en', unit)).toBe('7.5 m');
    expect(formatFigure('power', '40 CV', 'en', unit)).toBe('40 hp');
    expect(formatFigure('power', '150 cv', 'en', unit)).toBe('150 hp');
    expect(formatFigure('volume', '90 litri', 'en', unit)).toBe('90 litres');
    expect(formatFigure('volume', '1200 litri', 'en', unit)).toBe('1,200 litres');
  });

  it('keeps the office’s text on an Italian page, and where it cannot be read', () => {
    expect(formatFigure('length', ' 6.40 mt ', 'it', unit)).toBe('6.40 mt');
    expect(formatFigure('power', '40 CV', 'it', unit)).toBe('40 CV');
    expect(formatFigure('power', 'circa 40 CV', 'en', unit)).toBe('circa 40 CV');
  });

  it('leaves an empty figure out', () => {
    for (const raw of [null, undefined, '', '   ']) expect(formatFigure('length', raw, 'en', unit)).toBeNull();
  });
});
