import type { EntityManager } from '@mikro-orm/postgresql';
import { todayInRome } from '@nbp/contracts/common';
import { addDays } from '@nbp/contracts/days';
import { BookingEntity } from './entities.ts';
import { nextSerialId } from '@nbp/kit/db';
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
      const id = await nextSerialId(tx, 'booking', 'bookings');
      const customer = {
        customerName: 'Cliente Dimostrativo',
        customerEmail: 'demo@example.test',
        customerPhone: '+39 000 000 0000',
        notes: 'Prenotazione di prova creata dal seed',
      };
      tx.create(BookingEntity, {
        ...booking,
        id,
        ...pii.sealCustomer(customer, 'bookings', id),
        selectedExtras: [],
        status: 'confirmed',
        createdAt: new Date(),
      });
    }
    return { bookings: demo.length };
  });
}
