import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderNginxConfig } from '../../infra/nginx/render.ts';
import type { Plan } from './plans.ts';
import { exited } from '../lib/child-exit.ts';
import type { Replica } from './replica-process.ts';
import type { Run } from './run.ts';

/** An nginx upstream: the service whose replicas' addresses stand in for its name, and the port. */
export interface Upstream {
  service: string;
  port: number;
}

export interface Upstreams {
  GATEWAY_UPSTREAM: Upstream;
  RENDERER_UPSTREAM: Upstream;
}

/** nginx's upstreams, as its environment names them ("gateway:8080 resolve"); defaults as the template's header says. */
export function upstreamsOf(nginxPlan: Plan | undefined): Upstreams {
  const upstreamOf = (variable: keyof Upstreams, fallback: string) => {
    const [hostPort] = (nginxPlan?.env[variable] || fallback).split(' ');
    return { service: hostPort!.split(':')[0]!, port: Number(hostPort!.split(':')[1] ?? 80) };
  };
  return {
    GATEWAY_UPSTREAM: upstreamOf('GATEWAY_UPSTREAM', 'gateway:8080'),
    RENDERER_UPSTREAM: upstreamOf('RENDERER_UPSTREAM', 'renderer:8090'),
  };
}

/** nginx.conf rendered from infra/nginx for this run: its port, its copy of the site, each upstream's servers. */
export function nginxConfigText(nginxPlan: Plan, run: Run, upstreams: Upstreams, serversOf: (upstream: Upstream) => string[]): string {
  const env = nginxPlan.env;
  return renderNginxConfig({
    LISTEN_PORT: `127.0.0.1:${run.httpPort}`,
    WEB_ROOT: run.siteDir,
    GATEWAY_UPSTREAM: serversOf(upstreams.GATEWAY_UPSTREAM),
    RENDERER_UPSTREAM: serversOf(upstreams.RENDERER_UPSTREAM),
    NGINX_PREFIX: run.nginxDir,
    MIME_TYPES: '/etc/nginx/mime.types',
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${run.httpPort}`,
    COOKIE_SECURE: env.COOKIE_SECURE ?? 'false',
    TRUSTED_TERMINATORS: env.TRUSTED_TERMINATORS,
  });
}

/** Child processes of a pid (nginx's workers), with their command lines. */
function childrenOf(pid: number): { pid: number; cmdline: string }[] {
  const found: { pid: number; cmdline: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid)
        found.push({ pid: Number(entry), cmdline: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim() });
    } catch {
      /* gone meanwhile */
    }
  }
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** After the upstream's replicas changed: the new config, a graceful reload, and the old workers gone. */
export async function reloadNginx(nginx: Replica | undefined, config: () => string, run: Run): Promise<void> {
  const pid = nginx?.child?.pid;
  if (!nginx || !pid || exited(nginx.child)) return;
  writeFileSync(path.join(run.nginxDir, 'nginx.conf'), config());
  const before = new Set(childrenOf(pid).map((c) => c.pid));
  nginx.child!.kill('SIGHUP');
  for (let i = 0; i < 200; i++) {
    await sleep(50);
    const now = childrenOf(pid);
    const fresh = now.some((c) => !before.has(c.pid) && /worker process$/.test(c.cmdline));
    const draining = now.some((c) => before.has(c.pid));
    if (fresh && !draining) return;
  }
  run.log('prod:local: nginx reload: old workers still draining after 10 s; going on');
}
