import { PermanentError } from '@nbp/kit/bus';
import type { Envelope } from '@nbp/contracts/events/envelope';
import type { BookingLifecycleEventType, BookingRequestSealedField } from '@nbp/contracts/events/booking';
import type { MailContent } from '../mail/templates.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import type { MailDeps } from './mail-deps.ts';
import type { Recipient } from './request-mails.ts';

/** What every planner of a rental's later life shares (lifecycle-plan.ts, booking-change-plan.ts). */

/** A lifecycle event read and opened: what it is about, and the mail each recipient gets. */
export interface Plan {
  type: BookingLifecycleEventType;
  /** The request it is about; a phone booking's confirmation has none, and no outcome is published for it. */
  requestId: number | null;
  bookingId: number | null;
  mails: Partial<Record<Recipient, () => OutgoingMail>>;
  /** For a capped customer copy: the address it goes to and the boat and first day, which the caps count by. */
  capped?: { email: string; boatDay: string };
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Days and clock times the mails and the calendar file are built from; nonsense is never retried. */
export function checkRental(type: string, rental: { startDate: string; endDate: string }, times: string[] = []): void {
  if (!ISO_DATE.test(rental.startDate) || !ISO_DATE.test(rental.endDate) || rental.endDate < rental.startDate) {
    throw new PermanentError(`${type}: invalid days`);
  }
  if (times.some((time) => !CLOCK.test(time))) throw new PermanentError(`${type}: invalid check-in or check-out time`);
}

export function instant(type: string, value: string, field: string): Date {
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new PermanentError(`${type}: invalid ${field}`);
  return parsed;
}

/** The envelope's time, the calendar file's DTSTAMP: the same for every try of the event. */
export function occurredAt(message: Envelope): Date {
  const at = new Date(message.occurredAt);
  return Number.isNaN(at.getTime()) ? new Date(0) : at;
}

export function parse<T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }, message: Envelope): T {
  const parsed = schema.safeParse(message.payload);
  if (!parsed.success) throw new PermanentError(`invalid ${message.type} payload`);
  return parsed.data;
}

export type Open = (field: BookingRequestSealedField, value: string) => string;

/** What every planner is handed: the event, the brand and the office, and how to open and address. */
export interface PlanContext {
  message: Envelope;
  brand: MailDeps['brand'];
  office: { name: string; address: string };
  at: Date;
  /** Opens a field of this event about this request (or booking). */
  opener: (subjectId: number) => Open;
  toCustomer: (address: string, content: MailContent) => OutgoingMail;
}

export type Planned = Omit<Plan, 'type'>;
