import { pino } from 'pino';
import { loadConfig } from '@nbp/kit/config';
import { remoteSessionVerifier } from '@nbp/kit/auth';
import { runMain, serveHandler, type DrainState } from '@nbp/kit/server';
import { gatewayEnv } from './config.ts';
import { createApp } from './app.ts';

runMain('gateway', async () => {
  const config = loadConfig(gatewayEnv);
  const logger = pino({
    level: config.LOG_LEVEL,
    base: { service: 'gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
  // Read by /readyz; set when SIGTERM starts the drain (docs/replicas.md#draining).
  const drain: DrainState = { draining: false };
  const app = createApp(config, { logger, verifier: remoteSessionVerifier(config.IDENTITY_URL), drain });
  // The kit's server: keep-alive longer than nginx's, and on SIGTERM the same drain as the services.
  await serveHandler(app, { port: config.PORT, host: config.HOST, logger, drain });
});
