import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import amqp, { type ChannelModel, type ConfirmChannel } from 'amqplib';
import MailDev from 'maildev';
import { startInfrastructure, type Infrastructure } from '@nbp/kit/runtime';
import { DEV_PII_KEYS, Keyring } from '@nbp/kit/crypto';
import type { ConsumerOptions } from '@nbp/kit/bus';
import { createTestDatabase, eventually, silentLogger, testBusPrefix, testConfig, TEST_AMQP_URL } from '@nbp/kit/testing';
import { businessFromEnv } from '@nbp/contracts/business';
import type { Envelope } from '@nbp/contracts/events/envelope';
import { BOOKING_REQUEST_HOARDING, type BookingRequestHoarding } from '@nbp/contracts/events/booking';
import { entities, MailDeliveryEntity } from '../src/data/entities.ts';
import { migrations } from '../src/migrations/index.ts';
import { smtpMailer, type Mailer } from '../src/mail/mailer.ts';
import { alarmMails } from '../src/events/alarm-mails.ts';
import type { MailDeps } from '../src/events/mail-deps.ts';
import { recipientHasher } from '../src/mail/recipient-key.ts';

// The office's alarm about requests refused by the pending caps (docs/request-lifecycle.md#hoarding):
// booking.request.hoarding.v1 from the bus to an SMTP catcher, once.

const OFFICE = 'ufficio@alacaluf-charter.example';

interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string; name: string }[];
  text: string;
  html: string;
}

let maildev: MailDev;
let webPort = 0;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let infra: Infrastructure;
let prefix: string;
let mailer: Mailer;
let broker: ChannelModel;
let channel: ConfirmChannel;
const handled = new Map<string, number>();

beforeAll(async () => {
  maildev = new MailDev({ smtp: 0, web: 0, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  const servers = await maildev.start();
  webPort = servers.api!.getPort()!;
  db = await createTestDatabase('notifalarm');
  prefix = testBusPrefix('notifalarm');
  const logger = silentLogger();
  const config = testConfig(db.url, prefix, { PUBLIC_URL: 'https://alacaluf-charter.example' });
  infra = await startInfrastructure({ name: 'notification', schema: 'notification', config, logger, entities, migrations });
  mailer = smtpMailer({ host: '127.0.0.1', port: servers.smtp.getPort(), from: '"Alacaluf Charter" <noreply@alacaluf-charter.example>' });
  const keyring = new Keyring(DEV_PII_KEYS);
  const deps: MailDeps = {
    em: () => infra.orm.em.fork(),
    mailer,
    keyring,
    brand: { business: businessFromEnv({}), publicUrl: config.PUBLIC_URL },
    officeEmail: OFFICE,
    logger,
    afterCommit: () => infra.relay.kick(),
    maxAttempts: 3,
    retryDelayMs: 100,
    customerCaps: { perHour: 3, perDay: 10, perBoatDay: 5 },
    recipientKey: recipientHasher(DEV_PII_KEYS),
  };
  const consumer: ConsumerOptions = alarmMails(deps);
  await infra.bus.consume({
    ...consumer,
    handler: async (message, meta) => {
      try {
        await consumer.handler(message, meta);
      } finally {
        handled.set(message.id, (handled.get(message.id) ?? 0) + 1);
      }
    },
  });
  broker = await amqp.connect(TEST_AMQP_URL);
  channel = await broker.createConfirmChannel();
  await channel.assertExchange(`${prefix}.events`, 'topic', { durable: true });
  await eventually(async () => infra.bus.connected);
});

afterAll(async () => {
  for (const suffix of ['', '.retry', '.dlq'])
    await channel?.deleteQueue(`${prefix}.notification.alarm-mails${suffix}`).catch(() => undefined);
  await channel?.deleteExchange(`${prefix}.events`).catch(() => undefined);
  await broker?.close();
  await infra?.close();
  mailer?.close();
  await maildev?.stop();
  await db?.drop();
});

async function publish(type: string, payload: unknown, id: string = randomUUID()): Promise<Envelope> {
  const message: Envelope = { id, type, occurredAt: new Date().toISOString(), payload };
  channel.publish(`${prefix}.events`, type, Buffer.from(JSON.stringify(message)), {
    persistent: true,
    messageId: message.id,
    contentType: 'application/json',
  });
  await channel.waitForConfirms();
  return message;
}

const mails = async () => (await fetch(`http://127.0.0.1:${webPort}/api/email`)).json() as Promise<CaughtMail[]>;
const withSubject = async (subject: string) => (await mails()).filter((mail) => mail.subject === subject);
const plain = (value: string) => value.replace(/\u00a0|\u202f/g, ' ');

const alarm = (overrides: Partial<BookingRequestHoarding> = {}): BookingRequestHoarding => ({
  refused: 11,
  windowMinutes: 10,
  since: '2027-06-12T08:30:00.000Z',
  ...overrides,
});

describe('the hoarding alarm', () => {
  it('mails the office once, in Italian, with counts and times only', async () => {
    const message = await publish(BOOKING_REQUEST_HOARDING, alarm());
    const subject = 'Allarme: 11 richieste di prenotazione rifiutate in 10 minuti';
    const [mail] = await eventually(async () => {
      const found = await withSubject(subject);
      return found.length ? found : undefined;
    });
    expect(mail!.to).toEqual([{ address: OFFICE, name: 'Alacaluf Charter' }]);
    const text = plain(mail!.text);
    for (const part of ['Richieste rifiutate: 11', 'Finestra: 10 minuti', '12 giugno 2027 alle ore 10:30', 'richieste in attesa'])
      expect(text).toContain(part);
    // The same event again (a redelivery, another replica) sends nothing more.
    await publish(BOOKING_REQUEST_HOARDING, alarm(), message.id);
    await eventually(async () => handled.get(message.id) === 2);
    expect(await withSubject(subject)).toHaveLength(1);
    const rows = await infra.orm.em.fork().find(MailDeliveryEntity, { eventId: message.id });
    expect(rows.map((row) => [row.recipient, row.status])).toEqual([['office-alarm', 'sent']]);
  });

  it('refuses an unreadable event for good, without a mail', async () => {
    const message = await publish(BOOKING_REQUEST_HOARDING, { refused: 'molte' });
    await eventually(async () => (handled.get(message.id) ?? 0) >= 1);
    const rows = await infra.orm.em.fork().find(MailDeliveryEntity, { eventId: message.id });
    expect(rows.every((row) => row.status !== 'sent')).toBe(true);
  });
});
