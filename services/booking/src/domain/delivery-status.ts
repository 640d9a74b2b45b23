import type { EmailDeliveryStatus } from '@nbp/contracts/http/booking';

export type MailOutcome = 'sent' | 'failed';

export interface Delivery {
  admin: MailOutcome | null;
  customer: MailOutcome | null;
}

/**
 * A delivery once an outcome arrived for one recipient. A mail that went out stays sent: a late
 * failure report (a retry that gave up after an earlier success) cannot undo it.
 */
export function recordOutcome(delivery: Delivery, recipient: keyof Delivery, outcome: MailOutcome): Delivery {
  const current = delivery[recipient];
  return { ...delivery, [recipient]: current === 'sent' ? 'sent' : outcome };
}

/** The overall status: pending until both outcomes are known, then sent, partial or failed. */
export function deliveryStatus(delivery: Delivery): EmailDeliveryStatus {
  const { admin, customer } = delivery;
  if (admin === null || customer === null) return 'pending';
  if (admin === 'sent' && customer === 'sent') return 'sent';
  if (admin === 'failed' && customer === 'failed') return 'failed';
  return 'partial';
}
