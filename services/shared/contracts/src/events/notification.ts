import { z } from 'zod';

export const mailRecipient = z.enum(['admin', 'customer']);
/**
 * Which mail of a request an outcome is about: the two mails of the request's arrival (the only
 * ones whose outcome makes the request's delivery status), or one of its later life ('changed': an
 * office change of its booking, whose outcome is not published today).
 */
export const requestMailKind = z.enum(['received', 'confirmed', 'declined', 'expired', 'cancelled', 'reminder', 'changed']);
export type RequestMailKind = z.infer<typeof requestMailKind>;
/** notification.email.sent.v1 / notification.email.failed.v1, one per recipient of a booking request's mail. */
export const emailOutcome = z.object({
  requestId: z.number().int(),
  recipient: mailRecipient,
  attempts: z.number().int(),
  error: z.string().nullable(),
  /** Absent in events from before the request's later mails: then it is the arrival's. */
  mail: requestMailKind.default('received'),
});
export type EmailOutcome = z.infer<typeof emailOutcome>;
export const EMAIL_SENT = 'notification.email.sent.v1';
export const EMAIL_FAILED = 'notification.email.failed.v1';

/** Why a customer copy was not sent: a cap on mails to one address, or to one boat and start day. */
export const MAIL_SKIP_REASONS = ['recipient_hourly_cap', 'recipient_daily_cap', 'boat_day_cap'] as const;
export const mailSkipReason = z.enum(MAIL_SKIP_REASONS);
export type MailSkipReason = z.infer<typeof mailSkipReason>;
/**
 * notification.email.skipped.v1: a mail deliberately not sent (only a customer copy a stranger can
 * cause: received, cancelled, expired), with the reason and which mail it was. The request is
 * stored and the office mailed all the same (docs/mail-limits.md#which-mails-are-capped).
 */
export const emailSkipped = z.object({
  requestId: z.number().int(),
  recipient: mailRecipient,
  reason: mailSkipReason,
  /** Absent in events from before the later mails were capped: then it is the arrival's. */
  mail: requestMailKind.default('received'),
});
export type EmailSkipped = z.infer<typeof emailSkipped>;
export const EMAIL_SKIPPED = 'notification.email.skipped.v1';

/**
 * contact.message.received.v1: the contact form was stored. Only the id travels: the notification
 * service reads the (encrypted) message from its own table, so no queue holds personal data.
 */
export const contactMessageReceived = z.object({ contactId: z.number().int() });
export type ContactMessageReceived = z.infer<typeof contactMessageReceived>;
export const CONTACT_MESSAGE_RECEIVED = 'contact.message.received.v1';
