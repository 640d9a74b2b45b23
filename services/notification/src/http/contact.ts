import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { contactMessage } from '@nbp/contracts/http/notification';
import { CONTACT_MESSAGE_RECEIVED, type ContactMessageReceived } from '@nbp/contracts/events/notification';
import { parse } from '@nbp/kit/errors';
import { enqueue } from '@nbp/kit/outbox';
import { nextSerialId } from '@nbp/kit/db';
import { ContactEntity, contactCell } from '../data/entities.ts';
import { rateLimit } from '@nbp/kit/rate-limit';
import type { Deps } from '../deps.ts';

export const CONTACT_SENT_MESSAGE = 'Messaggio inviato';

/** How long the same contact message counts as sent already. */
export const CONTACT_DEDUPE_MS = 10 * 60_000;

/**
 * POST /api/send-contact-email: the contact form. The message is stored sealed and its event is
 * written to the outbox in the same transaction; the mail itself goes out from the consumer.
 */
export function contactRouter(
  em: () => EntityManager,
  deps: Pick<Deps, 'keyring' | 'contactRateLimit' | 'addressKey'>,
  afterCommit: () => void,
): Router {
  const router = new Router({ prefix: '/api' });
  const { keyring } = deps;
  // Every attempt counts against the client's address, valid or not.
  const limited = rateLimit({ em, schema: 'notification', limit: deps.contactRateLimit, key: (ctx) => deps.addressKey(`ip|${ctx.ip}`) });

  router.post('/send-contact-email', limited, async (ctx) => {
    const input = parse(contactMessage, ctx.request.body);
    const dedupeKey = deps.addressKey(`contact|${input.name}|${input.email.toLowerCase()}|${input.phone ?? ''}|${input.message}`);
    await em().transactional(async (tx) => {
      // The same message again (a double click, a retry after a lost answer or a replica that died
      // mid-request) within the window is the one already stored and mailed (docs/guarantees.md).
      // The lock makes two copies arriving together wait for each other.
      await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [dedupeKey]);
      const [seen] = await tx.execute<{ id: number }[]>(
        `select id from "notification"."contacts" where dedupe_key = ? and created_at > now() - make_interval(secs => ?) limit 1`,
        [dedupeKey, CONTACT_DEDUPE_MS / 1000],
      );
      if (seen) return;
      // The id first: the fields are sealed for this row and no other.
      const id = await nextSerialId(tx, 'notification', 'contacts');
      const contact = tx.create(ContactEntity, {
        id,
        nameEncrypted: keyring.seal(input.name, contactCell('name_encrypted', id)),
        emailEncrypted: keyring.seal(input.email, contactCell('email_encrypted', id)),
        phoneEncrypted: keyring.sealNullable(input.phone, contactCell('phone_encrypted', id)),
        messageEncrypted: keyring.seal(input.message, contactCell('message_encrypted', id)),
        createdAt: new Date(),
        dedupeKey,
      });
      await tx.flush();
      enqueue(tx, CONTACT_MESSAGE_RECEIVED, { contactId: contact.id } satisfies ContactMessageReceived);
    });
    afterCommit();
    ctx.status = 201;
    ctx.body = { message: CONTACT_SENT_MESSAGE };
  });

  return router;
}
