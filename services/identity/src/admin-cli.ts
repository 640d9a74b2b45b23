/**
 * Creates an administrator or resets one's password (ending their sessions):
 *   npm run admin -w @nbp/identity -- --email a@b.it --password 'Secret123!' [--first-name X] [--last-name Y]
 * Reads DATABASE_URL like the service and applies identity's migrations first.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { newPasswordProblem } from '@nbp/contracts/http/identity';
import { loadConfig, serviceEnv } from '@nbp/kit/config';
import { createOrm, ensureDatabase, migrate, redactUrl } from '@nbp/kit/db';
import { OutboxMessage, ProcessedMessage } from '@nbp/kit/outbox';
import { entities } from './data/entities.ts';
import { migrations } from './migrations/index.ts';
import { ensureAdmin } from './data/admins.ts';

const USAGE =
  "Uso: npm run admin -w @nbp/identity -- --email <email> --password '<password>' [--first-name <nome>] [--last-name <cognome>]";

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

async function main(): Promise<void> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const email = z
    .email()
    .max(254)
    .safeParse(String(values.email ?? '').trim());
  if (!email.success) fail(`Indirizzo email mancante o non valido.\n${USAGE}`);
  const password = typeof values.password === 'string' ? values.password : '';
  const problem = newPasswordProblem(password);
  if (problem) fail(problem);

  const config = loadConfig(serviceEnv('identity'));
  if (config.NODE_ENV !== 'production') await ensureDatabase(config.DATABASE_URL);
  const orm = await createOrm({
    url: config.DATABASE_URL,
    schema: 'identity',
    entities: [...entities, OutboxMessage, ProcessedMessage],
    migrations,
    poolMax: 2,
  });
  try {
    await migrate(orm, config.DATABASE_URL, 'identity');
    const firstName = typeof values['first-name'] === 'string' ? values['first-name'].trim() || null : null;
    const lastName = typeof values['last-name'] === 'string' ? values['last-name'].trim() || null : null;
    const { outcome, userId } = await ensureAdmin(
      orm.em.fork(),
      { email: email.data, password, firstName, lastName },
      { reset: true, source: 'admin-cli' },
    );
    const what = outcome === 'created' ? 'creato' : 'aggiornato (password reimpostata, sessioni chiuse)';
    console.log(`Amministratore ${what}: ${email.data.toLowerCase()} (id ${userId}) su ${redactUrl(config.DATABASE_URL)}`);
  } finally {
    await orm.close();
  }
}

main().catch((err: unknown) => fail(`Operazione non riuscita: ${(err as Error).message}`, 1));
