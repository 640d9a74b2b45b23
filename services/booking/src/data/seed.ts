import type { EntityManager } from '@mikro-orm/postgresql';
import { todayInRome } from '@nbp/contracts/common';
import { addDays } from '../domain/date-range.ts';
import { BookingEntity } from './entities.ts';
import type { Pii } from './pii.ts';

/**
 * Two demo bookings a few weeks ahead, so the calendar shows taken days. Only into an empty table:
 * the dates follow today, so a later start must not add more.
 */
export async function seed(em: EntityManager, pii: Pii, today = todayInRome()): Promise<{ bookings: number }> {
  return em.transactional(async (tx) => {
    // Two replicas starting together must not both seed.
    await tx.execute(`select pg_advisory_xact_lock(hashtextextended('booking:seed', 0))`, [], 'run');
    if ((await tx.count(BookingEntity, {})) > 0) return { bookings: 0 };
    const demo = [
      { boatId: 1, startDate: addDays(today, 14), endDate: addDays(today, 15), totalPrice: '700.00' },
      { boatId: 3, startDate: addDays(today, 21), endDate: addDays(today, 23), totalPrice: '1350.00' },
    ];
    for (const booking of demo) {
      tx.create(BookingEntity, {
        ...booking,
        customerNameEncrypted: pii.seal('Cliente Dimostrativo'),
        customerEmailEncrypted: pii.seal('demo@example.test'),
        customerPhoneEncrypted: pii.seal('+39 000 000 0000'),
        selectedExtras: [],
        status: 'confirmed',
        notesEncrypted: pii.seal('Prenotazione di prova creata dal seed'),
        createdAt: new Date(),
      });
    }
    return { bookings: demo.length };
  });
}
