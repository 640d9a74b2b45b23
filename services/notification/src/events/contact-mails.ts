import type { ConsumerOptions } from '@nbp/kit/bus';
import { PermanentError } from '@nbp/kit/bus';
import { TamperedError } from '@nbp/kit/crypto';
import { CONTACT_MESSAGE_RECEIVED, contactMessageReceived } from '@nbp/contracts/events/notification';
import { ContactEntity, contactCell, type ContactSealedColumn } from '../data/entities.ts';
import { officeContactMail, type ContactDetails } from '../mail/templates.ts';
import { deliverOnce, markFailed, safeError } from './deliveries.ts';
import type { MailDeps } from './mail-deps.ts';

async function readContact(deps: MailDeps, contactId: number): Promise<ContactDetails> {
  const row = await deps.em().fork().findOne(ContactEntity, { id: contactId });
  if (!row) throw new PermanentError(`contact ${contactId} not found`);
  const open = (column: ContactSealedColumn, value: string) => deps.keyring.open(value, contactCell(column, row.id));
  try {
    return {
      contactId: row.id,
      name: open('name_encrypted', row.nameEncrypted),
      email: open('email_encrypted', row.emailEncrypted),
      phone: row.phoneEncrypted ? open('phone_encrypted', row.phoneEncrypted) : null,
      message: open('message_encrypted', row.messageEncrypted),
      receivedAt: row.createdAt,
    };
  } catch (err) {
    if (err instanceof TamperedError) throw new PermanentError(`contact ${contactId}: ${err.message}`);
    throw err;
  }
}

/**
 * contact.message.received.v1 -> one mail to the office whose Reply-To is the visitor, with the
 * retry and at-most-once rules of the booking mails. Nobody consumes an outcome of these, so the
 * delivery row alone records it.
 */
export function contactMails(deps: MailDeps): ConsumerOptions {
  return {
    queue: 'contact-mails',
    bindings: [CONTACT_MESSAGE_RECEIVED],
    maxAttempts: deps.maxAttempts,
    retryDelayMs: deps.retryDelayMs,
    // A delivery holds a database connection while the SMTP server answers: few at a time, so
    // the two consumers together stay below the pool and HTTP requests still get a connection.
    prefetch: 4,
    async handler(message) {
      const parsed = contactMessageReceived.safeParse(message.payload);
      if (!parsed.success) throw new PermanentError(`invalid ${CONTACT_MESSAGE_RECEIVED} payload`);
      const contact = await readContact(deps, parsed.data.contactId);
      await deliverOnce(
        deps.em(),
        deps.mailer,
        { eventId: message.id, recipient: 'office-contact', contactId: contact.contactId },
        () => ({
          ...officeContactMail(deps.brand, contact),
          to: { name: deps.brand.business.name, address: deps.officeEmail },
          replyTo: { name: contact.name, address: contact.email },
        }),
        { leaseMs: deps.leaseMs },
      );
    },
    async onGiveUp(message, error) {
      const parsed = contactMessageReceived.safeParse(message.payload);
      if (!parsed.success) return;
      const contactId = parsed.data.contactId;
      await markFailed(deps.em(), { eventId: message.id, recipient: 'office-contact', contactId }, safeError(error));
      deps.logger.error({ contactId, eventId: message.id }, 'contact mail given up');
    },
  };
}
