import { describe, expect, it } from 'vitest';
import { addDays } from '@nbp/contracts/days';
import { toCents } from '../domain/money.ts';
import { SEED_BOAT_MODELS, SEED_RATES, seedPeriods } from './seed-data.ts';

describe('seed periods', () => {
  it.each(['2026-11-22', '2026-01-01', '2026-03-31', '2026-04-01', '2026-12-31', '2027-06-15'])(
    'from %s cover every day of the next 15 months exactly once, and none is over',
    (today) => {
      const periods = seedPeriods(today);
      expect(periods.every((period) => period.endDate >= today)).toBe(true);
      for (let offset = 0, date = today; offset <= 456; offset++, date = addDays(date, 1)) {
        const covering = periods.filter((period) => period.startDate <= date && date <= period.endDate);
        expect(covering, date).toHaveLength(1);
      }
    },
  );

  it('names each period once, with the seasons of the example', () => {
    const periods = seedPeriods('2026-11-22');
    expect(new Set(periods.map((period) => period.name)).size).toBe(periods.length);
    expect(periods.map((period) => period.name)).toEqual([
      'Bassa stagione 2026/27',
      'Media stagione 2027 (aprile-maggio)',
      'Alta stagione 2027',
      'Media stagione 2027 (ottobre)',
      'Bassa stagione 2027/28',
    ]);
  });

  it('gives each period its English name (docs/languages.md#period-names), each once', () => {
    const periods = seedPeriods('2026-11-22');
    expect(new Set(periods.map((period) => period.nameEn)).size).toBe(periods.length);
    expect(periods.map((period) => period.nameEn)).toEqual([
      'Low season 2026/27',
      'Mid season 2027 (April-May)',
      'High season 2027',
      'Mid season 2027 (October)',
      'Low season 2027/28',
    ]);
  });
});

describe('seed rates', () => {
  it('price the 7.50 highest and the 6.40 lowest in every season, multi-day below one-day, seasons apart', () => {
    for (const level of ['bassa', 'media', 'alta'] as const) {
      const one = (model: string) => toCents(SEED_RATES[model]![level][0]);
      expect(one('Eolo 6.40')).toBeLessThan(one('Eolo 6.90'));
      expect(one('Eolo 6.90')).toBeLessThan(one('Eolo 7.50'));
      for (const rates of Object.values(SEED_RATES)) expect(toCents(rates[level][1])).toBeLessThan(toCents(rates[level][0]));
    }
    for (const rates of Object.values(SEED_RATES)) {
      expect(toCents(rates.bassa[0])).toBeLessThan(toCents(rates.media[0]));
      expect(toCents(rates.media[0])).toBeLessThan(toCents(rates.alta[0]));
    }
    expect(Object.keys(SEED_BOAT_MODELS).map(Number)).toEqual([1, 2, 3, 4]);
  });
});
