import { Writable } from 'node:stream';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createServiceApp } from './http.ts';
import { redactedPath } from './logger.ts';

describe('redactedPath: no private link or feed token in a log line', () => {
  it('hides the segment after by-token, richiesta or request, and the token parameter, in any letter case or encoding', () => {
    expect(redactedPath('/api/email-bookings/by-token/abcDEF123/cancel')).toBe('/api/email-bookings/by-token/[redacted]/cancel');
    expect(redactedPath('/richiesta/xyz')).toBe('/richiesta/[redacted]');
    expect(redactedPath('/en/request/xyz')).toBe('/en/request/[redacted]');
    expect(redactedPath('/Richiesta/xyz?a=1')).toBe('/Richiesta/[redacted]?a=1');
    expect(redactedPath('/api/BY-TOKEN/q')).toBe('/api/BY-TOKEN/[redacted]');
    expect(redactedPath('/api/by%2Dtoken/q')).toBe('/api/by%2Dtoken/[redacted]');
    expect(redactedPath('/by-token/by-token/T')).toBe('/by-token/[redacted]/[redacted]');
    expect(redactedPath('/api/calendars/boats/2.ics?token=SECRET&lang=en')).toBe('/api/calendars/boats/2.ics?token=[redacted]&lang=en');
    expect(redactedPath('/api/x?TOKEN=a&%74oken=b')).toBe('/api/x?TOKEN=[redacted]&token=[redacted]');
  });

  it('leaves every other address as it was', () => {
    expect(redactedPath('/api/boats?lang=en')).toBe('/api/boats?lang=en');
    expect(redactedPath('/api/email-bookings')).toBe('/api/email-bookings');
    expect(redactedPath('/by-token/')).toBe('/by-token/');
  });

  it("a service's request log line names the path without the token", async () => {
    const lines: string[] = [];
    const logger = pino(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString('utf8'));
          done();
        },
      }),
    );
    const router = new Router();
    router.get('/api/email-bookings/by-token/:token', (ctx) => {
      ctx.body = { ok: true };
    });
    const app = createServiceApp({ name: 'test', logger, readiness: {}, routers: [router], trustedProxyHops: 1 });
    const server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const token = 'Kq9sV3xYtokenValue0123456789abcd';
      expect((await fetch(`http://127.0.0.1:${port}/api/email-bookings/by-token/${token}`)).status).toBe(200);
      const line = lines.find((l) => l.includes('"request"'));
      expect(line).toContain('/api/email-bookings/by-token/[redacted]');
      expect(lines.join('')).not.toContain(token);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
