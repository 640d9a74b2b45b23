import type { EntityManager } from '@mikro-orm/postgresql';
import type { IdentityConfig } from '../config.ts';
import { seedAdmin } from '../config.ts';
import { ensureAdmin } from './admins.ts';

/** Creates the configured administrator when missing; an existing one (and its password) is left alone. */
export async function seed(em: EntityManager, config: IdentityConfig): Promise<{ admin: string }> {
  const admin = seedAdmin(config);
  const { outcome } = await ensureAdmin(
    em,
    { email: admin.email, password: admin.password, firstName: 'Admin' },
    { reset: false, source: 'seed' },
  );
  return { admin: outcome };
}
