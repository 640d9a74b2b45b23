/**
 * The test harness's own guarantees: the ports it hands out are not handed out twice, and a service
 * it waits for is its own process, not another one answering on the same port.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/ports.ts';
import { PortTakenError, waitHealthy } from '../../scripts/lib/stack.ts';

describe('ports', () => {
  it('never hands out the same port twice while it is reserved (the OS alone repeats itself within a few hundred)', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 400; i++) ports.push(await freePort());
    const repeated = ports.filter((port, index) => ports.indexOf(port) !== index);
    expect(repeated).toEqual([]);
  });
});

describe('waiting for a service', () => {
  it('refuses an answer from another process on its port, even a 200', async () => {
    const other = http.createServer((_req, res) => {
      res.setHeader('x-instance-id', 'catalogue-somebody-else');
      res.end('{"status":"ok"}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const port = (other.address() as AddressInfo).port;
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      const waiting = waitHealthy({ name: 'booking', child, url: `http://127.0.0.1:${port}`, instance: 'booking-mine' }, '/healthz', 50);
      await expect(waiting).rejects.toBeInstanceOf(PortTakenError);
      // Its own answer is taken.
      other.removeAllListeners('request');
      other.on('request', (_req, res) => {
        res.setHeader('x-instance-id', 'booking-mine');
        res.end('{"status":"ok"}');
      });
      await expect(
        waitHealthy({ name: 'booking', child, url: `http://127.0.0.1:${port}`, instance: 'booking-mine' }, '/healthz', 50),
      ).resolves.toBeUndefined();
    } finally {
      child.kill();
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});
