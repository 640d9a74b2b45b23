/**
 * What the images run and carry, read from the Dockerfile and the lockfile (no Docker here): the
 * final stage starts the compiled JavaScript (`node dist/main.js` in the workspace, the command
 * scripts/prod-local runs too) and holds only the production dependencies, installed with
 * --omit=dev, among which neither tsx nor typescript. How fast the compiled code starts is the
 * bench's business (docs/performance.md), not a test's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCompose } from '../../scripts/prod-local/compose.ts';
import { imageRuntime, readDockerfile, type Stage } from '../../scripts/prod-local/dockerfile.ts';
import { ROOT } from '../../scripts/prod-local/harness.ts';

const dockerfile = readDockerfile(path.join(ROOT, 'Dockerfile'));
const compose = parseCompose(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
const built = Object.entries(compose.services).filter(([, service]) => (service.build?.dockerfile ?? '') === 'Dockerfile');
const stage = (name: string): Stage => {
  const found = dockerfile.stages.find((s) => s.name === name);
  if (!found) throw new Error(`no stage ${name} in the Dockerfile`);
  return found;
};

interface LockEntry {
  name?: string;
  link?: boolean;
  resolved?: string;
  dev?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };

/** Where Node would find `name` from the package at lockfile key `from` (node_modules upwards), links followed. */
function resolveIn(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    const entry = lock.packages[candidate];
    if (entry) return entry.link ? entry.resolved : candidate;
    if (!dir) return undefined;
    const nested = dir.lastIndexOf('/node_modules/');
    dir = nested >= 0 ? dir.slice(0, nested) : dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '';
  }
}

/**
 * The packages `npm ci --omit=dev --workspace <workspace>` installs: the workspace's dependencies,
 * optional and required peer dependencies, and theirs, through the workspaces it links.
 */
function productionClosure(workspace: string): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = lock.packages[key];
    if (!entry) throw new Error(`package-lock.json has no entry ${key}`);
    names.add(key.includes('node_modules/') ? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length) : (entry.name ?? key));
    const peers = Object.keys(entry.peerDependencies ?? {}).filter((peer) => !entry.peerDependenciesMeta?.[peer]?.optional);
    for (const dep of [...Object.keys(entry.dependencies ?? {}), ...Object.keys(entry.optionalDependencies ?? {}), ...peers]) {
      const target = resolveIn(key, dep);
      if (target) visit(target);
      else if (!entry.optionalDependencies?.[dep] && !peers.includes(dep)) throw new Error(`${key} needs ${dep}, not in the lockfile`);
    }
  };
  visit(workspace);
  return names;
}

describe('the images of the services and the gateway (Dockerfile)', () => {
  it('every service and the gateway in docker-compose.yml is built from it, with its workspace and port', () => {
    expect(built.map(([name]) => name).sort()).toEqual(['booking', 'catalogue', 'gateway', 'identity', 'notification', 'pricing']);
    for (const [name, service] of built) {
      expect(service.build?.args?.WORKSPACE, name).toMatch(new RegExp(`(^|/)${name}$`));
      expect(service.build?.args?.PORT, name).toMatch(/^\d+$/);
    }
  });

  it('starts node dist/main.js in the workspace, as NODE_ENV=production', () => {
    for (const [name, service] of built) {
      const runtime = imageRuntime(dockerfile, service.build?.args ?? {});
      expect(runtime.command, name).toEqual(['node', '--enable-source-maps', 'dist/main.js']);
      expect(runtime.workdir, name).toBe(`/app/${service.build!.args!.WORKSPACE}`);
      expect(runtime.env.NODE_ENV, name).toBe('production');
      expect(runtime.env.PORT, name).toBe(service.build!.args!.PORT);
    }
  });

  it('its final stage is the production install (--omit=dev) and the compiled dist/, nothing else', () => {
    const runtime = dockerfile.stages.at(-1)!;
    const copies = runtime.instructions.filter((i) => i.keyword === 'COPY').map((i) => i.text);
    expect(copies).toEqual(['--from=deps /app ./', '--from=build /app/${WORKSPACE}/dist/ ${WORKSPACE}/dist/']);
    expect(runtime.instructions.some((i) => i.keyword === 'RUN')).toBe(false);
    const installs = stage('deps').instructions.filter((i) => i.keyword === 'RUN' && /\bnpm (ci|install)\b/.test(i.text));
    expect(installs).toHaveLength(1);
    expect(installs[0]!.text).toMatch(/\bnpm ci\b.*--omit=dev\b/);
    expect(installs[0]!.text).toContain('--workspace "$WORKSPACE"');
    expect(installs[0]!.text).toContain('--include-workspace-root=false');
    // The deps stage starts from the manifests alone: no sources, no build output.
    expect(stage('deps').from).toBe('manifests');
    expect(
      stage('manifests')
        .instructions.filter((i) => i.keyword === 'COPY')
        .every((i) => /package(-lock)?\.json/.test(i.text)),
    ).toBe(true);
  });

  it('carries neither tsx nor typescript: the production dependencies of each workspace, from the lockfile', () => {
    for (const [name, service] of built) {
      const closure = productionClosure(service.build!.args!.WORKSPACE!);
      expect(closure.size, name).toBeGreaterThan(3);
      expect(
        [...closure].filter((pkg) => ['tsx', 'typescript', 'esbuild', 'vitest'].includes(pkg)),
        name,
      ).toEqual([]);
    }
  });
});

describe('the images of the site (web/Dockerfile): nginx and the web renderer, from one build', () => {
  const web = readDockerfile(path.join(ROOT, 'web', 'Dockerfile'));
  const fromWeb = Object.entries(compose.services).filter(([, service]) => service.build?.dockerfile === 'web/Dockerfile');

  it('the renderer starts its one bundle with Node, nothing installed beside it but the built site', () => {
    const [name, service] = fromWeb.find(([, s]) => imageRuntime(web, {}, s.build?.target).command[0] === 'node')!;
    const runtime = imageRuntime(web, service.build?.args ?? {}, service.build?.target);
    expect(runtime.command, name).toEqual(['node', '--enable-source-maps', 'web/dist-server/main.js']);
    expect(runtime.workdir, name).toBe('/app');
    expect(runtime.env, name).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: '8090', WEB_DIST: '/app/web/dist' });
    const stage = web.stages.find((s) => s.name === runtime.stage)!;
    expect(stage.instructions.some((i) => i.keyword === 'RUN')).toBe(false);
    expect(stage.instructions.filter((i) => i.keyword === 'COPY').map((i) => i.text)).toEqual([
      '--from=build /app/web/dist-server/ web/dist-server/',
      '--from=build /app/web/dist/ web/dist/',
    ]);
  });

  it('nginx is the last stage (a build without --target makes it), and compose names each target', () => {
    expect(fromWeb.map(([name]) => name).sort()).toEqual(['nginx', 'renderer']);
    for (const [name, service] of fromWeb) expect(service.build?.target, name).toBeTruthy();
    expect(compose.services.nginx!.build?.target).toBe(web.stages.at(-1)!.name);
    expect(imageRuntime(web).command[0]).toBe('nginx');
    expect(imageRuntime(web).env.RENDERER_UPSTREAM).toBe('renderer:8090 resolve');
  });
});
