import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import amqp, { type ChannelModel, type ConfirmChannel } from 'amqplib';
import MailDev from 'maildev';
import { startInfrastructure, type Infrastructure } from '@nbp/kit/runtime';
import { DEV_PII_KEYS, Keyring } from '@nbp/kit/crypto';
import type { ConsumerOptions } from '@nbp/kit/bus';
import { createTestDatabase, eventually, silentLogger, testBusPrefix, testConfig, TEST_AMQP_URL } from '@nbp/kit/testing';
import { businessFromEnv } from '@nbp/contracts/business';
import type { Envelope } from '@nbp/contracts/events/envelope';
import { entities } from '../src/data/entities.ts';
import { migrations } from '../src/migrations/index.ts';
import { smtpMailer, type Mailer } from '../src/mail/mailer.ts';
import type { MailDeps } from '../src/events/mail-deps.ts';
import { recipientHasher } from '../src/mail/recipient-key.ts';

export const OFFICE = 'ufficio@alacaluf-charter.example';

export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string; name: string }[];
  text: string;
  html: string;
  attachments?: { filename: string; generatedFileName: string; contentType: string }[];
}

export interface OfficeMailHarness {
  /** The service's infrastructure (its ORM reads the delivery rows). */
  readonly infra: Infrastructure;
  /** A channel on the test's own exchange, for reading the dead-letter queue. */
  readonly channel: ConfirmChannel;
  readonly prefix: string;
  /** How many times the consumer handled each event id, whatever the outcome. */
  readonly handled: Map<string, number>;
  publish(type: string, payload: unknown, id?: string): Promise<Envelope>;
  mails(): Promise<CaughtMail[]>;
  withSubject(subject: string): Promise<CaughtMail[]>;
  /** The text of a caught mail's attachment named `filename`. */
  attachment(mail: CaughtMail, filename: string): Promise<string>;
}

/** No-break and narrow no-break spaces (Intl's) read as plain ones. */
export const plain = (value: string) => value.replace(/\u00a0|\u202f/g, ' ');

/**
 * One consumer of office mails on the file's own database, broker names and SMTP catcher: events
 * are published on the bus as booking publishes them and the mails read back from the catcher.
 * Registers the file's beforeAll and afterAll; the harness is usable inside the tests.
 */
export function officeMailHarness(label: string, queue: string, consumerOf: (deps: MailDeps) => ConsumerOptions): OfficeMailHarness {
  let maildev: MailDev;
  let webPort = 0;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let mailer: Mailer;
  let broker: ChannelModel;
  const state = { handled: new Map<string, number>() } as {
    infra: Infrastructure;
    channel: ConfirmChannel;
    prefix: string;
    handled: Map<string, number>;
  };

  beforeAll(async () => {
    maildev = new MailDev({ smtp: 0, web: 0, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
    const servers = await maildev.start();
    webPort = servers.api!.getPort()!;
    db = await createTestDatabase(label);
    state.prefix = testBusPrefix(label);
    const logger = silentLogger();
    const config = testConfig(db.url, state.prefix, { PUBLIC_URL: 'https://alacaluf-charter.example' });
    const infra = await startInfrastructure({ name: 'notification', schema: 'notification', config, logger, entities, migrations });
    state.infra = infra;
    mailer = smtpMailer({ host: '127.0.0.1', port: servers.smtp.getPort(), from: '"Alacaluf Charter" <noreply@alacaluf-charter.example>' });
    const consumer = consumerOf({
      em: () => infra.orm.em.fork(),
      mailer,
      keyring: new Keyring(DEV_PII_KEYS),
      brand: { business: businessFromEnv({}), publicUrl: config.PUBLIC_URL },
      officeEmail: OFFICE,
      logger,
      afterCommit: () => infra.relay.kick(),
      maxAttempts: 3,
      retryDelayMs: 100,
      customerCaps: { perHour: 3, perDay: 10, perBoatDay: 5 },
      recipientKey: recipientHasher(DEV_PII_KEYS),
    });
    await infra.bus.consume({
      ...consumer,
      handler: async (message, meta) => {
        try {
          await consumer.handler(message, meta);
        } finally {
          state.handled.set(message.id, (state.handled.get(message.id) ?? 0) + 1);
        }
      },
    });
    broker = await amqp.connect(TEST_AMQP_URL);
    state.channel = await broker.createConfirmChannel();
    await state.channel.assertExchange(`${state.prefix}.events`, 'topic', { durable: true });
    await eventually(async () => infra.bus.connected);
  });

  afterAll(async () => {
    for (const suffix of ['', '.retry', '.dlq'])
      await state.channel?.deleteQueue(`${state.prefix}.notification.${queue}${suffix}`).catch(() => undefined);
    await state.channel?.deleteExchange(`${state.prefix}.events`).catch(() => undefined);
    await broker?.close();
    await state.infra?.close();
    mailer?.close();
    await maildev?.stop();
    await db?.drop();
  });

  const mails = async () => (await fetch(`http://127.0.0.1:${webPort}/api/email`)).json() as Promise<CaughtMail[]>;
  return {
    get infra() {
      return state.infra;
    },
    get channel() {
      return state.channel;
    },
    get prefix() {
      return state.prefix;
    },
    handled: state.handled,
    async publish(type, payload, id = randomUUID()) {
      const message: Envelope = { id, type, occurredAt: new Date().toISOString(), payload };
      state.channel.publish(`${state.prefix}.events`, type, Buffer.from(JSON.stringify(message)), {
        persistent: true,
        messageId: message.id,
        contentType: 'application/json',
      });
      await state.channel.waitForConfirms();
      return message;
    },
    mails,
    withSubject: async (subject) => (await mails()).filter((mail) => mail.subject === subject),
    async attachment(mail, filename) {
      const file = mail.attachments?.find((attachment) => attachment.filename === filename);
      if (!file) throw new Error(`no attachment ${filename} in "${mail.subject}"`);
      return (await fetch(`http://127.0.0.1:${webPort}/api/email/${mail.id}/attachment/${file.generatedFileName}`)).text();
    },
  };
}
