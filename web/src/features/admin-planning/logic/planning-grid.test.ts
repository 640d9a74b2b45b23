import { describe, expect, it } from 'vitest';
import type { PlanningEntry } from '@nbp/contracts/http/booking';
import { cellIndex, daysOf, rangeOf, shiftAnchor, telHref, toneOf, whatsappDigits } from './planning-grid.ts';

const entry = (over: Partial<PlanningEntry>): PlanningEntry => ({
  id: 1,
  boatId: 1,
  kind: 'booking',
  status: 'confirmed',
  startDate: '2027-06-10',
  endDate: '2027-06-12',
  label: 'Anna',
  ...over,
});

describe('planning grid', () => {
  it('shows Monday to Sunday around a day, or the whole calendar month', () => {
    expect(rangeOf('week', '2027-06-10')).toEqual({ from: '2027-06-07', to: '2027-06-13' });
    expect(rangeOf('week', '2027-06-07')).toEqual({ from: '2027-06-07', to: '2027-06-13' });
    expect(rangeOf('month', '2027-02-14')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(rangeOf('month', '2027-12-31')).toEqual({ from: '2027-12-01', to: '2027-12-31' });
    expect(daysOf('2027-06-29', '2027-07-02')).toEqual(['2027-06-29', '2027-06-30', '2027-07-01', '2027-07-02']);
  });

  it('moves by a week or a month', () => {
    expect(shiftAnchor('week', '2027-06-10', 1)).toBe('2027-06-17');
    expect(shiftAnchor('month', '2027-01-31', 1)).toBe('2027-02-01');
    expect(shiftAnchor('month', '2027-03-15', -1)).toBe('2027-02-01');
    expect(shiftAnchor('month', '2027-01-05', -1)).toBe('2026-12-01');
  });

  it('fills each day of an entry inside the range; a booking wins over a blocked day', () => {
    const index = cellIndex(
      [entry({ kind: 'blocked', id: 9, status: 'blocked', startDate: '2027-06-12', endDate: '2027-06-12' }), entry({})],
      '2027-06-11',
      '2027-06-20',
    );
    expect([...index.keys()]).toEqual(['1|2027-06-11', '1|2027-06-12']);
    expect(index.get('1|2027-06-12')?.kind).toBe('booking');
  });

  it('names the tone of each kind', () => {
    expect(toneOf(entry({}))).toBe('confirmed');
    expect(toneOf(entry({ status: 'pending' }))).toBe('pending');
    expect(toneOf(entry({ kind: 'hold', status: 'pending' }))).toBe('hold');
    expect(toneOf(entry({ kind: 'blocked', status: 'maintenance' }))).toBe('blocked');
  });

  it('writes call and WhatsApp numbers', () => {
    expect(whatsappDigits('+39 345 678 9012')).toBe('393456789012');
    expect(whatsappDigits('345 678 9012')).toBe('393456789012');
    expect(whatsappDigits('0044 20 7946 0000')).toBe('442079460000');
    expect(telHref('+39 345 678 9012')).toBe('tel:+393456789012');
    expect(telHref('090 123 456')).toBe('tel:090123456');
  });
});
