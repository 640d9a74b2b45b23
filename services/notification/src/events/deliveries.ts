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
  /** A phone booking's confirmation, which has no request. */
  bookingId?: number;
  /** A calendar conflict, or a quiet calendar feed (docs/calendars.md#conflicts-and-quiet-feeds). */
  conflictId?: number;
  feedId?: number;
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
      bookingId: key.bookingId ?? null,
      conflictId: key.conflictId ?? null,
      feedId: key.feedId ?? null,
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
  /** How long a claim to send keeps other copies of the event from sending (default 3 minutes). */
  leaseMs?: number;
  /**
   * The deliveries in progress of this process (default: the module's own). A test hands another
   * map to play a second replica, which shares the database but not this process's memory.
   */
  local?: Map<string, Promise<unknown>>;
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
 * Records a mail the server accepted, with whatever `onSent` adds, in one transaction. When the
 * database is away it tries again, patiently: until it succeeds the claim keeps every copy of the
 * event from sending the mail again, for as long as the lease lasts.
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
 * Deliveries in progress in this process: a copy of an event handled here while the first is out
 * waits for it and then finds it settled, without reading the database in a loop.
 */
const inProgress = new Map<string, Promise<unknown>>();

export const DEFAULT_LEASE_MS = 180_000;

/**
 * Sends one mail at most once per (event, recipient), across every replica, even when the database
 * drops a connection in the middle. First a claim is committed (status 'sending', claimedAt): a copy
 * of the event handled elsewhere finds it and waits, polling, until the delivery is settled or the
 * claim is older than the lease. Then the mail is sent with no transaction open, its Message-ID made
 * from the delivery's key; then the success is recorded with whatever `onSent` adds (the outcome
 * event in the outbox), retried while the database is away. A refusal puts the row back to pending
 * with the error, and is thrown for the bus to retry.
 *
 * A claim older than the lease is taken over and the mail sent again, with the same Message-ID: the
 * claimer died, or could not reach the database for the whole lease, between the server's answer and
 * the record. Sending again then is chosen over never sending (at least once): a booking request the
 * office never hears of costs more than a rare second copy of the same message.
 */
export async function deliverOnce(
  em: EntityManager,
  mailer: Mailer,
  key: DeliveryKey,
  compose: () => OutgoingMail,
  options: DeliveryOptions = {},
): Promise<DeliveryOutcome> {
  const id = `${key.eventId}.${key.recipient}`;
  const local = options.local ?? inProgress;
  for (let earlier = local.get(id); earlier; earlier = local.get(id)) await earlier.catch(() => undefined);
  const delivery = deliverNow(em, mailer, key, compose, options);
  local.set(id, delivery);
  try {
    return await delivery;
  } finally {
    if (local.get(id) === delivery) local.delete(id);
  }
}

type Claim = { kind: 'done' } | { kind: 'withheld' } | { kind: 'busy'; until: number } | { kind: 'claimed'; at: Date };

async function claim(em: EntityManager, key: DeliveryKey, options: DeliveryOptions, leaseMs: number): Promise<Claim> {
  return em.fork().transactional(async (tx): Promise<Claim> => {
    const row = await lockDelivery(tx, key);
    if (settled(row)) return { kind: 'done' };
    const now = Date.now();
    if (row.status === 'sending' && row.claimedAt && row.claimedAt.getTime() + leaseMs > now) {
      return { kind: 'busy', until: row.claimedAt.getTime() + leaseMs };
    }
    const reason = options.guard ? await options.guard(tx, row) : null;
    if (reason) {
      row.status = 'skipped';
      row.skipReason = reason;
      row.lastError = null;
      options.onSkipped?.(tx, row);
      return { kind: 'withheld' };
    }
    row.status = 'sending';
    row.claimedAt = new Date(now);
    row.attempts += 1;
    return { kind: 'claimed', at: row.claimedAt };
  });
}

async function deliverNow(
  em: EntityManager,
  mailer: Mailer,
  key: DeliveryKey,
  compose: () => OutgoingMail,
  options: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  let claimed = await claim(em, key, options, leaseMs);
  // Another replica is sending it: wait for its outcome. Bounded: the claim expires within the lease.
  while (claimed.kind === 'busy') {
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(10, Math.min(1000, claimed.kind === 'busy' ? claimed.until - Date.now() : 0))),
    );
    claimed = await claim(em, key, options, leaseMs);
  }
  if (claimed.kind === 'done') return 'done';
  if (claimed.kind === 'withheld') return 'withheld';
  const claimedAt = claimed.at;

  let accepted: Accepted;
  try {
    const { messageId } = await mailer.send({ ...compose(), idempotencyKey: `${key.eventId}.${key.recipient}` });
    accepted = { messageId, at: new Date() };
  } catch (err) {
    // Refused or unreachable, so not sent: the claim is released at once, with the error, rather
    // than left to expire. Should the database be away too, the claim expires by itself.
    await em
      .fork()
      .transactional(async (tx) => {
        const row = await lockDelivery(tx, key);
        if (row.status !== 'sending' || row.claimedAt?.getTime() !== claimedAt.getTime()) return;
        row.status = 'pending';
        row.lastError = safeError(err);
      })
      .catch(() => undefined);
    throw err instanceof Error ? err : new Error(String(err));
  }
  await recordAccepted(em, key, accepted, options.onSent ?? (() => undefined), options.recordRetry ?? { attempts: 20, delayMs: 500 });
  return 'sent';
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
    // A live claim: the mail may be out, and its sender will record it.
    if (settled(row) || row.status === 'sending') return false;
    row.status = 'failed';
    // The row's own last error says more than the handler's summary of every recipient.
    row.lastError = row.lastError ?? error;
    onFailed(tx, row);
    return true;
  });
}
