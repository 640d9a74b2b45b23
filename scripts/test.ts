/**
 * `npm test`: builds the website (the browser tests load web/dist), then runs every vitest project
 * in two phases (docs/testing.md#tiers): first the unit, component and per-service tests (real
 * PostgreSQL and RabbitMQ, three files at a time), then the whole-stack groups: `e2e`, whose files
 * share one stack and run one after another, beside `e2e-own`, whose files start a stack each, two
 * at a time. `npm run test:fast` (`--fast`) runs the first phase only. Other arguments go straight
 * to vitest.
 */
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_NAMES } from '@nbp/contracts/services';
import { ROOT } from './lib/stack.ts';

const fast = process.argv.includes('--fast');
const forwarded = process.argv.slice(2).filter((arg) => arg !== '--fast');
execSync('npm run -s build -w @nbp/web', { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });

if (forwarded.length > 0) {
  process.exit(spawnSync('npx', ['vitest', 'run', ...forwarded], { cwd: ROOT, stdio: 'inherit' }).status ?? 1);
}

/**
 * A run of vitest over some projects. Vitest gives one worker per core less one by default, a single
 * worker on this machine kind: the first phase's files wait mostly on PostgreSQL and RabbitMQ, so
 * they get `workers` of their own.
 */
interface Run {
  projects: string[];
  workers?: number;
}
/** The runs of a phase go at the same time, each in its own vitest process (docs/testing.md#tiers). */
const phases: { name: string; runs: Run[] }[] = [
  {
    name: 'unit and service integration',
    // Each service's vitest project is named after it in the registry.
    runs: [{ projects: ['contracts', 'kit', ...SERVICE_NAMES, 'gateway', 'web'], workers: 3 }],
  },
  {
    name: 'whole stack: integration, browser, reliability',
    // Vitest runs a one-worker project after the others: two processes let them overlap.
    runs: [{ projects: ['e2e'] }, { projects: ['e2e-own'] }],
  },
].slice(0, fast ? 1 : undefined);

interface Summary {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
}

/** Runs vitest; resolves with its exit status and its JSON report, if it wrote one. */
function runVitest(run: Run, report: string): Promise<{ status: number; summary?: Summary }> {
  rmSync(report, { force: true });
  const args = ['vitest', 'run', ...run.projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json'];
  if (run.workers) args.push(`--maxWorkers=${run.workers}`);
  const child = spawn('npx', [...args, `--outputFile.json=${report}`], { cwd: ROOT, stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      const summary = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as Summary) : undefined;
      resolve({ status: code ?? 1, summary });
    });
  });
}

mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;
let status = 0;
const started = Date.now();
for (const [index, phase] of phases.entries()) {
  console.log(`\n=== ${phase.name} ===`);
  const results = await Promise.all(
    phase.runs.map((run, n) => runVitest(run, path.join(ROOT, 'artifacts', `vitest-phase-${index + 1}${n > 0 ? `-${n + 1}` : ''}.json`))),
  );
  for (const result of results) {
    if (result.status !== 0) status = result.status;
    const summary = result.summary;
    if (summary) {
      passed += summary.numPassedTests;
      // A file that fails to load has no failed test in it, but it failed all the same.
      failed +=
        summary.numFailedTests +
        summary.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'))
          .length;
      skipped += summary.numPendingTests + summary.numTodoTests;
    } else if (result.status !== 0) {
      failed += 1;
    }
  }
}
const minutes = (Date.now() - started) / 60_000;
console.log(`\n${fast ? 'test:fast' : 'npm test'}: ${minutes.toFixed(1)} min`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(status !== 0 || failed > 0 ? 1 : 0);
