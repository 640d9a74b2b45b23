/**
 * `npm test`: builds the website (the browser tests load web/dist), then runs every vitest project
 * in two phases (docs/testing.md#tiers): first the unit, component and per-service tests (real
 * PostgreSQL and RabbitMQ, many files in parallel), then the whole-stack groups: `e2e`, whose files
 * share one stack and run one after another, beside `e2e-own`, whose files start a stack each, two
 * at a time. `npm run test:fast` (`--fast`) runs the first phase only. Other arguments go straight
 * to vitest.
 */
import { execSync, spawnSync } from 'node:child_process';
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

const phases: { name: string; projects: string[] }[] = [
  {
    name: 'unit and service integration',
    // Each service's vitest project is named after it in the registry.
    projects: ['contracts', 'kit', ...SERVICE_NAMES, 'gateway', 'web'],
  },
  { name: 'whole stack: integration, browser, reliability', projects: ['e2e', 'e2e-own'] },
].slice(0, fast ? 1 : undefined);

mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;
let status = 0;
const started = Date.now();
for (const [index, phase] of phases.entries()) {
  console.log(`\n=== ${phase.name} ===`);
  const report = path.join(ROOT, 'artifacts', `vitest-phase-${index + 1}.json`);
  rmSync(report, { force: true });
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...phase.projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) status = result.status ?? 1;
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      testResults: { status: string; assertionResults: { status: string }[] }[];
    };
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
const minutes = (Date.now() - started) / 60_000;
console.log(`\n${fast ? 'test:fast' : 'npm test'}: ${minutes.toFixed(1)} min`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(status !== 0 || failed > 0 ? 1 : 0);
