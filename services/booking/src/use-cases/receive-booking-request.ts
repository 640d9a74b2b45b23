import type { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type bookingRequestInput } from '@nbp/contracts/http/booking';
import { mailboxKey, phoneKey } from '@nbp/contracts/mailbox';
import {
  BOOKING_REQUEST_HOARDING,
  BOOKING_REQUEST_RECEIVED,
  type BookingRequestHoarding,
  bookingRequestSealContext,
  type BookingRequestReceived,
  type BookingRequestSealedField,
} from '@nbp/contracts/events/booking';
import { horizonProblem, rentalDays, sameDayProblem, todayInRome } from '@nbp/contracts/common';
import { badRequest, conflict, HttpError } from '@nbp/kit/errors';
import { enqueue } from '@nbp/kit/outbox';
import { nextSerialId, retryOnDeadlock } from '@nbp/kit/db';
import type { CallContext } from '@nbp/kit/upstream';
import type { Quote } from '@nbp/contracts/http/pricing';
import { BookingRequestEntity, HoardingRefusalEntity, type BookingRequestRow } from '../data/entities.ts';
import type { Pii } from '../data/pii.ts';
import { obstacle, requestShareAfter } from '../data/availability.ts';
import { requestDateProblem } from '../domain/date-range.ts';
import { holdUntil, reminderAt } from '../domain/hold.ts';
import { newAccessToken, tokenFingerprintInput } from '../domain/access-token.ts';
import type { BoatName } from '../clients/catalogue.ts';
import type { Deps } from '../deps.ts';

export interface ReceivedRequest {
  row: BookingRequestRow;
  created: boolean;
}

/** Thrown inside the transaction when a pending cap is full; answered as a 429 once the refusal is counted. */
class PendingCapFull extends Error {}

/** The 429 of the pending caps, in the request's language (docs/request-lifecycle.md#hoarding). */
const pendingRefusal = (language: 'it' | 'en') => new HttpError(429, 'requests_pending', { language });

/** The days of the 30-day window the share of unanswered requests is measured on. */
export const SHARE_WINDOW_DAYS = 30;

/** The 409 for days a visitor cannot have: a confirmed booking or a marked day, or someone else's hold. */
const refusal = (why: 'closed' | 'taken' | 'held' | null) =>
  conflict(why === 'closed' ? 'boat_closed' : why === 'taken' ? 'boat_unavailable' : 'days_held');

/**
 * A visitor's booking request, delivered by e-mail. The boat, its availability and the price are
 * the server's own (catalogue, this service, pricing); the request and its event are written in one
 * transaction, so the mail goes out if and only if the request is stored. An identical request
 * within the dedupe window, still pending, answers the stored one (`created` false) instead of a
 * second one. A stored request holds the boat for its days until its holdUntil
 * (docs/request-lifecycle.md#holds): its claim is written by the insert itself (a trigger), so of
 * two requests for the same days, however simultaneous, the database lets one through.
 *
 * Nobody can hoard the fleet (docs/request-lifecycle.md#hoarding): one mailbox, one phone and one
 * client address each have at most their cap of pending requests, checked under advisory locks on
 * their keyed hashes in the same transaction as the insert (so replicas agree); one more is a 429
 * and stores nothing. A request that would let unanswered requests hold more than their share of
 * any 30-day window of the boat is stored and mailed, but holds no days.
 */
export async function receiveBookingRequest(
  em: EntityManager,
  deps: Pick<Deps, 'catalogue' | 'pricing' | 'pii' | 'dedupeWindowMs' | 'horizonMonths' | 'sameDayCutoffHour' | 'hold' | 'hoarding'>,
  input: z.output<typeof bookingRequestInput>,
  call: CallContext & { clientAddress: string; kick?: () => void },
): Promise<ReceivedRequest> {
  const now = new Date();
  const today = todayInRome(now);
  const problem =
    requestDateProblem(input, today) ??
    sameDayProblem(input, deps.sameDayCutoffHour, now) ??
    horizonProblem(input, deps.horizonMonths, today);
  if (problem) throw badRequest(problem, { issues: [problem] });
  // Outside the transaction: no lock is held while another service answers.
  const boat = await deps.catalogue.activeBoat(input.boatId, call);
  const quote = await deps.pricing.quote(boat.id, input.startDate, input.endDate, call);
  const incoming: Incoming = { input, boat, quote, keys: requestKeys(deps.pii, input, boat.id, call.clientAddress) };

  try {
    // Concurrent inserts checking the same exclusion constraint may deadlock; the victim tries again.
    return await retryOnDeadlock(() => em.transactional((tx) => storeRequest(tx, deps, incoming)));
  } catch (err) {
    if (err instanceof PendingCapFull) {
      if (await countRefusal(em.fork(), deps.hoarding)) call.kick?.();
      throw pendingRefusal(input.language);
    }
    // Another request (or booking) took the days between the check and the insert.
    if ((err as { code?: string }).code === '23P01') throw refusal(await obstacle(em.fork(), boat.id, input));
    throw err;
  }
}

