import type { EntityManager } from '@mikro-orm/postgresql';
import { columnContext, Keyring, TamperedError } from './crypto.ts';
import type { ServiceSchema } from './db.ts';
import type { Logger } from './logger.ts';

/**
 * The older format: four base64url parts (the current one has five, "v2" first). Values that are
 * neither (not sealed at all) are not ours to rewrite and are not scanned at every start.
 */
const OLDER = '^[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]*$';
const BATCH = 200;

/**
 * Seals again, bound to their cell (see columnContext), the values of one table's sealed columns
 * written before values were bound to their row and column. A data step rather than a migration: it
 * needs the PII keys, which only the service's configuration holds; services run it right after
 * their migrations, under the same lock (startInfrastructure's afterMigrations).
 *
 * Idempotent (only values in the older format are selected) and batched: each batch is its own transaction and
 * locks its rows, so a running replica's edit of one waits for it. A value that cannot be opened is
 * left as it is (readers already refuse it) and logged; the id cursor moves past it.
 */
export async function resealOlderValues(
  em: EntityManager,
  keyring: Keyring,
  logger: Logger,
  target: {
    schema: ServiceSchema;
    table: string;
    /** The table name the sealed values are bound to, when the table has been renamed since (else `table`). */
    sealedAs?: string;
    columns: readonly string[];
  },
): Promise<number> {
  const { schema, table, columns } = target;
  const sealedAs = target.sealedAs ?? table;
  for (const name of [table, ...columns]) if (!/^[a-z_]+$/.test(name)) throw new Error(`Unsafe name: ${name}`);
  const older = columns.map((column) => `${column} ~ '${OLDER}'`).join(' or ');
  let resealed = 0;
  let after = 0;
  for (;;) {
    const rows = await em.fork().transactional(async (tx) => {
      const batch = await tx.execute<({ id: number } & Record<string, string | null>)[]>(
        `select id, ${columns.join(', ')} from "${schema}"."${table}" where id > ? and (${older}) order by id limit ${BATCH} for update`,
        [after],
        'all',
      );
      for (const row of batch) {
        const changes: [string, string][] = [];
        for (const column of columns) {
          const value = row[column];
          if (!value || Keyring.isCurrent(value) || !new RegExp(OLDER).test(value)) continue;
          const context = columnContext(schema, sealedAs, column, row.id);
          try {
            changes.push([column, keyring.seal(keyring.open(value, context), context)]);
          } catch (err) {
            if (!(err instanceof TamperedError)) throw err;
            logger.warn({ entity: table, id: row.id, field: column, reason: err.message }, 'encrypted field not sealed again');
          }
        }
        if (!changes.length) continue;
        await tx.execute(
          `update "${schema}"."${table}" set ${changes.map(([column]) => `${column} = ?`).join(', ')} where id = ?`,
          [...changes.map(([, value]) => value), row.id],
          'run',
        );
        resealed += 1;
      }
      return batch;
    });
    if (rows.length < BATCH) return resealed;
    after = rows[rows.length - 1]!.id;
  }
}
