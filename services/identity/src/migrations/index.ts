// Written by scripts/migration-create.ts: the migrations of this service, in order.
import { Migration20261122034007 } from './Migration20261122034007.ts';
import { Migration20261124200000 } from './Migration20261124200000.ts';
import { Migration20261128060000 } from './Migration20261128060000.ts';

export const migrations = [Migration20261122034007, Migration20261124200000, Migration20261128060000];
