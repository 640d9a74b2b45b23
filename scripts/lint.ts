/**
 * `npm run lint`: the check that comments and documents cite docs/ rather than documents outside
 * the repository, ESLint (including the import boundaries between workspaces), the Prettier check,
 * the offline validation of docker-compose.yml (dclint, then its Swarm form: scripts/lib/swarm-check.ts),
 * and the check that every list of services outside the code (compose, Dockerfile, PostgreSQL
 * init, nginx) agrees with the registry. The steps run in this order and the first one that fails
 * stops the run with a message saying how to fix it.
 *
 *   npm run lint              check only
 *   npm run lint -- --fix     let ESLint and Prettier rewrite what they can, then check
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCitationsInRepository } from './lib/citations.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fix = process.argv.includes('--fix');

/** The JavaScript file behind a package's command, run with this very Node (the pinned 24). */
function bin(pkg: string, command = pkg): string {
  const dir = path.join(ROOT, 'node_modules', pkg);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { bin?: string | Record<string, string> };
  const entry = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[command];
  if (!entry) throw new Error(`${pkg} has no "${command}" command; is it installed (npm ci)?`);
  return path.join(dir, entry);
}

interface Step {
  name: string;
  /** A package's command, or (without pkg) a script of this repository run with plain Node. */
  pkg?: string;
  args: string[];
  /** What to do when the step fails. */
  hint: string;
}

const steps: Step[] = [
  {
    name: 'ESLint',
    pkg: 'eslint',
    // The cache keys on file contents, so it is right on a fresh clone and on CI as well.
    args: [
      '.',
      '--max-warnings=0',
      '--cache',
      '--cache-strategy=content',
      '--cache-location=node_modules/.cache/eslint/',
      ...(fix ? ['--fix'] : []),
    ],
    hint: 'Fix the problems listed above (`npm run lint -- --fix` repairs some). An import across a boundary means the code belongs in @nbp/contracts or @nbp/kit, or behind an HTTP call.',
  },
  {
    name: 'Prettier',
    pkg: 'prettier',
    args: [fix ? '--write' : '--check', '.', '--cache', '--cache-strategy=content', '--log-level=warn'],
    hint: 'Run `npm run format` (or `npm run lint -- --fix`) to rewrite the files listed above.',
  },
  {
    name: 'docker-compose.yml (dclint: compose schema and rules, offline)',
    pkg: 'dclint',
    // Every dclint rule is on (its default); warnings count as failures too.
    args: ['docker-compose.yml', '--max-warnings=0'],
    hint: 'docker-compose.yml does not validate: see the rule named above (invalid-schema = not valid against the Compose specification).',
  },
  {
    name: 'Swarm form of docker-compose.yml (deploy, images, what docker stack deploy refuses or ignores; docker stack config when the Docker CLI is here)',
    args: ['scripts/lib/swarm-check.ts'],
    hint: 'docker-compose.yml would not deploy (or not as meant) with `docker stack deploy`: see the lines above and docs/operations.md#swarm.',
  },
  {
    name: 'Catalogue of words (the site, errors and mails: the same keys and arguments in every language, valid ICU)',
    args: ['scripts/lib/i18n-check.ts'],
    hint: 'Give every language the keys of it.json, with the same {arguments}: see docs/languages.md#the-catalogue.',
  },
  {
    name: 'Services registry (compose, Dockerfile, init script, nginx agree with it)',
    args: ['scripts/lib/registry-check.ts'],
    hint: 'Make the places listed above agree with services/shared/contracts/src/services.ts, the one list of services.',
  },
];

const started = performance.now();

// Runs first and in-process: it needs no package and takes a few milliseconds.
{
  process.stdout.write('\n== lint: citations (comments and documents cite docs/, not documents outside the repository)\n');
  const found = findCitationsInRepository(ROOT);
  for (const citation of found) process.stderr.write(`${citation.file}:${citation.line}: ${citation.why}: ${citation.text}\n`);
  if (found.length > 0) {
    process.stderr.write(
      `\nlint FAILED at citations (${found.length} found).\nState the reason in your own words, and put a product rule in docs/ (docs/README.md lists the files) and cite that, e.g. docs/product/booking-rules.md#days.\n`,
    );
    process.exit(1);
  }
  process.stdout.write('ok\n');
}

for (const step of steps) {
  const stepStarted = performance.now();
  process.stdout.write(`\n== lint: ${step.name}\n`);
  const result = spawnSync(process.execPath, [...(step.pkg ? [bin(step.pkg)] : []), ...step.args], { cwd: ROOT, stdio: 'inherit' });
  const seconds = ((performance.now() - stepStarted) / 1000).toFixed(1);
  if (result.error || result.status !== 0) {
    const why = result.error ? result.error.message : result.signal ? `killed by ${result.signal}` : `exit code ${result.status}`;
    process.stderr.write(`\nlint FAILED at ${step.name} (${why}, ${seconds} s).\n${step.hint}\n`);
    process.exit(1);
  }
  process.stdout.write(`ok (${seconds} s)\n`);
}
process.stdout.write(
  `\nlint passed: citations, ${steps.map((step) => step.name.split(' ')[0]).join(', ')} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
);
