import { describe, expect, it } from 'vitest';
import { EMPTY_BOOKING_FORM } from './booking-form.ts';
import { customerVisibleChange } from './notify.ts';

const booking = {
  ...EMPTY_BOOKING_FORM,
  boatId: '1',
  startDate: '2027-06-12',
  endDate: '2027-06-14',
  totalPrice: '300.00',
  status: 'confirmed' as const,
  notes: 'old',
};

describe('customerVisibleChange', () => {
  it('is true for the days, the price (as an amount) and the state', () => {
    expect(customerVisibleChange(booking, { ...booking, endDate: '2027-06-15' })).toBe(true);
    expect(customerVisibleChange(booking, { ...booking, totalPrice: '390' })).toBe(true);
    expect(customerVisibleChange(booking, { ...booking, status: 'cancelled' })).toBe(true);
  });

  it('is false for notes or contact data alone, and for the same price written otherwise', () => {
    expect(customerVisibleChange(booking, { ...booking, notes: 'new', customerPhone: '333' })).toBe(false);
    expect(customerVisibleChange(booking, { ...booking, totalPrice: '300,00' })).toBe(false);
  });
});
