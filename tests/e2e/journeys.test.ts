/**
 * The journeys (tests/support/journeys.ts) on the development stack: the services under tsx, with
 * nginx in front as infra/nginx configures it. tests/prod/journeys.test.ts runs the same journeys
 * on the production path.
 */
import path from 'node:path';
import { journeys } from '../support/journeys.ts';
import { startNginx } from '../support/nginx.ts';
import { startStack } from '../support/stack.ts';

journeys(async () => {
  const stack = await startStack({ label: 'journeys' });
  const nginx = await startNginx({
    gatewayPort: stack.ports.gateway,
    rendererPort: stack.ports.renderer,
    dir: path.join(stack.logDir, 'nginx'),
  }).catch(async (error) => {
    await stack.stop();
    throw error;
  });
  return {
    site: nginx.url,
    // The stack's PUBLIC_URL is the address its nginx answers on.
    publicUrl: nginx.url,
    url: stack.url,
    mailUrl: stack.mailUrl,
    admin: stack.admin,
    // nginx's logs are under it too (dir above).
    logDir: stack.logDir,
    stop: async () => {
      await nginx.stop();
      await stack.stop();
    },
  };
});