/** The keyed hashes a request is known by: its double-submit key and the keys its pending caps count. */
interface RequestKeys {
  dedupeKey: string;
  emailKey: string;
  phoneKey: string;
  clientKey: string;
}

function requestKeys(pii: Pii, input: z.output<typeof bookingRequestInput>, boatId: number, clientAddress: string): RequestKeys {
  return {
    dedupeKey: pii.fingerprint(`request|${boatId}|${input.startDate}|${input.endDate}|${input.customerEmail.toLowerCase()}`),
    emailKey: pii.fingerprint(`pending-email|${mailboxKey(input.customerEmail)}`),
    phoneKey: pii.fingerprint(`pending-phone|${phoneKey(input.customerPhone)}`),
    clientKey: pii.fingerprint(`pending-client|${clientAddress}`),
  };
}

/** A visitor's request with what the server decided about it before the transaction. */
interface Incoming {
  input: z.output<typeof bookingRequestInput>;
  boat: BoatName;
  quote: Quote;
  keys: RequestKeys;
}

type StoreDeps = Pick<Deps, 'pii' | 'dedupeWindowMs' | 'hold' | 'hoarding'>;

const advisoryLock = (tx: EntityManager, key: string) => tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key], 'run');

/** The request's transaction: a repeat answered with the stored one, else the caps, the days, the share, the insert and its event. */
async function storeRequest(tx: EntityManager, deps: StoreDeps, incoming: Incoming): Promise<ReceivedRequest> {
  const { input, boat, keys } = incoming;
  // Serialises identical submits (also across replicas) until this transaction ends.
  await advisoryLock(tx, keys.dedupeKey);
  const repeated = await tx.findOne(
    BookingRequestEntity,
    { dedupeKey: keys.dedupeKey, status: 'pending', createdAt: { $gt: new Date(Date.now() - deps.dedupeWindowMs) } },
    { orderBy: { id: 'desc' } },
  );
  if (repeated) return { row: repeated, created: false };
  await refuseOverPendingCaps(tx, keys, deps.hoarding);

  // The common refusal, with its reason; a request racing this one is refused by the insert below.
  const why = await obstacle(tx, boat.id, input);
  if (why) throw refusal(why);

  // The boat's share: requests for one boat are measured one at a time, so two cannot both fit.
  await advisoryLock(tx, `booking.request-share|${boat.id}`);
  const heldAfter = await requestShareAfter(tx, boat.id, input, SHARE_WINDOW_DAYS);
  const holdsDays = heldAfter <= deps.hoarding.shareMax * SHARE_WINDOW_DAYS;
  return { row: await insertRequest(tx, deps, incoming, holdsDays), created: true };
}

/** Throws PendingCapFull when the mailbox, the phone or the client address already holds its pending requests. */
async function refuseOverPendingCaps(tx: EntityManager, keys: RequestKeys, caps: Deps['hoarding']): Promise<void> {
  const { emailKey, phoneKey, clientKey } = keys;
  // The caps, each key locked in one order (no two transactions wait on each other) until the commit.
  for (const key of [emailKey, phoneKey, clientKey].sort()) await advisoryLock(tx, key);
  const [pending] = await tx.execute<{ email: number; phone: number; client: number }[]>(
    `select count(*) filter (where email_key = ?)::int as email, count(*) filter (where phone_key = ?)::int as phone,
            count(*) filter (where client_key = ?)::int as client
       from "booking"."booking_requests"
      where status = 'pending' and hold_until > now() and (email_key = ? or phone_key = ? or client_key = ?)`,
    [emailKey, phoneKey, clientKey, emailKey, phoneKey, clientKey],
  );
  if (pending && (pending.email >= caps.maxPerEmail || pending.phone >= caps.maxPerPhone || pending.client >= caps.maxPerClient)) {
    throw new PendingCapFull();
  }
}

