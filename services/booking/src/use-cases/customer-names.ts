import type { EntityManager } from '@mikro-orm/postgresql';
import type { CustomerNames } from '@nbp/contracts/http/booking';
import { BookingEntity, BookingRequestEntity } from '../data/entities.ts';
import type { Pii } from '../data/pii.ts';

/**
 * The customers' names of some bookings and requests, opened for the log (docs/back-office.md#a-readable-log).
 * Two queries whatever the number of ids; ids that no longer exist are simply absent.
 */
export async function customerNamesOf(
  em: EntityManager,
  pii: Pii,
  ids: { bookings: number[]; requests: number[] },
): Promise<CustomerNames> {
  const [bookings, requests] = await Promise.all([
    ids.bookings.length
      ? em.find(BookingEntity, { id: { $in: ids.bookings } }, { fields: ['id', 'customerNameEncrypted'], orderBy: { id: 'asc' } })
      : [],
    ids.requests.length
      ? em.find(BookingRequestEntity, { id: { $in: ids.requests } }, { fields: ['id', 'customerNameEncrypted'], orderBy: { id: 'asc' } })
      : [],
  ]);
  return {
    bookings: bookings.map((row) => ({
      id: row.id,
      customerName: pii.open(row.customerNameEncrypted, { table: 'bookings', id: row.id, column: 'customer_name_encrypted' }),
    })),
    requests: requests.map((row) => ({
      id: row.id,
      customerName: pii.open(row.customerNameEncrypted, { table: 'booking_requests', id: row.id, column: 'customer_name_encrypted' }),
    })),
  };
}
