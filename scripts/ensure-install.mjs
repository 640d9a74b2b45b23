// Runs on the machine's own Node (npm's), before the pinned Node 24 is on PATH: installs the
// dependencies when they are missing or older than the lockfile, so `npm start` and `npm test` work
// on a fresh clone. The npm script that follows gets Node 24 from node_modules/.bin.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale =
  !existsSync('node_modules/.bin/tsx') || !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
if (stale) {
  console.log('Installing dependencies (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
