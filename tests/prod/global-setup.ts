/**
 * Once per `npm run test:prod`: the services compiled (scripts/build.ts, what the images run) and
 * the site and the renderer built for production (web/dist, what nginx serves, and web/dist-server),
 * so each file's run starts them as they are (startProdLocal({ build: false })).
 */
import { buildWorkspace } from '../../scripts/build.ts';
import { SERVICE_NAMES } from '@nbp/contracts/services';
import { buildSite } from '../../scripts/prod-local/harness.ts';

export default async function setup(): Promise<void> {
  for (const name of [...SERVICE_NAMES, 'gateway']) await buildWorkspace(name);
  buildSite();
}
