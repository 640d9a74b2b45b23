/**
 * The hop count in the production file. Behind nginx and the gateway every service must believe
 * exactly two X-Forwarded-For entries (docs/security-edge.md): one fewer and every visitor shares
 * nginx's address (one rate-limit bucket for the whole internet), one more and a visitor chooses
 * its own address again. The whole-stack test proves the rule with the value; this one reads the
 * value from docker-compose.yml itself, as compose resolves it (anchors and merge keys).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/stack.ts';

interface ComposeService {
  build?: { dockerfile?: string };
  deploy?: { endpoint_mode?: string };
  environment?: Record<string, string>;
  ports?: unknown[];
}

const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true, maxAliasCount: -1 }) as {
  services: Record<string, ComposeService>;
};
const ours = Object.entries(compose.services).filter(([name]) => !['postgres', 'rabbitmq', 'maildev'].includes(name));

describe('docker-compose.yml: nginx -> gateway -> services', () => {
  it('nginx is the only service published to the host', () => {
    const published = Object.entries(compose.services)
      .filter(([, service]) => (service.ports ?? []).length > 0)
      .map(([name]) => name);
    expect(published.filter((name) => name !== 'maildev')).toEqual(['nginx']);
  });

  it('the gateway and every service believe exactly the two hops in front of them', () => {
    // The web renderer reads no client address: it calls the API as itself (docs/server-rendering.md#the-renderer).
    const nodeProcesses = ours.filter(([name]) => name !== 'nginx' && name !== 'renderer');
    expect(nodeProcesses.map(([name]) => name).sort()).toEqual(['booking', 'catalogue', 'gateway', 'identity', 'notification', 'pricing']);
    for (const [name, service] of nodeProcesses) {
      expect(service.environment?.TRUSTED_PROXY_HOPS, name).toBe('2');
    }
  });

  it('on a Swarm too, the name of the gateway and of every service answers every replica (docs/replicas.md)', () => {
    for (const [name, service] of ours.filter(([name]) => name !== 'nginx')) {
      expect(service.deploy?.endpoint_mode, name).toBe('dnsrr');
    }
  });

  it('nginx gets the public URL and the HTTPS switch that decide robots.txt, the sitemap and HSTS', () => {
    const env = compose.services.nginx?.environment ?? {};
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['PUBLIC_URL', 'COOKIE_SECURE']));
  });
});
