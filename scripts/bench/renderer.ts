/**
 * The web renderer (docs/server-rendering.md) as production runs it: the file `vite build --ssr`
 * makes (built here into the bench's own directory, next to the site it reads), started with
 * `node --enable-source-maps dist/main.js` and NODE_ENV=production, reading the API through the
 * bench stack's gateway and the built site nginx serves (WEB_DIST).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { spawnCompiled, type RunningProcess } from '../lib/stack.ts';
import { vite } from './web.ts';

/** The renderer's build (as `npm run build -w @nbp/web` makes web/dist-server/) into `<dir>/dist`. */
export function buildRenderer(dir: string): number {
  return vite(['--ssr', 'src/server/main.ts', '--outDir', path.join(dir, 'dist'), '--emptyOutDir']);
}

export function startBenchRenderer(options: {
  /** Where buildRenderer built it. */
  dir: string;
  port: number;
  gatewayUrl: string;
  /** The built site nginx serves: its index.html and .vite/page-files.json. */
  webDist: string;
  publicUrl: string;
  logDir?: string;
}): RunningProcess {
  const instance = `renderer-${randomBytes(6).toString('hex')}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    INSTANCE_ID: instance,
    API_URL: options.gatewayUrl,
    WEB_DIST: options.webDist,
    PUBLIC_URL: options.publicUrl,
  };
  return {
    name: 'renderer',
    child: spawnCompiled('renderer', options.dir, env, options.logDir),
    url: `http://127.0.0.1:${options.port}`,
    instance,
  };
}
