/**
 * Compiles the services and the gateway to plain JavaScript, once, for production: the images and
 * any `NODE_ENV=production` start run `node dist/main.js`, so no process transpiles TypeScript at
 * start (with tsx a service needed seconds before it answered; the bench reports the difference).
 *
 *   node scripts/build.ts              every service of the registry and the gateway
 *   node scripts/build.ts booking      one (or several) by name
 *
 * esbuild bundles each entry point with the workspace code it reaches (its own src, @nbp/kit,
 * @nbp/contracts) into <workspace>/dist/; npm packages stay external and are loaded from
 * node_modules as usual (MikroORM, pg, amqplib load parts of themselves dynamically, which a bundle
 * would break). Names are kept: MikroORM records a migration by its class name.
 *
 * Plain Node runs this file (it only uses type annotations Node can strip), so the image's build
 * stage needs no tsx.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { GATEWAY, SERVICE_NAMES } from '../services/shared/contracts/src/services.ts';
import { readRuleFiles } from '../services/shared/kit/src/rule-files.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Entry points compiled when present, each to dist/<its file name>.js: the server, identity's
 * administrator command, and booking's feed-parsing worker thread (docs/calendars.md#the-parsing-worker),
 * which the service starts from the file beside its own.
 */
const ENTRIES = ['main', 'admin-cli', 'domain/ics-worker'];

const TARGETS: readonly string[] = [...SERVICE_NAMES, GATEWAY.name];

/** The folder of a deployable workspace. */
export function workspaceDir(name: string): string {
  return name === GATEWAY.name ? path.join(ROOT, 'gateway') : path.join(ROOT, 'services', name);
}

/** Leaves npm packages to node_modules; bundles relative imports and the @nbp/* workspaces. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@nbp/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Embeds a service's database rules (docs/skeleton.md#adding-or-changing-a-database-rule): its
 * src/db/rules.ts reads the .sql files beside it when run from the sources; in the bundle it becomes
 * the same list with the files' text inside, so the compiled service looks up no path and the
 * image needs no .sql file.
 */
const embedRuleFiles: Plugin = {
  name: 'embed-rule-files',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]src[\\/]db[\\/]rules\.ts$/ }, (args) => ({
      contents: `export const ruleFiles = ${JSON.stringify(readRuleFiles(path.dirname(args.path)))};\n`,
      loader: 'js',
      watchDirs: [path.dirname(args.path)],
    }));
  },
};

export async function buildWorkspace(name: string): Promise<string[]> {
  if (!TARGETS.includes(name)) throw new Error(`unknown workspace "${name}"; one of: ${TARGETS.join(', ')}`);
  const dir = workspaceDir(name);
  const entryPoints = ENTRIES.map((entry) => ({ in: path.join(dir, 'src', `${entry}.ts`), out: path.basename(entry) })).filter((entry) =>
    existsSync(entry.in),
  );
  const outdir = path.join(dir, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    keepNames: true,
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages, embedRuleFiles],
  });
  return entryPoints.map((entry) => path.join(outdir, `${entry.out}.js`));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  for (const name of names.length ? names : TARGETS) {
    const started = performance.now();
    const outputs = await buildWorkspace(name);
    const files = outputs.map((file) => path.relative(ROOT, file)).join(', ');
    process.stdout.write(`built ${name}: ${files} (${Math.round(performance.now() - started)} ms)\n`);
  }
}
