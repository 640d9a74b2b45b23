import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MailDeliveryEntity, type MailDeliveryRow, type RecipientKind } from '../data/entities.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';

/** Which mail: the idempotency key (event, recipient) and what the mail is about. */
export interface DeliveryKey {
  eventId: string;
  recipient: RecipientKind;
  requestId?: number;
  contactId?: number;
}

/**
 * An error as it may be stored and published: short, and with any e-mail address hidden, because an
 * SMTP refusal often quotes the recipient and no queue may carry readable personal data.
 */
export function safeError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g, '[indirizzo]').slice(0, 500);
}

/** The delivery row of `key`, created pending if it is new, locked until the transaction ends. */
async function lockDelivery(tx: EntityManager, key: DeliveryKey): Promise<MailDeliveryRow> {
  const now = new Date();
  await tx
    .createQueryBuilder(MailDeliveryEntity)
    .insert({
      eventId: key.eventId,
      recipient: key.recipient,
      requestId: key.requestId ?? null,
      contactId: key.contactId ?? null,
      status: 'pending',
      attempts: 0,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict(['eventId', 'recipient'])
    .ignore()
    .execute();
  return tx.findOneOrFail(
    MailDeliveryEntity,
    { eventId: key.eventId, recipient: key.recipient },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
}

/** sent: now; done: an earlier copy of the event already settled it; withheld: a guard refused it. */
export type DeliveryOutcome = 'sent' | 'done' | 'withheld';

/**
 * Called under the delivery's lock, in its transaction, just before a mail is sent: returns a reason
 * to withhold the mail (the row is then marked skipped, with `onSkipped` in the same transaction),
 * or null to send it. It may set fields of the row, saved with the outcome.
 */
export type SendGuard = (tx: EntityManager, row: MailDeliveryRow) => Promise<string | null>;

export interface DeliveryOptions {
  onSent?: (tx: EntityManager, row: MailDeliveryRow) => void;
  guard?: SendGuard;
  onSkipped?: (tx: EntityManager, row: MailDeliveryRow) => void;
  recordRetry?: { attempts: number; delayMs: number };
}

/** A delivery settled for good: sent, or withheld on purpose. */
const settled = (row: MailDeliveryRow) => row.status === 'sent' || row.status === 'skipped';

interface Accepted {
  messageId: string;
  at: Date;
}

function markSent(row: MailDeliveryRow, accepted: Accepted): void {
  row.status = 'sent';
  row.sentAt = accepted.at;
  row.messageId = accepted.messageId.slice(0, 255);
  row.lastError = null;
}

/**
 * The server accepted the mail but the commit that records it was lost (the database dropped the
 * connection meanwhile). Recording it again, with a few patient tries, keeps a retry of the event
 * from sending the mail a second time; only a process that dies before it succeeds can still do so.
 */
async function recordAccepted(
  em: EntityManager,
  key: DeliveryKey,
  accepted: Accepted,
  onSent: (tx: EntityManager, row: MailDeliveryRow) => void,
  retry: { attempts: number; delayMs: number },
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await em.fork().transactional(async (tx) => {
        const row = await lockDelivery(tx, key);
        if (settled(row)) return;
        row.attempts += 1;
        markSent(row, accepted);
        onSent(tx, row);
      });
      return;
    } catch (err) {
      if (attempt >= retry.attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.min(retry.delayMs * 2 ** (attempt - 1), 5000)));
    }
  }
}

/**
 * Deliveries in progress in this process. The row lock is what keeps two copies of one event apart,
 * but a database that drops the connection mid-send releases it while the mail is out: a copy
 * handled here meanwhile waits for the first to finish instead of sending again.
 */
const inProgress = new Map<string, Promise<unknown>>();

/**
 * Sends one mail at most once per (event, recipient). The row stays locked while the server
 * answers, so a copy of the same event handled at the same moment waits and then finds it sent.
 * A success is recorded together with whatever `onSent` adds (the outcome event in the outbox)
 * in one transaction; a failure is recorded (tries, last error) and then thrown, for the bus to retry.
 */
export async function deliverOnce(
  em: EntityManager,
  mailer: Mailer,
  key: DeliveryKey,
  compose: () => OutgoingMail,
  options: DeliveryOptions = {},
): Promise<DeliveryOutcome> {
  const id = `${key.eventId}.${key.recipient}`;
  for (let earlier = inProgress.get(id); earlier; earlier = inProgress.get(id)) await earlier.catch(() => undefined);
  const delivery = deliverNow(em, mailer, key, compose, options);
  inProgress.set(id, delivery);
  try {
    return await delivery;
  } finally {
    if (inProgress.get(id) === delivery) inProgress.delete(id);
  }
}

async function deliverNow(
  em: EntityManager,
  mailer: Mailer,
  key: DeliveryKey,
  compose: () => OutgoingMail,
  options: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const onSent = options.onSent ?? (() => undefined);
  let accepted: Accepted | undefined;
  let result: { outcome: DeliveryOutcome } | { outcome: 'error'; error: unknown };
  try {
    result = await em.fork().transactional(async (tx) => {
      const row = await lockDelivery(tx, key);
      if (settled(row)) return { outcome: 'done' as const };
      const reason = options.guard ? await options.guard(tx, row) : null;
      if (reason) {
        row.status = 'skipped';
        row.skipReason = reason;
        row.lastError = null;
        options.onSkipped?.(tx, row);
        return { outcome: 'withheld' as const };
      }
      row.attempts += 1;
      try {
        const { messageId } = await mailer.send({ ...compose(), idempotencyKey: `${key.eventId}.${key.recipient}` });
        accepted = { messageId, at: new Date() };
        markSent(row, accepted);
        onSent(tx, row);
        return { outcome: 'sent' as const };
      } catch (err) {
        // Recorded rather than rolled back: the row shows how many tries were made and why they failed.
        row.lastError = safeError(err);
        return { outcome: 'error' as const, error: err };
      }
    });
  } catch (err) {
    if (!accepted) throw err;
    await recordAccepted(em, key, accepted, onSent, options.recordRetry ?? { attempts: 20, delayMs: 500 });
    return 'sent';
  }
  if (result.outcome === 'error') throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return result.outcome;
}

/**
 * After the last try: marks the delivery failed, with whatever `onFailed` adds in the same
 * transaction. A delivery that was sent (or withheld) meanwhile stays so; returns whether it was marked.
 */
export async function markFailed(
  em: EntityManager,
  key: DeliveryKey,
  error: string,
  onFailed: (tx: EntityManager, row: MailDeliveryRow) => void = () => undefined,
): Promise<boolean> {
  return em.fork().transactional(async (tx) => {
    const row = await lockDelivery(tx, key);
    if (settled(row)) return false;
    row.status = 'failed';
    // The row's own last error says more than the handler's summary of every recipient.
    row.lastError = row.lastError ?? error;
    onFailed(tx, row);
    return true;
  });
}
