import { describe, expect, it } from 'vitest';
import { askAgainPath, canAskAgain, statusHeading } from './request-status.ts';

describe("the customer's request page: headings and asking again", () => {
  it('names each state', () => {
    expect(statusHeading('pending')).toBe('In attesa di conferma');
    expect(statusHeading('confirmed')).toBe('Richiesta confermata');
    expect(statusHeading('declined')).toBe('Richiesta rifiutata');
    expect(statusHeading('expired')).toBe('Richiesta scaduta');
    expect(statusHeading('cancelled')).toBe('Richiesta annullata dal cliente');
  });

  it('offers a new request only for one that ended without a booking, on the same days', () => {
    expect(['pending', 'confirmed', 'declined', 'expired', 'cancelled'].filter((s) => canAskAgain(s as never))).toEqual([
      'declined',
      'expired',
      'cancelled',
    ]);
    expect(askAgainPath({ boatId: 3, startDate: '2027-07-10', endDate: '2027-07-12' })).toBe(
      '/boat/3?start=2027-07-10&end=2027-07-12#prenota',
    );
  });
});
