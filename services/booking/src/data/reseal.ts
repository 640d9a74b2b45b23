import type { MikroORM } from '@mikro-orm/postgresql';
import type { Keyring } from '@nbp/kit/crypto';
import type { Logger } from '@nbp/kit/logger';
import { resealOlderValues } from '@nbp/kit/reseal';
import { SEALED_COLUMNS, SEALED_TABLE_NAME, type SealedTable } from './pii.ts';

const TABLES: SealedTable[] = ['bookings', 'booking_requests'];

/**
 * Run by main (and the test harness) after the migrations, under their lock: the customer fields
 * written before values were bound to their row and column are sealed again, bound.
 */
export function afterBookingMigrations(keyring: Keyring, logger: Logger) {
  return async (orm: MikroORM): Promise<void> => {
    let resealed = 0;
    for (const table of TABLES)
      resealed += await resealOlderValues(orm.em.fork(), keyring, logger, {
        schema: 'booking',
        table,
        sealedAs: SEALED_TABLE_NAME[table],
        columns: SEALED_COLUMNS,
      });
    if (resealed) logger.info({ resealed }, 'older sealed customer fields bound to their row');
  };
}
