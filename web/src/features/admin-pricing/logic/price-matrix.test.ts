import { describe, expect, it } from 'vitest';
import type { BoatPrice, PricingPeriod } from '@nbp/contracts/http/pricing';
import { activePeriods, euroAmount, priceFor, priceForm } from './price-matrix.ts';

const period = (id: number, startDate: string, isActive = true): PricingPeriod => ({
  id,
  name: `P${id}`,
  nameEn: null,
  startDate,
  endDate: startDate,
  isActive,
  createdAt: '2027-01-01T00:00:00Z',
});
const price: BoatPrice = {
  id: 7,
  boatId: 2,
  periodId: 3,
  oneDayPrice: '1250.50',
  multiDayPrice: '990.00',
  weekendMultiplier: '1.00',
  createdAt: '',
};

describe('euroAmount', () => {
  it('writes two decimals in the Italian way after the euro sign', () => {
    expect(euroAmount('12500.5')).toBe('€12.500,50');
    expect(euroAmount('1250.5')).toBe('€1250,50');
    expect(euroAmount('90')).toBe('€90,00');
    expect(euroAmount('x')).toBe('€0,00');
  });
});

describe('activePeriods', () => {
  it('keeps active periods in calendar order', () => {
    expect(activePeriods([period(1, '2027-08-01'), period(2, '2027-06-01'), period(3, '2027-07-01', false)]).map((p) => p.id)).toEqual([
      2, 1,
    ]);
  });
});

describe('priceFor and priceForm', () => {
  it('finds the price of a boat in a period', () => {
    expect(priceFor([price], 2, 3)).toBe(price);
    expect(priceFor([price], 2, 4)).toBeUndefined();
  });

  it("prefills a new price with '0' and an existing one with its prices", () => {
    expect(priceForm(2, 4)).toEqual({ boatId: '2', periodId: '4', oneDayPrice: '0', multiDayPrice: '0' });
    expect(priceForm()).toEqual({ boatId: '', periodId: '', oneDayPrice: '0', multiDayPrice: '0' });
    expect(priceForm(2, 3, price)).toEqual({ boatId: '2', periodId: '3', oneDayPrice: '1250.50', multiDayPrice: '990.00' });
  });
});
