/**
 * `npm test`: builds the website (the browser tests load web/dist), then runs every vitest project:
 * unit tests, service integration tests against the real PostgreSQL and RabbitMQ, and the
 * whole-stack and browser tests.
 */
import { execSync, spawnSync } from 'node:child_process';
import { ROOT } from './lib/stack.ts';

execSync('npm run -s build -w @nbp/web', { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
const args = ['vitest', 'run', ...process.argv.slice(2)];
const result = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit' });
process.exit(result.status ?? 1);
