import { loadConfig } from '@nbp/kit/config';
import { createLogger } from '@nbp/kit/logger';
import { runMain, serve } from '@nbp/kit/server';
import { startInfrastructure } from '@nbp/kit/runtime';
import { catalogueEnv } from './config.ts';
import { entities } from './data/entities.ts';
import { migrations } from './migrations/index.ts';
import { seed } from './data/seed.ts';
import { createApp } from './app.ts';

runMain('catalogue', async () => {
  const config = loadConfig(catalogueEnv);
  const logger = createLogger('catalogue', config.LOG_LEVEL);
  const infra = await startInfrastructure({ name: 'catalogue', schema: 'catalogue', config, logger, entities, migrations });
  if (config.SEED) logger.info(await seed(infra.orm.em.fork()), 'seed applied');
  await serve(createApp({ infra }), { port: config.PORT, host: config.HOST, logger, onShutdown: infra.close });
});
