import type { EntityManager } from '@mikro-orm/postgresql';
import { BoatEntity, ExtraEntity } from './entities.ts';
import { SEED_BOATS, SEED_EXTRAS } from './seed-data.ts';

/** Inserts the boats and extras that are missing; never overwrites what an administrator edited. */
export async function seed(em: EntityManager): Promise<{ boats: number; extras: number }> {
  let boats = 0;
  let extras = 0;
  await em.transactional(async (tx) => {
    for (const boat of SEED_BOATS) {
      if (await tx.findOne(BoatEntity, { id: boat.id })) continue;
      tx.create(BoatEntity, { ...boat, contentUpdatedAt: null });
      boats++;
    }
    for (const extra of SEED_EXTRAS) {
      if (await tx.findOne(ExtraEntity, { id: extra.id })) continue;
      tx.create(ExtraEntity, { ...extra, isActive: true });
      extras++;
    }
    await tx.flush();
    // Rows with explicit ids leave the serial behind; move it past them.
    await tx.execute(`select setval(pg_get_serial_sequence('catalogue.boats', 'id'), greatest((select max(id) from catalogue.boats), 1))`);
    await tx.execute(
      `select setval(pg_get_serial_sequence('catalogue.extras', 'id'), greatest((select max(id) from catalogue.extras), 1))`,
    );
  });
  return { boats, extras };
}
