/**
 * Creates an administrator or resets one's password (ending their sessions):
 *   npm run admin -- --email a@b.it [--first-name X] [--last-name Y]                  (asks for the password, twice, without echo)
 *   printf '%s' "$PASSWORD" | npm run admin -- --email a@b.it --password-stdin        (scripts)
 * A password on the command line is refused: the shell's history and `ps` would keep it
 * (docs/security-sign-in.md#the-admin-command). Reads DATABASE_URL like the service and applies
 * identity's migrations first.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import password from '@inquirer/password';
import { newPasswordProblem } from '@nbp/contracts/http/identity';
import { loadConfig, serviceEnv } from '@nbp/kit/config';
import { createOrm, ensureDatabase, migrate, redactUrl } from '@nbp/kit/db';
import { OutboxMessage, ProcessedMessage } from '@nbp/kit/outbox';
import { entities } from './data/entities.ts';
import { migrations } from './migrations/index.ts';
import { ensureAdmin } from './data/admins.ts';
import { weakPasswordProblem } from './domain/password-strength.ts';

const USAGE = [
  'Uso: npm run admin -- --email <email> [--first-name <nome>] [--last-name <cognome>]',
  '       chiede la password (due volte, senza mostrarla)',
  '     printf \'%s\' "$PASSWORD" | npm run admin -- --email <email> --password-stdin',
  '       legge la password da stdin (per gli script)',
].join('\n');

const PASSWORD_ON_COMMAND_LINE =
  'La password non si passa sulla riga di comando: resterebbe nella cronologia della shell e visibile in `ps`. ' +
  'Ometti --password per inserirla al prompt, oppure passala su stdin con --password-stdin.';

/** More than any password the rules accept (200 characters), so a mistaken pipe of a file stops early. */
const STDIN_LIMIT = 4096;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

/** The whole of stdin, less one final line ending (what `echo` or a here-string adds). */
async function passwordFromStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > STDIN_LIMIT) fail(`Su stdin più di ${STDIN_LIMIT} byte: attesa la sola password.`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asked on the terminal, twice, with nothing echoed; the prompts go to stderr so stdout stays the result. */
async function passwordFromPrompt(): Promise<string> {
  if (!process.stdin.isTTY) {
    fail(`Nessun terminale da cui chiedere la password: passala su stdin con --password-stdin.\n${USAGE}`);
  }
  const ask = (message: string) => password({ message, mask: false, toggleMask: false }, { output: process.stderr });
  const first = await ask('Password del nuovo amministratore:');
  const again = await ask('Ripeti la password:');
  if (first !== again) fail('Le due password non coincidono: nulla è cambiato.');
  return first;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  // Refused before anything is parsed, whatever follows it: the value is already in the history.
  if (args.some((arg) => arg === '--password' || arg.startsWith('--password='))) fail(PASSWORD_ON_COMMAND_LINE);
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        'password-stdin': { type: 'boolean' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (err) {
    // A stray positional argument may be the password itself: its text is not repeated.
    const code = (err as { code?: string }).code;
    const why =
      code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'
        ? 'Argomento inatteso (il comando accetta solo le opzioni elencate).'
        : (err as Error).message;
    fail(`${why}\n${USAGE}`);
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
  const firstName = typeof values['first-name'] === 'string' ? values['first-name'].trim() || null : null;
  const lastName = typeof values['last-name'] === 'string' ? values['last-name'].trim() || null : null;

  const secret = values['password-stdin'] ? await passwordFromStdin() : await passwordFromPrompt();
  // The site's rules, in the site's order: length and characters, then the strength estimate.
  const problem = newPasswordProblem(secret) ?? weakPasswordProblem(secret, { email: email.data, firstName, lastName });
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
    const { outcome, userId } = await ensureAdmin(
      orm.em.fork(),
      { email: email.data, password: secret, firstName, lastName },
      { reset: true, source: 'admin-cli' },
    );
    const what = outcome === 'created' ? 'creato' : 'aggiornato (password reimpostata, sessioni chiuse)';
    console.log(`Amministratore ${what}: ${email.data.toLowerCase()} (id ${userId}) su ${redactUrl(config.DATABASE_URL)}`);
  } finally {
    await orm.close();
  }
}

main().catch((err: unknown) => fail(`Operazione non riuscita: ${(err as Error).message}`, 1));
