/**
 * A whole running product for one test file: a fresh database, broker names of its own, ephemeral
 * ports on 127.0.0.1, the SMTP catcher, the five services and the gateway serving web/dist.
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createTestDatabase } from '@nbp/kit/testing';
import { freePort } from '../../scripts/lib/ports.ts';
import { ROOT, startStack as startProcesses, type StackPorts, type Stack as Processes } from '../../scripts/lib/stack.ts';

export interface Stack {
  /** The site and its /api, through the gateway. */
  url: string;
  /** The SMTP catcher's web view and JSON API (GET /api/email). */
  mailUrl: string;
  urls: Processes['urls'];
  processes: Processes['processes'];
  admin: { email: string; password: string };
  databaseUrl: string;
  busPrefix: string;
  logDir: string;
  ports: StackPorts;
  stop: () => Promise<void>;
}

export async function startStack(options: { label: string; env?: Record<string, string> }): Promise<Stack> {
  const label = options.label.replace(/[^a-z0-9]/gi, '').toLowerCase();
  const db = await createTestDatabase(label);
  const busPrefix = `t_${label}_${randomBytes(3).toString('hex')}`;
  const ports: StackPorts = {
    gateway: await freePort(),
    catalogue: await freePort(),
    pricing: await freePort(),
    booking: await freePort(),
    notification: await freePort(),
    identity: await freePort(),
    smtp: await freePort(),
    mailWeb: await freePort(),
  };
  const admin = { email: 'admin@test.example', password: 'Patti2025!Test' };
  const logDir = path.join(ROOT, 'artifacts', 'logs', `${label}-${busPrefix.slice(-6)}`);
  let processes: Processes;
  try {
    processes = await startProcesses({
      ports,
      databaseUrl: db.url,
      busPrefix,
      nodeEnv: 'test',
      seed: true,
      admin,
      logDir,
      env: { LOG_LEVEL: 'info', MAIL_RETRY_DELAY_MS: '500', ...options.env },
    });
  } catch (err) {
    await db.drop();
    throw new Error(`${(err as Error).message} (logs in ${logDir})`);
  }
  return {
    url: processes.urls.gateway,
    mailUrl: processes.urls.mail,
    urls: processes.urls,
    processes: processes.processes,
    admin,
    databaseUrl: db.url,
    busPrefix,
    logDir,
    ports,
    stop: async () => {
      await processes.stop();
      await db.drop();
    },
  };
}

/** Signs in through the gateway and returns the session cookie header value. */
export async function adminCookie(stack: Stack, credentials = stack.admin): Promise<string> {
  const response = await fetch(`${stack.url}/api/login/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: credentials.email, password: credentials.password }),
    redirect: 'manual',
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('nbp_session='));
  if (!cookie) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0]!;
}

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name?: string }[];
  replyTo?: { address: string; name?: string }[];
  attachments?: { fileName?: string; generatedFileName?: string; contentType: string }[];
}

export async function mails(stack: Stack): Promise<CaughtMail[]> {
  const response = await fetch(`${stack.mailUrl}/api/email`);
  return (await response.json()) as CaughtMail[];
}
