import type { EmailDeliveryStatus } from '@nbp/contracts/http/booking';

/** skipped: deliberately not sent (the customer copy past a sending cap); final, like sent. */
export type MailOutcome = 'sent' | 'failed' | 'skipped';

export interface Delivery {
  admin: MailOutcome | null;
  customer: MailOutcome | null;
}

/**
 * A delivery once an outcome arrived for one recipient. A mail that went out stays sent, and one
 * withheld stays skipped: a late report for the same recipient cannot undo either.
 */
export function recordOutcome(delivery: Delivery, recipient: keyof Delivery, outcome: MailOutcome): Delivery {
  const current = delivery[recipient];
  return { ...delivery, [recipient]: current === 'sent' || current === 'skipped' ? current : outcome };
}

/**
 * The overall status: pending until both outcomes are known, then sent (both went out), failed
 * (neither did, nor was withheld) or partial; a withheld customer copy makes it partial at best.
 */
export function deliveryStatus(delivery: Delivery): EmailDeliveryStatus {
  const { admin, customer } = delivery;
  if (admin === null || customer === null) return 'pending';
  if (admin === 'sent' && customer === 'sent') return 'sent';
  if (admin === 'failed' && customer === 'failed') return 'failed';
  return 'partial';
}
