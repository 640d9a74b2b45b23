import type { BookingRequest } from '@nbp/contracts/http/booking';
import type { MailSkipReason } from '@nbp/contracts/events/notification';

/** The selection after ticking or unticking one request. */
export function toggleSelected(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id];
}

/** 'Seleziona tutte': every request of the list, or none when every one already is selected. */
export function toggleAll(selected: readonly number[], list: readonly Pick<BookingRequest, 'id'>[]): number[] {
  return list.length > 0 && list.every((request) => selected.includes(request.id)) ? [] : list.map((request) => request.id);
}

/**
 * The selected requests still in the list, in its order: a request archived or restored meanwhile
 * (here or in another tab) drops out of the selection instead of being archived unseen.
 */
export function selectedIn(selected: readonly number[], list: readonly Pick<BookingRequest, 'id'>[]): number[] {
  return list.filter((request) => selected.includes(request.id)).map((request) => request.id);
}

/**
 * A page of one state's list once requests were archived (or restored): those that left the list are
 * taken off at once, and the total with them (docs/back-office.md#richieste-email).
 */
export function withoutMoved<Page extends { items: BookingRequest[]; total: number; state: string }>(
  page: Page,
  ids: number | readonly number[],
  archived: boolean,
): Page {
  const moved = new Set(typeof ids === 'number' ? [ids] : ids);
  const left = (page.state === 'archived') === archived ? [] : page.items.filter((request) => moved.has(request.id));
  if (left.length === 0) return page;
  return { ...page, items: page.items.filter((request) => !moved.has(request.id)), total: Math.max(0, page.total - left.length) };
}

/** The requests among those to archive that still hold their days: archiving them asks first. */
export function stillPending<R extends Pick<BookingRequest, 'status' | 'isArchived'>>(requests: readonly R[]): R[] {
  return requests.filter((request) => request.status === 'pending' && !request.isArchived);
}

export type DeliveryState = 'sent' | 'failed' | 'in-progress' | 'skipped';

/** A recipient's mail: in progress while the request's mails are still going out, then sent or failed. */
export function deliveryState(request: Pick<BookingRequest, 'emailStatus'>, sent: boolean): DeliveryState {
  if (request.emailStatus === 'pending') return 'in-progress';
  return sent ? 'sent' : 'failed';
}

/** The overall badge (docs/product/screens.md#admin-requests): 'Inviata' only when every mail went out. */
export function overallLabel(request: Pick<BookingRequest, 'emailStatus'>): 'Inviata' | 'Parziale' {
  return request.emailStatus === 'sent' ? 'Inviata' : 'Parziale';
}

/** The customer copy: as any mail, or 'skipped' when the notification service withheld it on purpose. */
export function customerDelivery(
  request: Pick<BookingRequest, 'emailStatus' | 'customerEmailSent' | 'customerEmailSkipReason'>,
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