/** The sealed request, its hold and its link, written now, with booking.request.received.v1 in the outbox. */
async function insertRequest(tx: EntityManager, deps: StoreDeps, { input, boat, quote, keys }: Incoming, holdsDays: boolean) {
  const { pii } = deps;
  // The id first: the customer's fields are sealed for this row and no other.
  const id = await nextSerialId(tx, 'booking', 'booking_requests');
  const createdAt = new Date();
  const hold = holdUntil(createdAt, input.startDate, deps.hold);
  const token = newAccessToken();
  const request = tx.create(BookingRequestEntity, {
    id,
    boatId: boat.id,
    boatName: boat.name,
    ...pii.sealCustomer(input, 'booking_requests', id),
    startDate: input.startDate,
    endDate: input.endDate,
    totalPrice: quote.total,
    emailStatus: 'pending',
    adminEmailSent: false,
    customerEmailSent: false,
    adminEmailOutcome: null,
    customerEmailOutcome: null,
    isArchived: false,
    archivedAt: null,
    dedupeKey: keys.dedupeKey,
    createdAt,
    status: 'pending',
    holdUntil: hold,
    reminderAt: reminderAt(createdAt, hold),
    reminderSentAt: null,
    decidedAt: null,
    declineReason: null,
    bookingId: null,
    accessTokenHash: pii.fingerprint(tokenFingerprintInput(token)),
    accessTokenEncrypted: pii.seal(token, { table: 'booking_requests', id, column: 'access_token_encrypted' }),
    language: input.language,
    emailKey: keys.emailKey,
    phoneKey: keys.phoneKey,
    clientKey: keys.clientKey,
    holdsDays,
  });
  // Written now, inside the transaction: an overlap fails here (23P01), not at the commit.
  await tx.flush();
  // The event carries the fields sealed anew, bound to the event, the field and the request:
  // a value copied from the table does not open there, nor one from another request's event.
  const forEvent = (field: BookingRequestSealedField, plain: string) => pii.sealFor(plain, bookingRequestSealContext(field, id));
  enqueue(tx, BOOKING_REQUEST_RECEIVED, {
    requestId: request.id,
    boatId: boat.id,
    boatName: boat.name,
    startDate: input.startDate,
    endDate: input.endDate,
    days: rentalDays(input.startDate, input.endDate),
    totalPrice: quote.total,
    deposit: quote.deposit,
    customerName: forEvent('customerName', input.customerName),
    customerEmail: forEvent('customerEmail', input.customerEmail),
    customerPhone: forEvent('customerPhone', input.customerPhone),
    notes: input.notes ? forEvent('notes', input.notes) : null,
    holdUntil: hold.toISOString(),
    accessToken: forEvent('accessToken', token),
    language: input.language,
    holdsDays,
  } satisfies BookingRequestReceived);
  return request;
}

/**
 * Counts one refusal of the pending caps and, when more than `alarmRefusals` fell within the last
 * `alarmWindowMinutes` and none of them raised the alarm yet, raises it: booking.request.hoarding.v1
 * through the outbox, in the same transaction as the mark, so the office hears of it once per window
 * whatever the number of replicas (one advisory lock serialises the count). Returns whether it did.
 */
async function countRefusal(em: EntityManager, caps: Deps['hoarding']): Promise<boolean> {
  return em.transactional(async (tx) => {
    await tx.execute("select pg_advisory_xact_lock(hashtextextended('booking.hoarding-alarm', 0))", [], 'run');
    const now = new Date();
    const since = new Date(now.getTime() - caps.alarmWindowMinutes * 60_000);
    await tx.nativeDelete(HoardingRefusalEntity, { at: { $lt: since } });
    const refusal = tx.create(HoardingRefusalEntity, { at: now, alarmed: false });
    await tx.flush();
    const [window] = await tx.execute<{ refused: number; alarmed: boolean }[]>(
      `select count(*)::int as refused, coalesce(bool_or(alarmed), false) as alarmed from "booking"."hoarding_refusals" where at >= ?`,
      [since],
    );
    if (!window || window.refused <= caps.alarmRefusals || window.alarmed) return false;
    refusal.alarmed = true;
    enqueue(tx, BOOKING_REQUEST_HOARDING, {
      refused: window.refused,
      windowMinutes: caps.alarmWindowMinutes,
      since: since.toISOString(),
    } satisfies BookingRequestHoarding);
    return true;
  });
}
