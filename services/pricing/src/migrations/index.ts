// Written by scripts/migration-create.ts: the migrations of this service, in order.
import { Migration20261122034502 } from './Migration20261122034502.ts';
import { Migration20261125101520_period_name_en } from './Migration20261125101520_period_name_en.ts';

export const migrations = [Migration20261122034502, Migration20261125101520_period_name_en];
