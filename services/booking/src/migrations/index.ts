// Written by scripts/migration-create.ts: the migrations of this service, in order.
import { Migration20261122035042 } from './Migration20261122035042.ts';
import { Migration20261124200515 } from './Migration20261124200515.ts';
import { Migration20261124211500 } from './Migration20261124211500.ts';
import { Migration20261124222325 } from './Migration20261124222325.ts';
import { Migration20261125003310 } from './Migration20261125003310.ts';
import { Migration20261125004340 } from './Migration20261125004340.ts';
import { Migration20261125034331 } from './Migration20261125034331.ts';
import { Migration20261125034916 } from './Migration20261125034916.ts';
import { Migration20261128055717 } from './Migration20261128055717.ts';
import { Migration20261128062715 } from './Migration20261128062715.ts';
import { Migration20261129074500 } from './Migration20261129074500.ts';
import { Migration20261129075714 } from './Migration20261129075714.ts';
import { Migration20261129101339 } from './Migration20261129101339.ts';

export const migrations = [Migration20261122035042, Migration20261124200515, Migration20261124211500, Migration20261124222325, Migration20261125003310, Migration20261125004340, Migration20261125034331, Migration20261125034916, Migration20261128055717, Migration20261128062715, Migration20261129074500, Migration20261129075714, Migration20261129101339];
