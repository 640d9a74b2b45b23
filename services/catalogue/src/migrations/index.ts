// Written by scripts/migration-create.ts: the migrations of this service, in order.
import { Migration20261122033052 } from './Migration20261122033052.ts';

export const migrations = [Migration20261122033052];
