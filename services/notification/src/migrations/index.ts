// Written by scripts/migration-create.ts: the migrations of this service, in order.
import { Migration20261122034117 } from './Migration20261122034117.ts';

export const migrations = [Migration20261122034117];
