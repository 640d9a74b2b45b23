import { createLogger } from '@nbp/kit/logger';
import { runMain, serve } from '@nbp/kit/server';
import { startInfrastructure } from '@nbp/kit/runtime';
import { loadIdentityConfig } from './config.ts';
import { entities } from './data/entities.ts';
import { migrations } from './migrations/index.ts';
import { seed } from './data/seed.ts';
import { loadSigningKey } from './auth/signing-key.ts';
import { auditConsumer } from './events/audit-consumer.ts';
import { createApp } from './app.ts';

runMain('identity', async () => {
  const config = loadIdentityConfig();
  const logger = createLogger('identity', config.LOG_LEVEL);
  const key = await loadSigningKey(config.JWT_PRIVATE_KEY, config.NODE_ENV, logger);
  const infra = await startInfrastructure({ name: 'identity', schema: 'identity', config, logger, entities, migrations });
  await infra.bus.consume(auditConsumer(infra.orm));
  if (config.SEED) logger.info(await seed(infra.orm.em.fork(), config), 'seed applied');
  await serve(createApp({ infra, config, key }), { port: config.PORT, host: config.HOST, logger, onShutdown: infra.close });
});
