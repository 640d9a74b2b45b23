import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MESSAGES } from '@nbp/contracts/messages';
import { PRICING_MESSAGES, quote } from '@nbp/contracts/http/pricing';
import { quoteRental, QuoteInputError, type PricedPeriod, type QuoteRequest } from './quote.ts';
import { toCents } from './money.ts';

// 2031-06-28 is a Saturday, 2031-06-29 a Sunday.
const june: PricedPeriod = {
  id: 1,
  name: 'Giugno',
  startDate: '2031-06-01',
  endDate: '2031-06-30',
  isActive: true,
  oneDayPrice: '200.00',
  multiDayPrice: '150.00',
  weekendMultiplier: '1.00',
};
const july: PricedPeriod = {
  ...june,
  id: 2,
  name: 'Luglio',
  startDate: '2031-07-01',
  endDate: '2031-07-31',
  oneDayPrice: '300.00',
  multiDayPrice: '250.00',
};

const request = (overrides: Partial<QuoteRequest> = {}): QuoteRequest => ({
  boatId: 7,
  startDate: '2031-06-02',
  endDate: '2031-06-02',
  periods: [june, july],
  overrides: [],
  priceMultiplier: '1.00',
  deposit: '500.00',
  fallbackDayPrice: '300.00',
  ...overrides,
});

const refusal = (start: string, end: string) => {
  try {
    quoteRental(request({ startDate: start, endDate: end }));
  } catch (err) {
    if (err instanceof QuoteInputError) return err.message;
    throw err;
  }
  return undefined;
};

describe('quoteRental: the rental range', () => {
  it('counts both dates: the same date is one day', () => {
    expect(quoteRental(request()).days).toBe(1);
    expect(quoteRental(request({ startDate: '2031-06-02', endDate: '2031-06-04' })).days).toBe(3);
  });

  it('refuses an end before the start with the documented text', () => {
    expect(refusal('2031-06-05', '2031-06-04')).toBe(MESSAGES.endBeforeStart);
  });

  it('refuses a date that does not exist or is not YYYY-MM-DD', () => {
    expect(refusal('2031-02-30', '2031-03-01')).toMatch(/Data di inizio non valida/);
    expect(refusal('2031-06-01', '01/07/2031')).toMatch(/Data di fine non valida/);
    expect(refusal('', '2031-06-01')).toMatch(/non valida/);
  });

  it('accepts 30 days and refuses 31', () => {
    expect(quoteRental(request({ startDate: '2031-06-01', endDate: '2031-06-30' })).days).toBe(30);
    expect(refusal('2031-06-01', '2031-07-01')).toBe(PRICING_MESSAGES.rangeTooLong);
  });
});

