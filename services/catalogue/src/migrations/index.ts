// Written by scripts/migration-create.ts: the migrations of this service, in order.
import { Migration20261122033052 } from './Migration20261122033052.ts';
import { Migration20261125040715 } from './Migration20261125040715.ts';

export const migrations = [Migration20261122033052, Migration20261125040715];
