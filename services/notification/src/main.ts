import { businessFromEnv } from '@nbp/contracts/business';
import { loadConfig, refuseDevSecret } from '@nbp/kit/config';
import { DEV_PII_KEYS, Keyring } from '@nbp/kit/crypto';
import { createLogger } from '@nbp/kit/logger';
import { runMain, serve } from '@nbp/kit/server';
import { startInfrastructure } from '@nbp/kit/runtime';
import { notificationEnv } from './config.ts';
import { entities } from './data/entities.ts';
import { migrations } from './migrations/index.ts';
import { afterNotificationMigrations } from './data/reseal.ts';
import { smtpMailer } from './mail/mailer.ts';
import { keyedHasher, recipientHasher } from './mail/recipient-key.ts';
import { startConsumers } from './events/consumers.ts';
import { createApp } from './app.ts';

runMain('notification', async () => {
  const config = loadConfig(notificationEnv);
  refuseDevSecret(config.NODE_ENV, 'PII_KEYS', config.PII_KEYS, DEV_PII_KEYS);
  const business = businessFromEnv(process.env);
  const keyring = new Keyring(config.PII_KEYS, config.PII_ACTIVE_KEY);
  const logger = createLogger('notification', config.LOG_LEVEL);
  const infra = await startInfrastructure({
    name: 'notification',
    schema: 'notification',
    config,
    logger,
    entities,
    migrations,
    afterMigrations: afterNotificationMigrations(keyring, logger),
  });
  const mailer = smtpMailer({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    from: config.MAIL_FROM,
    secure: config.SMTP_SECURE,
    user: config.SMTP_USER,
    pass: config.SMTP_PASS,
  });
  await startConsumers(infra.bus, {
    em: () => infra.orm.em.fork(),
    mailer,
    keyring,
    brand: { business, publicUrl: config.PUBLIC_URL },
    officeEmail: config.OFFICE_EMAIL ?? business.email,
    logger,
    afterCommit: () => infra.relay.kick(),
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    retryDelayMs: config.MAIL_RETRY_DELAY_MS,
    leaseMs: config.MAIL_SEND_LEASE_MS,
    customerCaps: {
      perHour: config.CUSTOMER_MAIL_MAX_PER_HOUR,
      perDay: config.CUSTOMER_MAIL_MAX_PER_DAY,
      perBoatDay: config.CUSTOMER_MAIL_MAX_PER_BOAT_DAY,
    },
    recipientKey: recipientHasher(config.PII_KEYS, keyring.activeKeyId),
  });
  const addressHash = keyedHasher(config.PII_KEYS, keyring.activeKeyId);
  const app = createApp({
    infra,
    keyring,
    contactRateLimit: { max: config.CONTACT_RATE_LIMIT_MAX, windowSeconds: config.CONTACT_RATE_LIMIT_WINDOW_SECONDS },
    // Client addresses and contact messages are no mail addresses: hashed as they are (trimmed, lower case).
    addressKey: (value) => addressHash(value.trim().toLowerCase()),
  });
  await serve(app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    onShutdown: async () => {
      await infra.close();
      mailer.close();
    },
  });
});