describe('quoteRental: the price of each day', () => {
  it('uses the one-day rate below three days and the multi-day rate from three days on', () => {
    const two = quoteRental(request({ startDate: '2031-06-02', endDate: '2031-06-03' }));
    expect(two.rate).toBe('oneDay');
    expect(two.breakdown.map((d) => d.price)).toEqual(['200.00', '200.00']);
    const three = quoteRental(request({ startDate: '2031-06-02', endDate: '2031-06-04' }));
    expect(three.rate).toBe('multiDay');
    expect(three.total).toBe('450.00');
  });

  it('prices each day of a rental crossing two periods by its own period', () => {
    const result = quoteRental(request({ startDate: '2031-06-30', endDate: '2031-07-02' }));
    expect(result.breakdown).toEqual([
      { date: '2031-06-30', price: '150.00', source: 'period', periodName: 'Giugno' },
      { date: '2031-07-01', price: '250.00', source: 'period', periodName: 'Luglio' },
      { date: '2031-07-02', price: '250.00', source: 'period', periodName: 'Luglio' },
    ]);
    expect(result.total).toBe('650.00');
  });

  it('ignores an inactive period', () => {
    const result = quoteRental(request({ periods: [{ ...june, isActive: false }] }));
    expect(result.breakdown[0]).toMatchObject({ source: 'fallback', periodName: null, price: '300.00' });
  });

  it('lets the later-starting period win where two active periods overlap', () => {
    const ferragosto: PricedPeriod = {
      ...july,
      id: 3,
      name: 'Metà luglio',
      startDate: '2031-07-10',
      endDate: '2031-07-20',
      oneDayPrice: '400.00',
    };
    const result = quoteRental(request({ periods: [july, ferragosto], startDate: '2031-07-09', endDate: '2031-07-10' }));
    expect(result.breakdown.map((d) => d.periodName)).toEqual(['Luglio', 'Metà luglio']);
    expect(result.total).toBe('700.00');
  });

  it('replaces the day price with an active override, and ignores an inactive one', () => {
    const result = quoteRental(
      request({
        startDate: '2031-06-02',
        endDate: '2031-06-03',
        overrides: [
          { id: 1, date: '2031-06-02', customPrice: '99.50', isActive: true },
          { id: 2, date: '2031-06-03', customPrice: '1.00', isActive: false },
        ],
      }),
    );
    expect(result.breakdown).toEqual([
      { date: '2031-06-02', price: '99.50', source: 'override', periodName: 'Giugno' },
      { date: '2031-06-03', price: '200.00', source: 'period', periodName: 'Giugno' },
    ]);
    expect(result.total).toBe('300.00');
  });

  it("applies the period's weekend multiplier on Saturday and Sunday only, not to an override", () => {
    const weekendy = { ...june, weekendMultiplier: '1.20' };
    const result = quoteRental(
      request({
        periods: [weekendy],
        startDate: '2031-06-27',
        endDate: '2031-06-30',
        overrides: [{ id: 1, date: '2031-06-29', customPrice: '100.00', isActive: true }],
      }),
    );
    expect(result.breakdown.map((d) => [d.date, d.price, d.source])).toEqual([
      ['2031-06-27', '150.00', 'period'],
      ['2031-06-28', '180.00', 'period'],
      ['2031-06-29', '100.00', 'override'],
      ['2031-06-30', '150.00', 'period'],
    ]);
  });

  it("applies the boat's multiplier to every day, fallback and override included", () => {
    const result = quoteRental(
      request({
        priceMultiplier: '1.10',
        periods: [{ ...june, endDate: '2031-06-02' }],
        startDate: '2031-06-02',
        endDate: '2031-06-03',
        overrides: [],
      }),
    );
    expect(result.breakdown.map((d) => [d.price, d.source])).toEqual([
      ['220.00', 'period'],
      ['330.00', 'fallback'],
    ]);
    const overridden = quoteRental(
      request({ priceMultiplier: '1.50', overrides: [{ id: 1, date: '2031-06-02', customPrice: '100.00', isActive: true }] }),
    );
    expect(overridden.total).toBe('150.00');
  });

  it('falls back to the configured day price, marked as fallback, where no period covers a day', () => {
    const result = quoteRental(request({ periods: [], fallbackDayPrice: '300' }));
    expect(result.breakdown).toEqual([{ date: '2031-06-02', price: '300.00', source: 'fallback', periodName: null }]);
  });
});

describe('quoteRental: the answer', () => {
  it('rounds the total half up to the whole euro and keeps cents exact', () => {
    const tenCents = { ...june, multiDayPrice: '100.10' };
    expect(quoteRental(request({ periods: [tenCents], startDate: '2031-06-01', endDate: '2031-06-03' })).total).toBe('300.00');
    const half = { ...june, oneDayPrice: '100.25' };
    expect(quoteRental(request({ periods: [half], startDate: '2031-06-01', endDate: '2031-06-02' })).total).toBe('201.00');
    const below = { ...june, oneDayPrice: '100.24' };
    expect(quoteRental(request({ periods: [below], startDate: '2031-06-01', endDate: '2031-06-02' })).total).toBe('200.00');
  });

  it("gives the boat's deposit, 500.00 when the boat has none, and EUR", () => {
    expect(quoteRental(request({ deposit: '800' })).deposit).toBe('800.00');
    const result = quoteRental(request({ deposit: null }));
    expect(result).toMatchObject({ deposit: '500.00', currency: 'EUR', boatId: 7, startDate: '2031-06-02', endDate: '2031-06-02' });
    expect(quote.parse(result)).toEqual(result);
  });

  it('always has one line per day and a total that is the rounded sum of the lines', () => {
    const price = fc
      .tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }))
      .map(([e, c]) => `${e}.${String(c).padStart(2, '0')}`);
    const multiplier = fc.integer({ min: 1, max: 999 }).map((h) => (h / 100).toFixed(2));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 29 }),
        price,
        price,
        multiplier,
        multiplier,
        (offset, length, one, multi, weekend, boat) => {
          const start = new Date(Date.UTC(2031, 5, 1 + offset)).toISOString().slice(0, 10);
          const end = new Date(Date.UTC(2031, 5, 1 + offset + length)).toISOString().slice(0, 10);
          const result = quoteRental(
            request({
              startDate: start,
              endDate: end,
              priceMultiplier: boat,
              periods: [{ ...june, oneDayPrice: one, multiDayPrice: multi, weekendMultiplier: weekend }],
            }),
          );
          expect(result.breakdown).toHaveLength(length + 1);
          const sum = result.breakdown.reduce((total, day) => total + toCents(day.price), 0);
          expect(toCents(result.total)).toBe(Math.floor((sum + 50) / 100) * 100);
        },
      ),
      { numRuns: 200 },
    );
  });
});
