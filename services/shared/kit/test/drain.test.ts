import { spawn } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createServiceApp } from '../src/http.ts';
import { createLogger } from '../src/logger.ts';
import { serve } from '../src/server.ts';

// A service draining on SIGTERM (docs/replicas.md#draining): a real process, a real signal.
const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = path.join(here, 'fixtures', 'drain-server.ts');

/** A GET on its own keep-alive agent: status, the Connection header, the body. */
function get(url: string, agent: http.Agent): Promise<{ status: number; connection?: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: JSON.parse(body) }));
      })
      .on('error', reject);
  });
}

/** Whether a new TCP connection to host:port is refused. */
function refused(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

describe('draining', () => {
  it('on SIGTERM refuses new connections, finishes the request in flight with Connection: close, shuts down, exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], { cwd: here, stdio: ['pipe', 'pipe', 'inherit'] });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const steps: { step: string; url?: string }[] = [];
    const waiters: { step: string; resolve: (line: { step: string; url?: string }) => void }[] = [];
    createInterface({ input: child.stdout }).on('line', (text) => {
      const line = JSON.parse(text) as { step: string; url?: string };
      steps.push(line);
      for (const waiter of waiters.filter((w) => w.step === line.step)) waiter.resolve(line);
    });
    const step = (name: string) =>
      new Promise<{ step: string; url?: string }>((resolve, reject) => {
        const seen = steps.find((line) => line.step === name);
        if (seen) return resolve(seen);
        waiters.push({ step: name, resolve });
        void exited.then(() => reject(new Error(`exited before "${name}"`)));
      });
    try {
      const { url } = await step('listening');
      const { hostname, port } = new URL(url!);
      const agent = new http.Agent({ keepAlive: true });
      expect((await get(`${url}/readyz`, agent)).status).toBe(200);
      const slow = get(`${url}/slow`, agent);
      await step('slow started');
      child.kill('SIGTERM');
      await step('draining seen');
      expect(await refused(hostname, Number(port))).toBe(true);
      child.stdin.write('go\n');
      const answer = await slow;
      expect(answer).toEqual({ status: 200, connection: 'close', body: { done: true, draining: true } });
      expect(await exited).toBe(0);
      expect(steps.map((line) => line.step)).toEqual(['listening', 'slow started', 'draining seen', 'slow answered', 'shutdown']);
      agent.destroy();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('makes /readyz answer 503 from the moment draining starts', async () => {
    const logger = createLogger('drain-test', 'silent');
    const app = createServiceApp({ name: 'drain-test', logger, readiness: {}, routers: [], trustedProxyHops: 1 });
    const running = await serve(app, { port: 0, host: '127.0.0.1', logger, handleSignals: false });
    // A second listener on the same app stands for a connection kept open while the first drains.
    const probe = http.createServer(app.callback());
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const readyz = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/readyz`;
    try {
      expect((await fetch(readyz)).status).toBe(200);
      await running.close();
      const answer = await fetch(readyz);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ status: 'draining', checks: {} });
    } finally {
      probe.closeAllConnections();
      await new Promise((resolve) => probe.close(resolve));
    }
  });
});
