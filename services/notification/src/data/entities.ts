import { defineEntity, p } from '@mikro-orm/core';
import { columnContext } from '@nbp/kit/crypto';
import { RateLimitCounter } from '@nbp/kit/rate-limit';

/**
 * contacts (docs/product/texts.md#contact): a message from the contact form. Every field the visitor typed is
 * sealed with the PII keyring, bound to its column and row, so a database dump holds no readable
 * personal data and a value copied to another row does not open.
 */
export const ContactEntity = defineEntity({
  name: 'Contact',
  tableName: 'contacts',
  properties: {
    id: p.integer().primary().autoincrement(),
    nameEncrypted: p.text(),
    emailEncrypted: p.text(),
    phoneEncrypted: p.text().nullable(),
    messageEncrypted: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /**
     * A keyed hash of what was sent (name, e-mail, phone, message): the same message sent again
     * within minutes is the first one, not a second row and a second mail (docs/guarantees.md).
     */
    dedupeKey: p.string().length(64).nullable().index(),
  },
});
export type ContactRow = InstanceType<typeof ContactEntity.class>;

export const CONTACT_SEALED_COLUMNS = ['name_encrypted', 'email_encrypted', 'phone_encrypted', 'message_encrypted'] as const;
export type ContactSealedColumn = (typeof CONTACT_SEALED_COLUMNS)[number];

/** What a contact's sealed field is bound to: its column and row (a copy elsewhere does not open). */
export function contactCell(column: ContactSealedColumn, id: number): string {
  return columnContext('notification', 'contacts', column, id);
}

/**
 * office-calendar: the office's mail about an imported calendar (a conflict, a quiet feed;
 * docs/calendars.md). office-alarm: the office's alarm about requests refused by the pending caps
 * (docs/request-lifecycle.md#hoarding), about no one subject: the event itself is its key.
 */
export const RECIPIENT_KINDS = ['admin', 'customer', 'office-contact', 'office-calendar', 'office-alarm'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];
/**
 * sending: claimed by one process, whose mail may be out (see claimedAt); skipped: deliberately not
 * sent (a customer copy past a sending cap), final like sent.
 */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One mail owed for one event to one recipient. (eventId, recipient) is unique: it is the
 * idempotency key, so a redelivered event finds its row already 'sent' and sends nothing.
 */
export const MailDeliveryEntity = defineEntity({
  name: 'MailDelivery',
  tableName: 'mail_deliveries',
  properties: {
    id: p.integer().primary().autoincrement(),
    eventId: p.uuid(),
    recipient: p.string().length(20).$type<RecipientKind>(),
    requestId: p.integer().nullable(),
    contactId: p.integer().nullable(),
    /** A phone booking's confirmation (booking.confirmed.v1), which belongs to no request. */
    bookingId: p.integer().nullable(),
    /** A calendar conflict (calendar.conflict.v1) the office is told of. */
    conflictId: p.integer().nullable(),
    /** An imported feed gone quiet (calendar.feed.stale.v1). */
    feedId: p.integer().nullable(),
    status: p.string().length(10).$type<DeliveryStatus>().default('pending'),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    sentAt: p.datetime().nullable(),
    messageId: p.string().length(255).nullable(),
    /** When the last claim to send was committed: the lease of a 'sending' row runs from here. */
    claimedAt: p.datetime().nullable(),
    /** Why a skipped delivery was not sent (a cap's reason code). */
    skipReason: p.string().length(30).nullable(),
    /** Customer copies only: keyed hash of the address, and boat|start day, which the caps count by. */
    recipientKey: p.string().length(64).nullable(),
    boatDay: p.string().length(40).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ name: 'mail_deliveries_event_recipient_unique', properties: ['eventId', 'recipient'] }],
  indexes: [
    { properties: ['requestId'] },
    { properties: ['contactId'] },
    { properties: ['bookingId'] },
    { properties: ['recipientKey', 'claimedAt'] },
    { properties: ['boatDay', 'claimedAt'] },
  ],
  checks: [
    {
      name: 'mail_deliveries_recipient_check',
      expression: "recipient in ('admin', 'customer', 'office-contact', 'office-calendar', 'office-alarm')",
    },
    { name: 'mail_deliveries_status_check', expression: "status in ('pending', 'sending', 'sent', 'failed', 'skipped')" },
    // A delivery belongs to exactly one of: a booking request, a contact message, a phone booking, a
    // calendar conflict, a quiet calendar feed; an office alarm belongs to none.
    {
      name: 'mail_deliveries_subject_check',
      expression:
        "(recipient = 'office-alarm' and num_nonnulls(request_id, contact_id, booking_id, conflict_id, feed_id) = 0) or (recipient <> 'office-alarm' and num_nonnulls(request_id, contact_id, booking_id, conflict_id, feed_id) = 1)",
    },
  ],
});
export type MailDeliveryRow = InstanceType<typeof MailDeliveryEntity.class>;

/** The contact form's fixed-window counters (the kit's one rate limiter) live in this schema too. */
export const entities = [ContactEntity, MailDeliveryEntity, RateLimitCounter];
