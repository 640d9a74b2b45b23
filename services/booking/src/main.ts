import { loadConfig, refuseDevSecret } from '@nbp/kit/config';
import { DEV_PII_KEYS } from '@nbp/kit/crypto';
import { createLogger } from '@nbp/kit/logger';
import { runMain, serve } from '@nbp/kit/server';
import { startInfrastructure } from '@nbp/kit/runtime';
import { startJobs } from '@nbp/kit/jobs';
import { bookingEnv } from './config.ts';
import { entities } from './data/entities.ts';
import { migrations } from './migrations/index.ts';
import { ruleFiles } from './db/rules.ts';
import { seed } from './data/seed.ts';
import { afterBookingMigrations } from './data/reseal.ts';
import { bookingDeps } from './deps.ts';
import { consumeEmailOutcomes } from './events/email-outcomes.ts';
import { createApp } from './app.ts';
import { bookingJobs } from './jobs/index.ts';

runMain('booking', async () => {
  const config = loadConfig(bookingEnv);
  refuseDevSecret(config.NODE_ENV, 'PII_KEYS', config.PII_KEYS, DEV_PII_KEYS);
  const logger = createLogger('booking', config.LOG_LEVEL);
  const deps = bookingDeps(config, logger);
  const infra = await startInfrastructure({
    name: 'booking',
    schema: 'booking',
    config,
    logger,
    entities,
    migrations,
    afterMigrations: afterBookingMigrations(deps.pii.keyring, logger),
    rules: ruleFiles,
  });
  await consumeEmailOutcomes(infra);
  if (config.SEED) logger.info(await seed(infra.orm.em.fork(), deps.pii), 'seed applied');
  // The sweeper and the calendar polling (src/jobs/, docs/jobs.md); stopped before the infrastructure closes.
  const jobs = await startJobs({ url: config.DATABASE_URL, service: 'booking', logger, jobs: bookingJobs({ ...deps, infra }) });
  const onShutdown = async () => {
    await jobs.stop();
    await infra.close();
  };
  await serve(createApp({ ...deps, infra }), { port: config.PORT, host: config.HOST, logger, onShutdown });
});
