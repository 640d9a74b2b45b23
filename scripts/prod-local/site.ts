import { execSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.ts';

/**
 * `npm run build -w @nbp/web` (the site and the renderer's bundle) as web/Dockerfile's build stage
 * runs it: without NODE_ENV, so Vite builds for production. Under vitest (NODE_ENV=test) the
 * renderer's bundle would otherwise call React's development JSX runtime, which the production
 * React it runs with (NODE_ENV=production, as in its image) does not have: every page would fail.
 */
export function buildSite(): void {
  const { NODE_ENV: _ignored, ...env } = process.env;
  execSync('npm run -s build -w @nbp/web', { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The site build copied aside, whole (index.html and every asset it names): a rebuild of web/dist during the run cannot break it. */
export function snapshotSite(source: string, target: string): void {
  for (let attempt = 0; attempt < 5; attempt++) {
    rmSync(target, { recursive: true, force: true });
    if (!existsSync(path.join(source, 'index.html'))) throw new Error(`no built site in ${source}: run npm run build -w @nbp/web`);
    cpSync(source, target, { recursive: true });
    const html = readFileSync(path.join(target, 'index.html'), 'utf8');
    const missing = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].filter((m) => !existsSync(path.join(target, m[1]!)));
    if (missing.length === 0) return;
  }
  throw new Error(`the site in ${source} stayed incomplete while copying it`);
}
