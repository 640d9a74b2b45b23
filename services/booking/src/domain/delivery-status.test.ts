import { describe, expect, it } from 'vitest';
import { deliveryStatus, recordOutcome, type Delivery } from './delivery-status.ts';

const none: Delivery = { admin: null, customer: null };

describe('delivery status of a booking request', () => {
  it('stays pending until both outcomes are known', () => {
    expect(deliveryStatus(none)).toBe('pending');
    expect(deliveryStatus(recordOutcome(none, 'admin', 'sent'))).toBe('pending');
    expect(deliveryStatus(recordOutcome(none, 'customer', 'failed'))).toBe('pending');
  });

  it('is sent when both went out, failed when both failed, partial otherwise', () => {
    expect(deliveryStatus({ admin: 'sent', customer: 'sent' })).toBe('sent');
    expect(deliveryStatus({ admin: 'failed', customer: 'failed' })).toBe('failed');
    expect(deliveryStatus({ admin: 'sent', customer: 'failed' })).toBe('partial');
    expect(deliveryStatus({ admin: 'failed', customer: 'sent' })).toBe('partial');
  });

  it('does not let a late failure undo a mail that went out, in any order', () => {
    const sentThenFailed = recordOutcome(recordOutcome(none, 'admin', 'sent'), 'admin', 'failed');
    expect(sentThenFailed.admin).toBe('sent');
    const failedThenSent = recordOutcome(recordOutcome(none, 'admin', 'failed'), 'admin', 'sent');
    expect(failedThenSent.admin).toBe('sent');
  });
});
