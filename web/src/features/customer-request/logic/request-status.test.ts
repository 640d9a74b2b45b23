import { describe, expect, it } from 'vitest';
import { askAgainPath, canAskAgain, canCancel, rentalState } from './request-status.ts';

describe("the customer's request page: the rental's state and asking again", () => {
  it("says the booking's state once a booking was made from the request, else the request's", () => {
    expect(rentalState({ status: 'pending', bookingStatus: null })).toBe('pending');
    expect(rentalState({ status: 'confirmed', bookingStatus: 'confirmed' })).toBe('confirmed');
    expect(rentalState({ status: 'confirmed', bookingStatus: 'pending' })).toBe('bookingPending');
    expect(rentalState({ status: 'confirmed', bookingStatus: 'cancelled' })).toBe('bookingCancelled');
    // A booking made knowingly from an expired request: the booking is the rental.
    expect(rentalState({ status: 'expired', bookingStatus: 'confirmed' })).toBe('confirmed');
    expect(canCancel({ status: 'pending', bookingStatus: null })).toBe(true);
    expect(canCancel({ status: 'confirmed', bookingStatus: 'pending' })).toBe(false);
  });

  it('offers a new request only for a rental that ended without going out, on the same days', () => {
    const states = ['pending', 'confirmed', 'declined', 'expired', 'cancelled', 'bookingPending', 'bookingCancelled'] as const;
    expect(states.filter((s) => canAskAgain(s))).toEqual(['declined', 'expired', 'cancelled', 'bookingCancelled']);
    expect(askAgainPath({ boatId: 3, startDate: '2027-07-10', endDate: '2027-07-12' })).toBe(
      '/boat/3?start=2027-07-10&end=2027-07-12#prenota',
    );
  });
});
