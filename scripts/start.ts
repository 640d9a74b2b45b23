/**
 * `npm start`: checks PostgreSQL and RabbitMQ, builds the SPA, starts the SMTP catcher, the five
 * services (each applies its migrations and seed) and the gateway, then prints where to look.
 * Ctrl-C stops everything it started.
 */
import { execSync } from 'node:child_process';
import pg from 'pg';
import amqp from 'amqplib';
import { GATEWAY, SERVICES, type ServiceName } from '@nbp/contracts/services';
import { ROOT, startStack, type StackPorts } from './lib/stack.ts';
import { portInUse } from './lib/ports.ts';
import { startAdmin, startBanner } from './lib/banner.ts';
import { stopOnSignals } from './lib/shutdown.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nbp';
const amqpUrl = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const ports: StackPorts = {
  gateway: Number(process.env.PORT ?? GATEWAY.port),
  ...(Object.fromEntries(SERVICES.map((service) => [service.name, service.port])) as Record<ServiceName, number>),
  smtp: Number(process.env.SMTP_PORT ?? 1025),
  mailWeb: Number(process.env.MAIL_WEB_PORT ?? 1080),
};
const admin = startAdmin(process.env);

function fail(message: string): never {
  console.error(`\n\x1b[31m✖ ${message}\x1b[0m\n`);
  process.exit(1);
}

async function checkPostgres(): Promise<void> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
  } catch (err) {
    fail(
      `PostgreSQL is not reachable at ${url.host} (${(err as Error).message}).\n  Start it (e.g. pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start) or set DATABASE_URL.`,
    );
  }
}

async function checkRabbit(): Promise<void> {
  try {
    const connection = await amqp.connect(amqpUrl, { timeout: 3000 });
    await connection.close();
  } catch (err) {
    fail(
      `RabbitMQ is not reachable at ${new URL(amqpUrl).host} (${(err as Error).message}).\n  Start it (e.g. rabbitmq-server -detached) or set AMQP_URL.`,
    );
  }
}

await Promise.all([checkPostgres(), checkRabbit()]);
for (const [name, port] of Object.entries(ports)) {
  if (await portInUse(port)) fail(`Port ${port} (${name}) is already in use: is the product already running?`);
}

console.log('Building the website (web/dist)...');
try {
  execSync('npm run -s build -w @nbp/web', { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
} catch {
  fail('The website build failed (see above).');
}

console.log('Starting the SMTP catcher, the five services and the gateway...');
let stack: Awaited<ReturnType<typeof startStack>>;
try {
  stack = await startStack({
    ports,
    databaseUrl,
    busPrefix: process.env.BUS_PREFIX ?? 'nbp',
    nodeEnv: 'development',
    seed: true,
    admin: { email: admin.email, password: admin.password },
  });
} catch (err) {
  fail(`Could not start the product: ${(err as Error).message}`);
}

console.log(startBanner(ports, admin));

const { stopping } = stopOnSignals('\nStopping...', () => stack.stop());
for (const p of stack.processes) {
  p.child.on('exit', (code) => {
    if (!stopping()) console.error(`\x1b[31m${p.name} exited (code ${code}); the rest keeps running.\x1b[0m`);
  });
}
