import type { EmailRequest } from '@nbp/contracts/http/booking';
import type { MailSkipReason } from '@nbp/contracts/events/notification';

/** The list as it will be once the server has archived (or restored) one request. */
export function withArchived(list: EmailRequest[], id: number, archived: boolean, now: Date = new Date()): EmailRequest[] {
  return list.map((request) =>
    request.id === id ? { ...request, isArchived: archived, archivedAt: archived ? now.toISOString() : null } : request,
  );
}

export function splitRequests(list: EmailRequest[]): { pending: EmailRequest[]; archived: EmailRequest[] } {
  const pending: EmailRequest[] = [];
  const archived: EmailRequest[] = [];
  for (const request of list) (request.isArchived ? archived : pending).push(request);
  return { pending, archived };
}

export type DeliveryState = 'sent' | 'failed' | 'in-progress' | 'skipped';

/** A recipient's mail: in progress while the request's mails are still going out, then sent or failed. */
export function deliveryState(request: Pick<EmailRequest, 'emailStatus'>, sent: boolean): DeliveryState {
  if (request.emailStatus === 'pending') return 'in-progress';
  return sent ? 'sent' : 'failed';
}

/** The overall badge (spec section 2): 'Inviata' only when every mail went out. */
export function overallLabel(request: Pick<EmailRequest, 'emailStatus'>): 'Inviata' | 'Parziale' {
  return request.emailStatus === 'sent' ? 'Inviata' : 'Parziale';
}

/** The customer copy: as any mail, or 'skipped' when the notification service withheld it on purpose. */
export function customerDelivery(
  request: Pick<EmailRequest, 'emailStatus' | 'customerEmailSent' | 'customerEmailSkipReason'>,
): DeliveryState {
  if (request.customerEmailSkipReason) return 'skipped';
  return deliveryState(request, request.customerEmailSent);
}

const SKIP_REASONS: Record<MailSkipReason, string> = {
  recipient_hourly_cap: 'Copia cliente non inviata: limite di invii per questo indirizzo raggiunto',
  recipient_daily_cap: 'Copia cliente non inviata: limite di invii per questo indirizzo raggiunto',
  boat_day_cap: 'Copia cliente non inviata: limite di invii per questa barca e data raggiunto',
};

/** Why the customer copy was not sent, for the administrator. */
export function skipReasonText(reason: MailSkipReason): string {
  return SKIP_REASONS[reason];
}
