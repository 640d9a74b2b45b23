import { describe, expect, it } from 'vitest';
import { aBookingRequest } from '../../../test/fixtures.ts';
import {
  customerDelivery,
  deliveryState,
  overallLabel,
  selectedIn,
  skipReasonText,
  stillPending,
  toggleAll,
  toggleSelected,
  withoutMoved,
} from './archive.ts';

const base = aBookingRequest({
  holdUntil: '2027-05-02T10:00:00Z',
  boatName: 'Alacaluf I',
  customerName: 'Anna',
  createdAt: '2027-05-01T10:00:00Z',
});

describe('selection of requests to archive', () => {
  it('adds and removes one id', () => {
    expect(toggleSelected([], 2)).toEqual([2]);
    expect(toggleSelected([2, 5], 2)).toEqual([5]);
  });

  it('selects every request of the list, or none when all already are', () => {
    const list = [base, { ...base, id: 2 }];
    expect(toggleAll([], list)).toEqual([1, 2]);
    expect(toggleAll([2], list)).toEqual([1, 2]);
    expect(toggleAll([1, 2], list)).toEqual([]);
  });

  it('keeps only the selected ids still in the list, in its order', () => {
    const list = [{ ...base, id: 3 }, base];
    expect(selectedIn([1, 9, 3], list)).toEqual([3, 1]);
  });
});

describe('withoutMoved', () => {
  const page = (state: string, ids: number[]) => ({ state, total: 30, items: ids.map((id) => ({ ...base, id })) });
  it('takes the archived requests off a list they left, the total with them', () => {
    const next = withoutMoved(page('pending', [1, 2, 3]), [1, 3], true);
    expect(next.items.map((r) => r.id)).toEqual([2]);
    expect(next.total).toBe(28);
  });
  it('leaves a list alone when none of its requests moved, or when they moved into it', () => {
    const pending = page('pending', [1, 2]);
    expect(withoutMoved(pending, 9, true)).toBe(pending);
    const archived = page('archived', [1, 2]);
    expect(withoutMoved(archived, 1, true)).toBe(archived);
    expect(withoutMoved(archived, 1, false).items.map((r) => r.id)).toEqual([2]);
  });
});

describe('stillPending', () => {
  it('keeps the requests still waiting for an answer', () => {
    const list = [base, { ...base, id: 2, status: 'confirmed' as const }, { ...base, id: 3, isArchived: true }];
    expect(stillPending(list).map((r) => r.id)).toEqual([1]);
  });
});

describe('delivery badges', () => {
  it('shows in progress while the mails are going out, then sent or failed', () => {
    expect(deliveryState({ emailStatus: 'pending' }, false)).toBe('in-progress');
    expect(deliveryState({ emailStatus: 'partial' }, true)).toBe('sent');
    expect(deliveryState({ emailStatus: 'partial' }, false)).toBe('failed');
  });

  it("says 'Inviata' only when the status is sent", () => {
    expect(overallLabel({ emailStatus: 'sent' })).toBe('Inviata');
    expect(overallLabel({ emailStatus: 'partial' })).toBe('Parziale');
    expect(overallLabel({ emailStatus: 'failed' })).toBe('Parziale');
  });
});

describe('customer copy withheld by a sending cap', () => {
  it('is shown as not sent, with the reason in Italian', () => {
    const capped = { ...base, emailStatus: 'partial', customerEmailSent: false, customerEmailSkipReason: 'recipient_hourly_cap' as const };
    expect(customerDelivery(capped)).toBe('skipped');
    expect(customerDelivery({ ...capped, customerEmailSkipReason: null })).toBe('failed');
    expect(customerDelivery(base)).toBe('sent');
    expect(skipReasonText('recipient_hourly_cap')).toBe('Copia cliente non inviata: limite di invii per questo indirizzo raggiunto');
    expect(skipReasonText('recipient_daily_cap')).toBe('Copia cliente non inviata: limite di invii per questo indirizzo raggiunto');
    expect(skipReasonText('boat_day_cap')).toBe('Copia cliente non inviata: limite di invii per questa barca e data raggiunto');
  });
});
