import type { MikroORM } from '@mikro-orm/postgresql';
import type { Keyring } from '@nbp/kit/crypto';
import type { Logger } from '@nbp/kit/logger';
import { resealOlderValues } from '@nbp/kit/reseal';
import { CONTACT_SEALED_COLUMNS } from './entities.ts';

/**
 * Run by main (and the tests) after the migrations, under their lock: contact messages written
 * before values were bound to their row and column are sealed again, bound.
 */
export function afterNotificationMigrations(keyring: Keyring, logger: Logger) {
  return async (orm: MikroORM): Promise<void> => {
    const resealed = await resealOlderValues(orm.em.fork(), keyring, logger, {
      schema: 'notification',
      table: 'contacts',
      columns: CONTACT_SEALED_COLUMNS,
    });
    if (resealed) logger.info({ resealed }, 'older sealed contact fields bound to their row');
  };
}
