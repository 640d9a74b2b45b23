import { z } from 'zod';

export const mailRecipient = z.enum(['admin', 'customer']);
/** notification.email.sent.v1 / notification.email.failed.v1, one per recipient of a booking request. */
export const emailOutcome = z.object({
  requestId: z.number().int(),
  recipient: mailRecipient,
  attempts: z.number().int(),
  error: z.string().nullable(),
});
export type EmailOutcome = z.infer<typeof emailOutcome>;
export const EMAIL_SENT = 'notification.email.sent.v1';
export const EMAIL_FAILED = 'notification.email.failed.v1';

/**
 * contact.message.received.v1: the contact form was stored. Only the id travels: the notification
 * service reads the (encrypted) message from its own table, so no queue holds personal data.
 */
export const contactMessageReceived = z.object({ contactId: z.number().int() });
export type ContactMessageReceived = z.infer<typeof contactMessageReceived>;
export const CONTACT_MESSAGE_RECEIVED = 'contact.message.received.v1';
