/**
 * `npm run prod:local`: docker-compose.yml run on this machine without Docker (harness.ts), until
 * Ctrl-C.
 *
 *   npm run prod:local                                   the file's replicas, the site on :8080
 *   npm run prod:local -- --scale booking=3 --scale gateway=2
 *   npm run prod:local -- --port 8090 --logs             another port; every process's output here too
 *
 * Options: --scale <service>=<n> (repeatable), --port <n> (nginx on 127.0.0.1; default HTTP_PORT or
 * 8080), --logs (echo the processes' output), --keep-database, --no-build (use the dist/ and
 * web/dist already built), --subnet 127.x.y (the replicas' addresses; default 127.0.0).
 * Secrets come from the environment like compose's; those missing are generated for the run and
 * the administrator's login is printed.
 */
import { stopOnSignals } from '../lib/shutdown.ts';
import { startProdLocal, type ProdLocalOptions } from './harness.ts';

function usage(message: string): never {
  console.error(
    `prod:local: ${message}\nusage: npm run prod:local -- [--scale service=n]... [--port n] [--logs] [--keep-database] [--no-build] [--subnet 127.x.y]`,
  );
  process.exit(2);
}

const options: ProdLocalOptions = { scale: {}, subnet: '127.0.0', publishMailViewer: true };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  const value = () => args[++i] ?? usage(`${arg} needs a value`);
  if (arg === '--scale' || arg.startsWith('--scale=')) {
    const spec = arg.includes('=') && arg.startsWith('--scale=') ? arg.slice('--scale='.length) : value();
    const match = /^([a-z0-9_-]+)=(\d+)$/.exec(spec);
    if (!match) usage(`--scale wants service=n, got ${spec}`);
    options.scale![match[1]!] = Number(match[2]);
  } else if (arg === '--port') {
    options.httpPort = Number(value());
    if (!Number.isInteger(options.httpPort) || options.httpPort < 0 || options.httpPort > 65535) usage('--port wants a port number');
  } else if (arg === '--logs') options.echo = true;
  else if (arg === '--keep-database') options.keepDatabase = true;
  else if (arg === '--no-build') options.build = false;
  else if (arg === '--subnet') options.subnet = value();
  else usage(`unknown option ${arg}`);
}

let run: Awaited<ReturnType<typeof startProdLocal>>;
try {
  run = await startProdLocal(options);
} catch (err) {
  console.error(`\n\x1b[31m✖ ${(err as Error).message}\x1b[0m\n`);
  process.exit(1);
}

const generated = run.deviations.some((line) => line.includes('ADMIN_PASSWORD'));
console.log(`
Noleggio Barche Patti, as docker-compose.yml runs it (without Docker):
  site            ${run.url}
  mail viewer     ${run.mailUrl ?? '(off: set MAIL_VIEWER_IP=0.0.0.0 to open it; none with MAILDEV_REPLICAS=0)'}
  administrator   ${run.admin.email} / ${generated ? run.admin.password : '(password from ADMIN_PASSWORD)'}
  database        ${run.databaseName} (bus prefix ${run.busPrefix})
  logs            ${run.runDir}/logs
  replicas        ${run.replicas.map((r) => `${r.name}@${r.address}`).join(' ')}
Ctrl-C stops everything.`);

stopOnSignals('\nprod:local: stopping...', () => run.stop());
