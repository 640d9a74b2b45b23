// Written by scripts/migration-create.ts: the migrations of this service, in order.
import { Migration20261122034117 } from './Migration20261122034117.ts';
import { Migration20261124201223 } from './Migration20261124201223.ts';
import { Migration20261124205000 } from './Migration20261124205000.ts';
import { Migration20261124222325 } from './Migration20261124222325.ts';
import { Migration20261125005342 } from './Migration20261125005342.ts';
import { Migration20261125041529 } from './Migration20261125041529.ts';
import { Migration20261128055902 } from './Migration20261128055902.ts';

export const migrations = [Migration20261122034117, Migration20261124201223, Migration20261124205000, Migration20261124222325, Migration20261125005342, Migration20261125041529, Migration20261128055902];
