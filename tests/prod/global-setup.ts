/**
 * Once per `npm run test:prod`: the services compiled (scripts/build.ts, what the images run) and
 * the site built (web/dist, what nginx serves), so each file's run starts them as they are
 * (startProdLocal({ build: false })).
 */
import { execSync } from 'node:child_process';
import { buildWorkspace } from '../../scripts/build.ts';
import { SERVICE_NAMES } from '@nbp/contracts/services';
import { ROOT } from '../../scripts/prod-local/harness.ts';

export default async function setup(): Promise<void> {
  for (const name of [...SERVICE_NAMES, 'gateway']) await buildWorkspace(name);
  execSync('npm run -s build -w @nbp/web', { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}
