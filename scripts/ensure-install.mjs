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

// System packages from Debian that the command needs (`node scripts/ensure-install.mjs chromium nginx`):
// the browser tests and the bench drive Debian's Chromium and serve the build with nginx; the
// database backup and restore (npm run db:backup / db:restore, and their test) run pg_dump and
// pg_restore from postgresql-client; the search-engine tests validate the sitemap with xmllint, from
// libxml2-utils (docs/search-engines.md#the-sitemap).
const binaries = {
  chromium: ['/usr/bin/chromium'],
  nginx: ['/usr/sbin/nginx', '/usr/bin/nginx'],
  'postgresql-client': ['/usr/bin/pg_restore'],
  'libxml2-utils': ['/usr/bin/xmllint'],
};
const missing = process.argv.slice(2).filter((name) => !(binaries[name] ?? []).some((file) => existsSync(file)));
if (missing.length > 0) {
  const asRoot = process.getuid?.() === 0;
  if (!asRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`Missing system packages: ${missing.join(', ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync(`apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`, { stdio: 'inherit', env });
}
