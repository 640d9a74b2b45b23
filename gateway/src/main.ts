import http from 'node:http';
import { pino } from 'pino';
import { loadConfig } from '@nbp/kit/config';
import { remoteSessionVerifier } from '@nbp/kit/auth';
import { runMain } from '@nbp/kit/server';
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
  const app = createApp(config, { logger, verifier: remoteSessionVerifier(config.IDENTITY_URL) });
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  logger.info({ port: config.PORT }, 'gateway listening');
  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
});
