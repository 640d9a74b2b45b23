import { loadConfig } from '@nbp/kit/config';
import { createLogger } from '@nbp/kit/logger';
import { runMain, serve } from '@nbp/kit/server';
import { startInfrastructure } from '@nbp/kit/runtime';
import { pricingEnv } from './config.ts';
import { entities } from './data/entities.ts';
import { migrations } from './migrations/index.ts';
import { seed } from './data/seed.ts';
import { pricingDeps } from './deps.ts';
import { createApp } from './app.ts';

runMain('pricing', async () => {
  const config = loadConfig(pricingEnv);
  const logger = createLogger('pricing', config.LOG_LEVEL);
  const infra = await startInfrastructure({ name: 'pricing', schema: 'pricing', config, logger, entities, migrations });
  if (config.SEED) logger.info(await seed(infra.orm.em.fork()), 'seed applied');
  await serve(createApp(pricingDeps(config, infra)), { port: config.PORT, host: config.HOST, logger, onShutdown: infra.close });
});
