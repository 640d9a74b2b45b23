import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charactersNotAllowed } from '@nbp/contracts/common';
import amqp, { type ChannelModel, type ConfirmChannel } from 'amqplib';
import MailDev from 'maildev';
import { startInfrastructure, type Infrastructure } from '@nbp/kit/runtime';
import { serve, type RunningServer } from '@nbp/kit/server';
import { migrate } from '@nbp/kit/db';
import { DEV_PII_KEYS, Keyring } from '@nbp/kit/crypto';
import type { ConsumerOptions } from '@nbp/kit/bus';
import { createTestDatabase, eventually, silentLogger, testBusPrefix, testConfig, TEST_AMQP_URL } from '@nbp/kit/testing';
import { businessFromEnv } from '@nbp/contracts/business';
import { MESSAGES } from '@nbp/contracts/messages';
import type { Envelope } from '@nbp/contracts/events/envelope';
import ICAL from 'ical.js';
import {
  BOOKING_CONFIRMED,
  BOOKING_REQUEST_CANCELLED,
  BOOKING_REQUEST_CONFIRMED,
  BOOKING_REQUEST_DECLINED,
  BOOKING_REQUEST_EXPIRED,
  BOOKING_REQUEST_RECEIVED,
  BOOKING_REQUEST_REMINDER,
  bookingRequestSealContext,
  lifecycleSealContext,
  type BookingLifecycleEventType,
  type BookingRequestReceived,
  type BookingRequestSealedField,
} from '@nbp/contracts/events/booking';
import {
  CONTACT_MESSAGE_RECEIVED,
  EMAIL_FAILED,
  EMAIL_SENT,
  EMAIL_SKIPPED,
  type EmailOutcome,
  type EmailSkipped,
} from '@nbp/contracts/events/notification';
import { ContactEntity, contactCell, entities, MailDeliveryEntity } from '../src/data/entities.ts';
import { migrations } from '../src/migrations/index.ts';
import { afterNotificationMigrations } from '../src/data/reseal.ts';
import { smtpMailer, type Mailer } from '../src/mail/mailer.ts';
import { bookingRequestMails } from '../src/events/booking-request-mails.ts';
import { contactMails } from '../src/events/contact-mails.ts';
import { lifecycleMails } from '../src/events/lifecycle-mails.ts';
import type { MailDeps } from '../src/events/mail-deps.ts';
import { deliverOnce } from '../src/events/deliveries.ts';
import { recipientHasher } from '../src/mail/recipient-key.ts';
import { createApp } from '../src/app.ts';

const OFFICE = 'ufficio@alacaluf-charter.example';
const MAX_ATTEMPTS = 4;
const RETRY_DELAY_MS = 200;
const CAPS = { perHour: 3, perDay: 10, perBoatDay: 5 };
const recipientKey = recipientHasher(DEV_PII_KEYS);
/** What the app needs, as main builds it; each call is what one more replica would get. */
const appDeps = () => ({ keyring, contactRateLimit: { max: 3, windowSeconds: 600 }, addressKey: recipientKey });

/** What the SMTP catcher's JSON API gives for one mail (the fields the tests read). */
interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string; name: string }[];
  text: string;
  html: string;
  attachments?: { filename: string; generatedFileName: string; contentType: string }[];
  replyTo?: { address: string; name: string }[];
}

/** maildev in this process; it can be stopped and started again on the same ports. */
class Catcher {
  private maildev?: MailDev;
  smtpPort = 0;
  webPort = 0;

  async start(): Promise<void> {
    this.maildev = new MailDev({ smtp: this.smtpPort, web: this.webPort, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
    const servers = await this.maildev.start();
    this.smtpPort = servers.smtp.getPort();
    this.webPort = servers.api!.getPort()!;
  }

  async stop(): Promise<void> {
    await this.maildev?.stop();
    this.maildev = undefined;
  }

  async mails(): Promise<CaughtMail[]> {
    return (await fetch(`http://127.0.0.1:${this.webPort}/api/email`)).json() as Promise<CaughtMail[]>;
  }

  async mailsTo(address: string): Promise<CaughtMail[]> {
    return (await this.mails()).filter((mail) => mail.to.some((to) => to.address === address));
  }

  async source(id: string): Promise<string> {
    return (await fetch(`http://127.0.0.1:${this.webPort}/api/email/${id}/source`)).text();
  }

  async attachment(id: string, name: string): Promise<string> {
    return (await fetch(`http://127.0.0.1:${this.webPort}/api/email/${id}/attachment/${name}`)).text();
  }
}

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let infra: Infrastructure;
let server: RunningServer;
let prefix: string;
let mailer: Mailer;
let broker: ChannelModel;
let channel: ConfirmChannel;
const catcher = new Catcher();
const keyring = new Keyring(DEV_PII_KEYS);
const outcomes: { type: string; payload: EmailOutcome & Partial<EmailSkipped> }[] = [];
/** How many times each consumer finished with each message id, so a test knows a duplicate was handled. */
const handled = new Map<string, number>();

/** The real consumer, counting the messages it has finished with. */
function counted(consumer: ConsumerOptions): ConsumerOptions {
  return {
    ...consumer,
    handler: async (message, meta) => {
      try {
        await consumer.handler(message, meta);
      } finally {
        handled.set(message.id, (handled.get(message.id) ?? 0) + 1);
      }
    },
  };
}

beforeAll(async () => {
  await catcher.start();
  db = await createTestDatabase('notification');
  prefix = testBusPrefix('notification');
  const logger = silentLogger();
  const config = testConfig(db.url, prefix, { PUBLIC_URL: 'https://alacaluf-charter.example' });
  infra = await startInfrastructure({
    name: 'notification',
    schema: 'notification',
    config,
    logger,
    entities,
    migrations,
    afterMigrations: afterNotificationMigrations(keyring, logger),
  });
  mailer = smtpMailer({ host: '127.0.0.1', port: catcher.smtpPort, from: '"Alacaluf Charter" <noreply@alacaluf-charter.example>' });
  const deps: MailDeps = {
    em: () => infra.orm.em.fork(),
    mailer,
    keyring,
    brand: { business: businessFromEnv({}), publicUrl: config.PUBLIC_URL },
    officeEmail: OFFICE,
    logger,
    afterCommit: () => infra.relay.kick(),
    maxAttempts: MAX_ATTEMPTS,
    retryDelayMs: RETRY_DELAY_MS,
    customerCaps: CAPS,
    recipientKey,
  };
  await infra.bus.consume(counted(bookingRequestMails(deps)));
  await infra.bus.consume(counted(lifecycleMails(deps)));
  await infra.bus.consume(counted(contactMails(deps)));
  const app = createApp({ infra, ...appDeps() });
  server = await serve(app, { port: 0, host: '127.0.0.1', logger, handleSignals: false, onShutdown: infra.close });

  broker = await amqp.connect(TEST_AMQP_URL);
  channel = await broker.createConfirmChannel();
  await channel.assertExchange(`${prefix}.events`, 'topic', { durable: true });
  const { queue } = await channel.assertQueue('', { exclusive: true });
  await channel.bindQueue(queue, `${prefix}.events`, 'notification.email.#');
  await channel.consume(
    queue,
    (message) => {
      if (message) outcomes.push(JSON.parse(message.content.toString()));
    },
    { noAck: true },
  );
  // Connected means the consumers' queues exist and are bound, so nothing published is lost.
  await eventually(async () => infra.bus.connected);
});

afterAll(async () => {
  await broker?.close();
  await server?.close();
  mailer?.close();
  await catcher.stop();
  await db?.drop();
});

let nextRequestId = 1000;

function bookingEvent(
  customer: { name: string; email: string; phone?: string },
  overrides: Partial<BookingRequestReceived> = {},
): Envelope {
  const requestId = overrides.requestId ?? nextRequestId++;
  const seal = (field: BookingRequestSealedField, plain: string) => keyring.seal(plain, bookingRequestSealContext(field, requestId));
  const payload: BookingRequestReceived = {
    requestId,
    // One boat per event, so the per boat and day cap only bites in the test about it.
    boatId: requestId,
    boatName: 'Eolo 6.40 EL Open - Alacaluf I',
    startDate: '2027-06-12',
    endDate: '2027-06-14',
    days: 3,
    totalPrice: '1250.00',
    deposit: '500.00',
    customerName: seal('customerName', customer.name),
    customerEmail: seal('customerEmail', customer.email),
    customerPhone: seal('customerPhone', customer.phone ?? '+39 333 1234567'),
    notes: seal('notes', 'Arriviamo alle 9, con due bambini.'),
    language: 'it',
    holdsDays: true,
    ...overrides,
  };
  return { id: randomUUID(), type: BOOKING_REQUEST_RECEIVED, occurredAt: new Date().toISOString(), payload };
}

async function publish(message: Envelope, routingKey = BOOKING_REQUEST_RECEIVED): Promise<void> {
  channel.publish(`${prefix}.events`, routingKey, Buffer.from(JSON.stringify(message)), {
    persistent: true,
    messageId: message.id,
    contentType: 'application/json',
  });
  await channel.waitForConfirms();
}

const uniqueEmail = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.com`;
const requestIdOf = (message: Envelope) => (message.payload as BookingRequestReceived).requestId;
const plain = (value: string) => value.replace(/\u00a0|\u202f/g, ' ');

async function deliveriesOf(requestId: number) {
  return infra.orm.em.fork().find(MailDeliveryEntity, { requestId }, { orderBy: { recipient: 'asc' } });
}

/** The office mail and the customer mail of one request, once both arrived. */
async function bothMails(customerEmail: string): Promise<{ office: CaughtMail; customer: CaughtMail }> {
  return eventually(async () => {
    const mails = await catcher.mails();
    const customer = mails.find((mail) => mail.to.some((to) => to.address === customerEmail));
    const office = mails.find((mail) => mail.to.some((to) => to.address === OFFICE) && mail.text.includes(customerEmail));
    return customer && office ? { office, customer } : undefined;
  });
}

describe('booking request mails', () => {
  it('mails the office and the customer, in Italian, with a calendar file, and announces both as sent', async () => {
    const email = uniqueEmail('mario');
    const message = bookingEvent({ name: 'Mario Rossi', email });
    await publish(message);
    const { office, customer } = await bothMails(email);

    expect(office.subject).toBe('Nuova richiesta di prenotazione – Eolo 6.40 EL Open - Alacaluf I – 12/06/2027 – 14/06/2027');
    const officeText = plain(office.text);
    for (const part of [
      'Mario Rossi',
      email,
      '+39 333 1234567',
      'Arriviamo alle 9, con due bambini.',
      '1250,00 €',
      'https://alacaluf-charter.example/admin',
    ]) {
      expect(officeText).toContain(part);
    }
    expect(await catcher.source(office.id)).toMatch(new RegExp(`^Reply-To: Mario Rossi <${email.replace('.', '\\.')}>`, 'm'));
    // Both are machine mail: out-of-office robots (and Outlook's) do not answer them.
    for (const mail of [office, customer]) {
      const headers = (await catcher.source(mail.id)).split(/\r?\n\r?\n/)[0]!;
      expect(headers).toMatch(/^Auto-Submitted: auto-generated$/m);
      expect(headers).toMatch(/^X-Auto-Response-Suppress: OOF, AutoReply$/m);
    }

    expect(customer.subject).toContain('Abbiamo ricevuto la tua richiesta');
    const customerText = plain(customer.text);
    expect(customerText).toContain('Gentile cliente,');
    // The copy goes to a typed address: nothing the visitor typed is in it, not even in the To header.
    expect(customerText).not.toContain('Mario Rossi');
    expect(customerText).not.toContain('Arriviamo alle 9');
    expect(await catcher.source(customer.id)).not.toContain('Mario Rossi');
    expect(customerText).toContain('dal sabato 12 giugno 2027 al lunedì 14 giugno 2027');
    expect(customerText).toContain('Prezzo totale: 1250,00 €');
    expect(customerText).toContain('pre-autorizzazione sulla carta di credito');
    expect(customerText).toContain('Patti (ME)');
    expect(customerText).toContain('9:00 - 18:00');
    expect(customerText).toContain(MESSAGES.bookingRequestOk);
    expect(customer.html).toContain('sabato 12 giugno 2027');

    const ics = customer.attachments?.find((attachment) => attachment.filename === 'prenotazione.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = await catcher.attachment(customer.id, ics!.generatedFileName);
    expect(calendar).toContain('BEGIN:VEVENT\r\n');
    expect(calendar).toContain('DTSTART;VALUE=DATE:20270612\r\n');
    expect(calendar).toContain('DTEND;VALUE=DATE:20270615\r\n');
    expect(calendar).toContain('LOCATION:Via Papa Pio XII\\, 98066 Patti (ME)\r\n');

    const requestId = requestIdOf(message);
    const sent = await eventually(async () => {
      const mine = outcomes.filter((outcome) => outcome.type === EMAIL_SENT && outcome.payload.requestId === requestId);
      return mine.length === 2 ? mine : undefined;
    });
    expect(sent.map((outcome) => outcome.payload.recipient).sort()).toEqual(['admin', 'customer']);
    expect(sent[0]!.payload).toMatchObject({ attempts: 1, error: null });
    const rows = await deliveriesOf(requestId);
    expect(rows.map((row) => [row.recipient, row.status, row.attempts])).toEqual([
      ['admin', 'sent', 1],
      ['customer', 'sent', 1],
    ]);
    expect(rows.every((row) => row.eventId === message.id && row.messageId && row.sentAt)).toBe(true);
  });

  it('sends one mail per recipient when the same event arrives twice', async () => {
    const email = uniqueEmail('doppio');
    const message = bookingEvent({ name: 'Luca Verdi', email });
    await publish(message);
    await publish(message);
    await eventually(async () => handled.get(message.id) === 2);
    await bothMails(email);
    expect(await catcher.mailsTo(email)).toHaveLength(1);
    expect((await catcher.mailsTo(OFFICE)).filter((mail) => mail.text.includes(email))).toHaveLength(1);
    // Handled once more, later: still nothing new.
    await publish(message);
    await eventually(async () => handled.get(message.id) === 3);
    expect(await catcher.mailsTo(email)).toHaveLength(1);
    await eventually(async () => outcomes.filter((o) => o.payload.requestId === requestIdOf(message)).length === 2);
    expect(outcomes.filter((o) => o.payload.requestId === requestIdOf(message))).toHaveLength(2);
  });

  it('escapes markup a customer typed in the HTML bodies, and lets no line break reach a header', async () => {
    const email = uniqueEmail('script');
    const intruder = uniqueEmail('intruso');
    await publish(bookingEvent({ name: `<script>alert(1)</script>\r\nBcc: ${intruder}`, email }));
    const { office, customer } = await bothMails(email);
    expect(office.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(customer.html).not.toContain('script');
    for (const mail of [office, customer]) {
      expect(mail.html).not.toContain('<script');
      const headers = (await catcher.source(mail.id)).split(/\r?\n\r?\n/)[0]!;
      expect(headers).toMatch(/^Subject:/m);
      expect(headers).not.toMatch(/^Bcc:/im);
    }
    expect(await catcher.mailsTo(intruder)).toHaveLength(0);
    expect((await catcher.mails()).filter((mail) => JSON.stringify(mail).includes(`"address":"${intruder}"`))).toHaveLength(0);
  });

  it('retries while the SMTP server is down and delivers once it is back', async () => {
    await catcher.stop();
    const email = uniqueEmail('ritardo');
    const message = bookingEvent({ name: 'Anna Neri', email });
    try {
      await publish(message);
      const failing = await eventually(async () => {
        const rows = await deliveriesOf(requestIdOf(message));
        return rows.length === 2 && rows.every((row) => row.attempts >= 1 && row.lastError) ? rows : undefined;
      });
      expect(failing.every((row) => row.status === 'pending')).toBe(true);
    } finally {
      await catcher.start();
    }
    await bothMails(email);
    const rows = await eventually(async () => {
      const found = await deliveriesOf(requestIdOf(message));
      return found.every((row) => row.status === 'sent') ? found : undefined;
    });
    expect(rows.every((row) => row.attempts >= 2 && row.attempts <= MAX_ATTEMPTS && row.lastError === null)).toBe(true);
  });

  it('after the last try marks both deliveries failed, announces it and dead-letters the message', async () => {
    await catcher.stop();
    const message = bookingEvent({ name: 'Paolo Gialli', email: uniqueEmail('perso') });
    const requestId = requestIdOf(message);
    try {
      await publish(message);
      const failed = await eventually(
        async () => {
          const mine = outcomes.filter((outcome) => outcome.type === EMAIL_FAILED && outcome.payload.requestId === requestId);
          return mine.length === 2 ? mine : undefined;
        },
        { attempts: 300, intervalMs: 100 },
      );
      expect(failed.map((outcome) => outcome.payload.recipient).sort()).toEqual(['admin', 'customer']);
      expect(failed.every((outcome) => outcome.payload.attempts === MAX_ATTEMPTS && outcome.payload.error)).toBe(true);
      // The error travels without any address in it.
      expect(failed.some((outcome) => outcome.payload.error?.includes('@'))).toBe(false);
    } finally {
      await catcher.start();
    }
    const rows = await deliveriesOf(requestId);
    expect(rows.map((row) => [row.recipient, row.status, row.attempts])).toEqual([
      ['admin', 'failed', MAX_ATTEMPTS],
      ['customer', 'failed', MAX_ATTEMPTS],
    ]);
    const dead = await eventually(async () => {
      const got = await channel.get(`${prefix}.notification.booking-mails.dlq`, { noAck: true });
      return got ? (JSON.parse(got.content.toString()) as Envelope) : undefined;
    });
    expect(dead.id).toBe(message.id);
  });

  it('dead-letters at once an event whose sealed fields cannot be opened, and announces the failure', async () => {
    const message = bookingEvent(
      { name: 'X', email: uniqueEmail('rotto') },
      { customerEmail: new Keyring('other:' + Buffer.alloc(32, 7).toString('base64')).seal('a@b.it', 'any') },
    );
    await publish(message);
    const failed = await eventually(async () => {
      const mine = outcomes.filter((outcome) => outcome.type === EMAIL_FAILED && outcome.payload.requestId === requestIdOf(message));
      return mine.length === 2 ? mine : undefined;
    });
    expect(failed.every((outcome) => outcome.payload.attempts === 0)).toBe(true);
    expect(handled.get(message.id)).toBe(1);
  });
});

/** The customer outcome (sent or skipped) of each of `messages`, once all are known. */
async function customerOutcomes(messages: Envelope[]) {
  const ids = new Set(messages.map(requestIdOf));
  return eventually(async () => {
    const mine = outcomes.filter(
      (outcome) => outcome.payload.recipient === 'customer' && ids.has(outcome.payload.requestId) && outcome.type !== EMAIL_FAILED,
    );
    return mine.length === ids.size ? mine : undefined;
  });
}

describe('sending caps on the customer copy', () => {
  it('withholds the copy past 3 an hour to one address (whatever its case), still mails the office and says why', async () => {
    const email = uniqueEmail('vittima');
    const messages = [email, email, email.toUpperCase(), email].map((address) => bookingEvent({ name: 'Spam Mer', email: address }));
    for (const message of messages) await publish(message);
    const found = await customerOutcomes(messages);
    expect(found.filter((outcome) => outcome.type === EMAIL_SENT)).toHaveLength(3);
    const skipped = found.filter((outcome) => outcome.type === EMAIL_SKIPPED);
    expect(skipped.map((outcome) => outcome.payload.reason)).toEqual(['recipient_hourly_cap']);

    const office = await eventually(async () => {
      const mails = (await catcher.mailsTo(OFFICE)).filter((mail) => mail.text.toLowerCase().includes(email));
      return mails.length === 4 ? mails : undefined;
    });
    expect(office.every((mail) => mail.text.includes('Spam Mer'))).toBe(true);
    const copies = (await catcher.mails()).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === email));
    expect(copies).toHaveLength(3);

    const row = (await deliveriesOf(skipped[0]!.payload.requestId)).find((r) => r.recipient === 'customer')!;
    expect(row).toMatchObject({ status: 'skipped', skipReason: 'recipient_hourly_cap', sentAt: null });
    // Counted by a keyed hash: the table never holds the address in clear.
    expect(row.recipientKey).toMatch(/^[0-9a-f]{64}$/);
    const [found2] = await infra.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>(`select count(*)::int as n from notification.mail_deliveries d where d::text ilike ?`, [`%${email}%`]);
    expect(found2?.n).toBe(0);
  });

  it('withholds the copy past 10 a day to one address, counting the copies of the last 24 hours', async () => {
    const email = uniqueEmail('giornaliero');
    const em = infra.orm.em.fork();
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (let i = 0; i < CAPS.perDay; i++) {
      em.create(MailDeliveryEntity, {
        eventId: randomUUID(),
        recipient: 'customer',
        requestId: 90_000 + i,
        status: 'sent',
        attempts: 1,
        sentAt: twoHoursAgo,
        claimedAt: twoHoursAgo,
        recipientKey: recipientKey(email),
        createdAt: twoHoursAgo,
        updatedAt: twoHoursAgo,
      });
    }
    await em.flush();
    const message = bookingEvent({ name: 'Ada', email });
    await publish(message);
    const [outcome] = await customerOutcomes([message]);
    expect(outcome).toMatchObject({ type: EMAIL_SKIPPED, payload: { reason: 'recipient_daily_cap' } });
    await eventually(async () => (await catcher.mailsTo(OFFICE)).some((mail) => mail.text.includes(email)));
    expect(await catcher.mailsTo(email)).toHaveLength(0);
  });

  it('withholds the copy past 5 for requests of one boat starting the same day, whatever the addresses', async () => {
    const boatId = 77_000 + Math.floor(Math.random() * 1000);
    const messages = Array.from({ length: CAPS.perBoatDay + 1 }, (_, i) =>
      bookingEvent({ name: 'Tanti', email: uniqueEmail(`barca${i}`) }, { boatId, startDate: '2027-08-15', endDate: '2027-08-15', days: 1 }),
    );
    for (const message of messages) await publish(message);
    const found = await customerOutcomes(messages);
    expect(found.filter((outcome) => outcome.type === EMAIL_SENT)).toHaveLength(CAPS.perBoatDay);
    expect(found.filter((outcome) => outcome.type === EMAIL_SKIPPED).map((outcome) => outcome.payload.reason)).toEqual(['boat_day_cap']);
    // Another start day of the same boat is not affected.
    const other = bookingEvent(
      { name: 'Altro', email: uniqueEmail('altro') },
      { boatId, startDate: '2027-08-16', endDate: '2027-08-16', days: 1 },
    );
    await publish(other);
    expect((await customerOutcomes([other]))[0]!.type).toBe(EMAIL_SENT);
  });
});

describe('two replicas and a database that drops mid-send', () => {
  it('a copy of the event on another replica does not send the mail again when the sender loses its connection after the SMTP answer', async () => {
    const address = uniqueEmail('replica');
    const key = { eventId: randomUUID(), recipient: 'customer' as const, requestId: nextRequestId++ };
    const compose = () => ({
      subject: 'Prova repliche',
      text: 'Una sola volta.',
      html: '<p>Una sola volta.</p>',
      to: { name: '', address },
    });
    const sql = () => infra.orm.em.fork().getConnection();
    // Replica B: its own memory of deliveries in progress, the same database; it retries as the bus would.
    const replicaB = new Map<string, Promise<unknown>>();
    let copyOnB: Promise<unknown> | undefined;
    const handleOnB = async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await deliverOnce(infra.orm.em.fork(), mailer, key, compose, { local: replicaB });
        } catch (err) {
          if (attempt >= 40) throw err;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    };
    // Replica A: once the SMTP server accepted the mail, B gets a copy of the event, and then every
    // connection to the database not running a statement is cut, A's among them.
    const droppingMailer: Mailer = {
      async send(mail) {
        const accepted = await mailer.send(mail);
        copyOnB = handleOnB();
        // Up to 2 s for B to reach the delivery (it waits on A's lock, where A holds one); then the cut.
        for (let i = 0; i < 40; i++) {
          const [waiting] = await sql().execute<{ n: number }[]>(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (waiting?.n) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await sql().execute(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'active'`,
        );
        return accepted;
      },
      close: () => undefined,
    };
    const onA = await deliverOnce(infra.orm.em.fork(), droppingMailer, key, compose, { recordRetry: { attempts: 40, delayMs: 100 } });
    expect(onA).toBe('sent');
    await copyOnB;
    await eventually(async () => (await catcher.mailsTo(address)).length > 0);
    const row = await infra.orm.em.fork().findOneOrFail(MailDeliveryEntity, { eventId: key.eventId, recipient: 'customer' });
    expect(row.status).toBe('sent');
    // B answered after A recorded the delivery; the catcher holds one mail.
    expect(await catcher.mailsTo(address)).toHaveLength(1);
  });
});

describe('contact form', () => {
  const post = (body: unknown, ip: string, url = server.url) =>
    fetch(`${url}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const valid = () => ({
    name: 'Giulia Bianchi',
    email: uniqueEmail('giulia'),
    phone: '+39 320 7654321',
    message: 'Vorrei informazioni sul noleggio per agosto.',
  });

  it('stores the message sealed, answers 201 and mails the office with Reply-To the visitor', async () => {
    const input = valid();
    const response = await post(input, '198.51.100.1');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Messaggio inviato' });

    const rows = await infra.orm.em.fork().find(ContactEntity, {});
    const row = rows.find(
      (candidate) => keyring.open(candidate.emailEncrypted, contactCell('email_encrypted', candidate.id)) === input.email,
    )!;
    expect(row).toBeDefined();
    const stored = JSON.stringify(
      await infra.orm.em.fork().getConnection().execute('select * from "notification"."contacts" where id = ?', [row.id]),
    );
    for (const value of [input.name, input.email, input.phone, input.message]) expect(stored).not.toContain(value);
    expect(keyring.open(row.messageEncrypted, contactCell('message_encrypted', row.id))).toBe(input.message);

    const mail = await eventually(async () => (await catcher.mailsTo(OFFICE)).find((candidate) => candidate.text.includes(input.email)));
    expect(mail.subject).toBe('Nuovo messaggio dal sito – Giulia Bianchi');
    expect(mail.text).toContain(input.message);
    expect(mail.text).toContain('+39 320 7654321');
    expect(await catcher.source(mail.id)).toMatch(new RegExp(`^Reply-To: Giulia Bianchi <${input.email.replace('.', '\\.')}>`, 'm'));
    const delivery = await eventually(async () => {
      const found = await infra.orm.em.fork().findOne(MailDeliveryEntity, { contactId: row.id });
      return found?.status === 'sent' ? found : undefined;
    });
    expect(delivery).toMatchObject({ recipient: 'office-contact', attempts: 1 });
  });

  it('stores and mails a message sent twice (a retry, a double click) once, and answers both the same', async () => {
    const input = { ...valid(), message: `Due volte lo stesso messaggio ${randomUUID()}` };
    // From two addresses: the test server's contact limit is small, and the copy is found by what it says.
    const [first, second] = await Promise.all([post(input, '198.51.100.31'), post(input, '198.51.100.32')]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual({ message: 'Messaggio inviato' });
    expect((await post(input, '198.51.100.33')).status).toBe(201);
    await eventually(async () => (await catcher.mailsTo(OFFICE)).find((mail) => mail.text.includes(input.message)));
    const rows = (await infra.orm.em.fork().find(ContactEntity, {})).filter(
      (row) => keyring.open(row.messageEncrypted, contactCell('message_encrypted', row.id)) === input.message,
    );
    expect(rows).toHaveLength(1);
    // Another message from the same person is a new one.
    expect((await post({ ...input, message: `${input.message} (e un'altra cosa)` }, '198.51.100.34')).status).toBe(201);
    await eventually(async () => (await catcher.mailsTo(OFFICE)).find((mail) => mail.text.includes("(e un'altra cosa)")));
    expect((await catcher.mailsTo(OFFICE)).filter((mail) => mail.text.includes(input.message))).toHaveLength(2);
  });

  it('refuses invalid fields with 400 and the Italian messages, storing nothing', async () => {
    const before = await infra.orm.em.fork().count(ContactEntity, {});
    const response = await post({ name: 'A', email: 'non-una-email', phone: '123', message: 'corto' }, '198.51.100.2');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBe(MESSAGES.formName);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: MESSAGES.formName, code: 'name_required' },
        { path: 'email', message: MESSAGES.formEmail, code: 'email_invalid' },
        { path: 'phone', message: MESSAGES.formPhone, code: 'phone_required' },
        { path: 'message', message: MESSAGES.contactMessage, code: 'message_too_short' },
      ]),
    );
    const missing = await post({}, '198.51.100.3');
    expect(missing.status).toBe(400);
    expect((await missing.json()).issues).toHaveLength(4);
    expect((await post('{non json', '198.51.100.4')).status).toBe(400);
    expect(await infra.orm.em.fork().count(ContactEntity, {})).toBe(before);
  });

  it('refuses control, line-break, bidi and zero-width characters in the name and phone, and all but line feeds in the message, storing nothing', async () => {
    const before = await infra.orm.em.fork().count(ContactEntity, {});
    const hidden = ['\u0000', '\u001b', '\n', '\r', '\t', '\u0085', '\u2028', '\u202e', '\u2067', '\u200b', '\u2060', '\ufeff'];
    let client = 0;
    const refused = async (body: Record<string, unknown>, message: string) => {
      const response = await post(body, `198.51.${101 + Math.floor(client / 250)}.${1 + (client++ % 250)}`);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).message, JSON.stringify(body)).toBe(message);
    };
    for (const char of hidden) {
      await refused({ ...valid(), name: `Giulia${char}Bianchi` }, charactersNotAllowed('Il nome'));
      await refused({ ...valid(), phone: `+39 320 7654321${char}` }, charactersNotAllowed('Il telefono'));
      if (char !== '\n')
        await refused({ ...valid(), message: `Vorrei informazioni${char} sul noleggio.` }, charactersNotAllowed('Il messaggio'));
    }
    expect(await infra.orm.em.fork().count(ContactEntity, {})).toBe(before);
    const lines = await post({ ...valid(), message: 'Buongiorno,\nvorrei informazioni sul noleggio.' }, '198.51.100.99');
    expect(lines.status).toBe(201);
  });

  it('answers 429 past the limit for one client, and still serves the others', async () => {
    for (let i = 0; i < 3; i++) expect((await post(valid(), '203.0.113.9')).status).toBe(201);
    const limited = await post(valid(), '203.0.113.9');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ message: MESSAGES.tooManyRequests });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // A client cannot escape its limit by naming another address before the gateway's.
    expect((await post(valid(), '192.0.2.50, 203.0.113.9')).status).toBe(429);
    expect((await post(valid(), '203.0.113.10')).status).toBe(201);
  });

  it('counts one client against the limit on every replica together', async () => {
    const replica = await serve(createApp({ infra, ...appDeps() }), {
      port: 0,
      host: '127.0.0.1',
      logger: silentLogger(),
      handleSignals: false,
    });
    try {
      for (let i = 0; i < 3; i++) expect((await post(valid(), '203.0.113.20', i % 2 ? replica.url : server.url)).status).toBe(201);
      const limited = await post(valid(), '203.0.113.20', replica.url);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ error: 'too_many_requests', message: MESSAGES.tooManyRequests });
      expect((await post(valid(), '203.0.113.20', server.url)).status).toBe(429);
    } finally {
      await replica.close();
    }
  });
});

describe('sealed fields are bound to where they belong', () => {
  /** Values sealed with the development key before they were bound to their row. */
  const OLDER = {
    name: ['Mario Rossi', 'dev1:_Cds7fF7FqhNXIO8:UOolyEm2QJG0gdazZ7DLFw:LgmNQ4-BhanZ6lI'],
    email: ['mario.rossi@example.it', 'dev1:p8atn2mwMA_t6oh6:Y21diA7-lqXzJx34q8Yv2A:5DvOLCXnyNCh-u9v3mGcyRBxbsM0SA'],
    message: ['Arriviamo alle 9', 'dev1:YV1l-bLarny0am3P:qg_b36JxNLgKxa_YV3pYfw:qtDnLkw4hRqSt8cfjNWUdw'],
  } as const;
  const sql = (text: string, values: unknown[] = []) => infra.orm.em.fork().getConnection().execute<{ id: number }[]>(text, values, 'all');
  const announce = (contactId: number) => {
    const message: Envelope = {
      id: randomUUID(),
      type: CONTACT_MESSAGE_RECEIVED,
      occurredAt: new Date().toISOString(),
      payload: { contactId },
    };
    return publish(message, CONTACT_MESSAGE_RECEIVED);
  };

  it("never mails a contact message's fields copied into another contact row: the delivery fails instead", async () => {
    const text = `Messaggio riservato ${randomUUID()}`;
    const email = uniqueEmail('riservato');
    const sent = await fetch(`${server.url}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify({ name: 'Paola Riservata', email, phone: '+39 320 1112223', message: text }),
    });
    expect(sent.status).toBe(201);
    await eventually(async () => (await catcher.mailsTo(OFFICE)).find((mail) => mail.text.includes(text)));
    const [copy] = await sql(
      `insert into "notification"."contacts" (name_encrypted, email_encrypted, phone_encrypted, message_encrypted, created_at)
       select name_encrypted, email_encrypted, phone_encrypted, message_encrypted, now() from "notification"."contacts"
        where id = (select max(id) from "notification"."contacts") returning id`,
    );
    await announce(copy!.id);
    const failed = await eventually(
      async () => (await infra.orm.em.fork().findOne(MailDeliveryEntity, { contactId: copy!.id, status: 'failed' })) ?? undefined,
    );
    expect(failed.sentAt).toBeNull();
    expect((await catcher.mailsTo(OFFICE)).filter((mail) => mail.text.includes(text))).toHaveLength(1);
  });

  it("refuses a booking event carrying a field sealed for another request's event, and mails nobody", async () => {
    const first = bookingEvent({ name: 'Elena Prima', email: uniqueEmail('elena') });
    await publish(first);
    await eventually(async () => outcomes.filter((o) => o.type === EMAIL_SENT && o.payload.requestId === requestIdOf(first)).length === 2);
    const firstEmail = keyring.open(
      (first.payload as BookingRequestReceived).customerEmail,
      bookingRequestSealContext('customerEmail', requestIdOf(first)),
    );
    // The second event's e-mail is the first one's ciphertext, as is; its name is its own e-mail's.
    const second = bookingEvent(
      { name: 'Fabio Secondo', email: uniqueEmail('fabio') },
      { customerEmail: (first.payload as BookingRequestReceived).customerEmail },
    );
    await publish(second);
    const failed = await eventually(async () => {
      const mine = outcomes.filter((o) => o.type === EMAIL_FAILED && o.payload.requestId === requestIdOf(second));
      return mine.length === 2 ? mine : undefined;
    });
    expect(failed.every((outcome) => outcome.payload.attempts === 0)).toBe(true);
    expect(await catcher.mailsTo(firstEmail)).toHaveLength(1);
  });

  it('seals again, bound to its row, a contact stored in the older format, which is still mailed', async () => {
    const [row] = await sql(
      `insert into "notification"."contacts" (name_encrypted, email_encrypted, phone_encrypted, message_encrypted, created_at)
       values (?, ?, null, ?, now()) returning id`,
      [OLDER.name[1], OLDER.email[1], OLDER.message[1]],
    );
    const id = row!.id;
    // What a restart of the service does after its migrations, under the same lock.
    const reseal = afterNotificationMigrations(keyring, silentLogger());
    await migrate(infra.orm, db.url, 'notification', () => reseal(infra.orm));
    const [stored] = await infra.orm.em
      .fork()
      .getConnection()
      .execute<{ name_encrypted: string; email_encrypted: string; message_encrypted: string; phone_encrypted: null }[]>(
        'select * from "notification"."contacts" where id = ?',
        [id],
        'all',
      );
    expect(Keyring.isCurrent(stored!.name_encrypted) && Keyring.isCurrent(stored!.email_encrypted)).toBe(true);
    expect(keyring.open(stored!.message_encrypted, contactCell('message_encrypted', id))).toBe(OLDER.message[0]);
    expect(() => keyring.open(stored!.message_encrypted, contactCell('message_encrypted', id + 1))).toThrow();
    expect(stored!.phone_encrypted).toBeNull();
    await announce(id);
    const mail = await eventually(async () =>
      (await catcher.mailsTo(OFFICE)).find(
        (candidate) => candidate.text.includes(OLDER.email[0]) && candidate.text.includes(OLDER.message[0]),
      ),
    );
    expect(mail.subject).toBe(`Nuovo messaggio dal sito – ${OLDER.name[0]}`);
  });
});

describe("mails of a request's later life", () => {
  const BOAT = 'Eolo 6.40 EL Open - Alacaluf I';
  const PUBLIC_URL = 'https://alacaluf-charter.example';
  const newToken = () => randomUUID().replace(/-/g, '');

  function envelope(type: string, payload: Record<string, unknown>): Envelope {
    return { id: randomUUID(), type, occurredAt: new Date().toISOString(), payload };
  }

  /** A request's facts as booking publishes them for `type`, its customer fields sealed for that event. */
  function requestFacts(type: BookingLifecycleEventType, requestId: number, email: string, token: string, name = 'Mario Rossi') {
    const seal = (field: BookingRequestSealedField, plain: string) => keyring.seal(plain, lifecycleSealContext(type, field, requestId));
    return {
      requestId,
      accessToken: seal('accessToken', token),
      boatId: 1,
      boatName: BOAT,
      startDate: '2027-06-12',
      endDate: '2027-06-14',
      days: 3,
      totalPrice: '1250.00',
      customerName: seal('customerName', name),
      customerEmail: seal('customerEmail', email),
    };
  }

  /** The one mail to `address` whose subject starts so, once it arrived. */
  const mailTo = (address: string, subject: string) =>
    eventually(async () => (await catcher.mailsTo(address)).find((mail) => mail.subject.startsWith(subject)));

  async function calendarOf(mail: CaughtMail) {
    // 'booking.ics' in the English mails (docs/languages.md).
    const attachment = mail.attachments?.find((file) => file.filename === 'prenotazione.ics' || file.filename === 'booking.ics');
    expect(attachment).toBeDefined();
    const calendar = new ICAL.Component(ICAL.parse(await catcher.attachment(mail.id, attachment!.generatedFileName)));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    return {
      calendar,
      vevent,
      method: calendar.getFirstPropertyValue('method'),
      uid: vevent.getFirstPropertyValue('uid'),
      sequence: Number(vevent.getFirstPropertyValue('sequence')),
      status: vevent.getFirstPropertyValue('status'),
    };
  }

  const outcomesOf = (requestId: number, mail: string) =>
    outcomes.filter((outcome) => outcome.payload.requestId === requestId && outcome.payload.mail === mail);

  it('the received mail says until when the days are held and gives the private link; its outcomes name it', async () => {
    const email = uniqueEmail('attesa');
    const requestId = nextRequestId++;
    const token = newToken();
    const message = bookingEvent(
      { name: 'Mario Rossi', email },
      {
        requestId,
        holdUntil: '2027-06-11T16:00:00.000Z',
        accessToken: keyring.seal(token, bookingRequestSealContext('accessToken', requestId)),
      },
    );
    await publish(message);
    const { customer } = await bothMails(email);
    expect(plain(customer.text)).toContain('fino alle 18:00 di venerdì 11/06/2027 (ora di Patti)');
    expect(customer.text).toContain(`${PUBLIC_URL}/richiesta/${token}`);
    const file = await calendarOf(customer);
    expect([file.uid, file.sequence, file.status, file.method]).toEqual([
      `request-${requestId}@alacaluf-charter.example`,
      0,
      'TENTATIVE',
      'PUBLISH',
    ]);
    const sent = await eventually(async () =>
      outcomesOf(requestId, 'received').length === 2 ? outcomesOf(requestId, 'received') : undefined,
    );
    expect(sent.every((outcome) => outcome.type === EMAIL_SENT)).toBe(true);
  });

  it('confirmed: the customer gets the confirmation once, with the updated calendar file, and the outcome names it', async () => {
    const email = uniqueEmail('confermata');
    const requestId = nextRequestId++;
    const token = newToken();
    const message = envelope(BOOKING_REQUEST_CONFIRMED, {
      ...requestFacts(BOOKING_REQUEST_CONFIRMED, requestId, email, token),
      bookingId: 500 + requestId,
      deposit: '500.00',
      checkInTime: '09:00',
      checkOutTime: '18:00',
      sequence: 1,
    });
    await publish(message, BOOKING_REQUEST_CONFIRMED);
    await publish(message, BOOKING_REQUEST_CONFIRMED);
    const mail = await mailTo(email, 'Prenotazione confermata');
    expect(mail.subject).toBe(`Prenotazione confermata – ${BOAT} | ${businessFromEnv({}).name}`);
    const text = plain(mail.text);
    expect(text).toContain('Gentile cliente,');
    expect(text).not.toContain('Mario Rossi');
    expect(text).toContain('Ritiro: sabato 12 giugno 2027 alle 09:00 (ora di Patti)');
    expect(text).toContain(`${PUBLIC_URL}/richiesta/${token}`);
    expect(await catcher.source(mail.id)).toMatch(new RegExp(`^Reply-To: .*<${OFFICE.replace('.', '\\.')}>`, 'm'));

    const file = await calendarOf(mail);
    expect([file.uid, file.sequence, file.status, file.method]).toEqual([
      `request-${requestId}@alacaluf-charter.example`,
      1,
      'CONFIRMED',
      'PUBLISH',
    ]);
    expect(file.vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Rome');
    expect(file.calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/Rome']);

    const sent = await eventually(async () => (outcomesOf(requestId, 'confirmed').length ? outcomesOf(requestId, 'confirmed') : undefined));
    expect(sent.map((outcome) => [outcome.type, outcome.payload.recipient, outcome.payload.attempts])).toEqual([
      [EMAIL_SENT, 'customer', 1],
    ]);
    // The copy delivered twice, and once more later: still one mail, one outcome.
    await eventually(async () => handled.get(message.id) === 2);
    await publish(message, BOOKING_REQUEST_CONFIRMED);
    await eventually(async () => handled.get(message.id) === 3);
    expect(await catcher.mailsTo(email)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.payload.requestId === requestId)).toHaveLength(1);
    const rows = await deliveriesOf(requestId);
    expect(rows.map((row) => [row.recipient, row.status, row.eventId])).toEqual([['customer', 'sent', message.id]]);
  });

  it("declined: a courteous mail with the office's reason and links to the alternatives; the calendar entry cancelled", async () => {
    const email = uniqueEmail('rifiutata');
    const requestId = nextRequestId++;
    const token = newToken();
    await publish(
      envelope(BOOKING_REQUEST_DECLINED, {
        ...requestFacts(BOOKING_REQUEST_DECLINED, requestId, email, token),
        reason: keyring.seal('La barca è in manutenzione.', lifecycleSealContext(BOOKING_REQUEST_DECLINED, 'reason', requestId)),
        alternatives: [
          { boatId: 2, boatName: 'Eolo 5.50 - Alacaluf II', startDate: '2027-06-12', endDate: '2027-06-14' },
          { boatId: 1, boatName: BOAT, startDate: '2027-06-19', endDate: '2027-06-21' },
        ],
        sequence: 1,
      }),
      BOOKING_REQUEST_DECLINED,
    );
    const mail = await mailTo(email, 'Richiesta non confermata');
    expect(mail.text).toContain('La barca è in manutenzione.');
    expect(mail.text).toContain(`${PUBLIC_URL}/boat/2?start=2027-06-12&end=2027-06-14`);
    expect(mail.text).toContain(`${PUBLIC_URL}/boat/1?start=2027-06-19&end=2027-06-21`);
    expect(mail.text).toContain(`${PUBLIC_URL}/richiesta/${token}`);
    const file = await calendarOf(mail);
    expect([file.uid, file.sequence, file.status, file.method]).toEqual([
      `request-${requestId}@alacaluf-charter.example`,
      1,
      'CANCELLED',
      'CANCEL',
    ]);
    await eventually(async () => outcomesOf(requestId, 'declined').length === 1);
    expect(outcomesOf(requestId, 'declined')[0]).toMatchObject({ type: EMAIL_SENT, payload: { recipient: 'customer' } });
  });

  it('declined: a reason sealed for another request is refused and nobody is mailed; one in clear, from before sealing, is still quoted', async () => {
    const email = uniqueEmail('motivo');
    const moved = nextRequestId++;
    const message = envelope(BOOKING_REQUEST_DECLINED, {
      ...requestFacts(BOOKING_REQUEST_DECLINED, moved, email, newToken()),
      reason: keyring.seal('Il motivo di un altro cliente.', lifecycleSealContext(BOOKING_REQUEST_DECLINED, 'reason', moved + 1000)),
      alternatives: [],
      sequence: 1,
    });
    await publish(message, BOOKING_REQUEST_DECLINED);
    await eventually(async () => outcomesOf(moved, 'declined').length === 1);
    expect(outcomesOf(moved, 'declined')[0]).toMatchObject({ type: EMAIL_FAILED, payload: { recipient: 'customer', attempts: 0 } });

    const before = nextRequestId++;
    await publish(
      envelope(BOOKING_REQUEST_DECLINED, {
        ...requestFacts(BOOKING_REQUEST_DECLINED, before, email, newToken()),
        reason: 'Previsto mare mosso.',
        alternatives: [],
        sequence: 1,
      }),
      BOOKING_REQUEST_DECLINED,
    );
    const mail = await mailTo(email, 'Richiesta non confermata');
    expect(mail.text).toContain('Previsto mare mosso.');
    expect(await catcher.mailsTo(email)).toHaveLength(1);
    expect(JSON.stringify(await catcher.mailsTo(email))).not.toContain('altro cliente');
  });

  it('expired: the customer is told the days were released and invited to ask again', async () => {
    const email = uniqueEmail('scaduta');
    const requestId = nextRequestId++;
    const token = newToken();
    await publish(
      envelope(BOOKING_REQUEST_EXPIRED, { ...requestFacts(BOOKING_REQUEST_EXPIRED, requestId, email, token), sequence: 1 }),
      BOOKING_REQUEST_EXPIRED,
    );
    const mail = await mailTo(email, 'Richiesta scaduta');
    expect(mail.text).toContain('Le date sono state liberate');
    expect(mail.text).toContain(`${PUBLIC_URL}/boat/1?start=2027-06-12&end=2027-06-14`);
    expect(mail.text).toContain(`${PUBLIC_URL}/richiesta/${token}`);
    expect((await calendarOf(mail)).method).toBe('CANCEL');
    // One outcome per recipient: the customer's copy and the office's notice (docs/request-lifecycle.md#expiry).
    await eventually(async () => outcomesOf(requestId, 'expired').length === 2);
    expect(
      outcomesOf(requestId, 'expired')
        .map((outcome) => outcome.payload.recipient)
        .sort(),
    ).toEqual(['admin', 'customer']);
  });

  it('cancelled by the customer: a confirmation to them and a notice to the office, whose Reply-To is the customer', async () => {
    const email = uniqueEmail('annullata');
    const requestId = nextRequestId++;
    const token = newToken();
    await publish(
      envelope(BOOKING_REQUEST_CANCELLED, {
        ...requestFacts(BOOKING_REQUEST_CANCELLED, requestId, email, token, 'Giulia Bianchi'),
        sequence: 1,
      }),
      BOOKING_REQUEST_CANCELLED,
    );
    const customer = await mailTo(email, 'Richiesta annullata');
    expect(customer.text).toContain(`${PUBLIC_URL}/richiesta/${token}`);
    expect(customer.text).not.toContain('Giulia Bianchi');
    expect((await calendarOf(customer)).status).toBe('CANCELLED');
    const office = await eventually(async () =>
      (await catcher.mailsTo(OFFICE)).find(
        (mail) => mail.subject.startsWith('Richiesta annullata dal cliente') && mail.text.includes(email),
      ),
    );
    expect(office.subject).toBe(`Richiesta annullata dal cliente – ${BOAT} – 12/06/2027 – 14/06/2027`);
    expect(office.text).toContain('Giulia Bianchi');
    expect(office.text).toContain(`richiesta n. ${requestId}`);
    expect(await catcher.source(office.id)).toMatch(new RegExp(`^Reply-To: Giulia Bianchi <${email.replace('.', '\\.')}>`, 'm'));
    const sent = await eventually(async () =>
      outcomesOf(requestId, 'cancelled').length === 2 ? outcomesOf(requestId, 'cancelled') : undefined,
    );
    expect(sent.map((outcome) => outcome.payload.recipient).sort()).toEqual(['admin', 'customer']);
  });

  it('cancelled and expired copies count against the caps with the received one, by mailbox: past them withheld and said so, the office still told', async () => {
    const local = `capped.${randomUUID().slice(0, 8)}`;
    // One Gmail mailbox written four ways: case, +tag, dots, the googlemail.com alias.
    const variants = [
      `${local}@gmail.com`,
      `${local.toUpperCase()}+a@GMail.com`,
      `${local.replace('.', '')}+b@gmail.com`,
      `${local}@googlemail.com`,
    ];
    const boatId = 88_000 + Math.floor(Math.random() * 1000);
    const ids: number[] = [];
    const lifecycle = async (type: typeof BOOKING_REQUEST_CANCELLED | typeof BOOKING_REQUEST_EXPIRED, email: string) => {
      const requestId = nextRequestId++;
      ids.push(requestId);
      await publish(envelope(type, { ...requestFacts(type, requestId, email, newToken()), boatId, sequence: 1 }), type);
      const kind = type === BOOKING_REQUEST_CANCELLED ? 'cancelled' : 'expired';
      return eventually(async () => outcomesOf(requestId, kind).find((outcome) => outcome.payload.recipient === 'customer'));
    };
    const received = bookingEvent({ name: 'Mario Rossi', email: variants[0]! }, { boatId });
    await publish(received);
    expect((await customerOutcomes([received]))[0]!.type).toBe(EMAIL_SENT);
    expect((await lifecycle(BOOKING_REQUEST_CANCELLED, variants[1]!)).type).toBe(EMAIL_SENT);
    expect((await lifecycle(BOOKING_REQUEST_EXPIRED, variants[2]!)).type).toBe(EMAIL_SENT);
    // The fourth copy to that mailbox within the hour: withheld, and the outcome names the mail.
    const cancelled = await lifecycle(BOOKING_REQUEST_CANCELLED, variants[3]!);
    expect(cancelled).toMatchObject({ type: EMAIL_SKIPPED, payload: { reason: 'recipient_hourly_cap', mail: 'cancelled' } });
    const expired = await lifecycle(BOOKING_REQUEST_EXPIRED, variants[0]!);
    expect(expired).toMatchObject({ type: EMAIL_SKIPPED, payload: { reason: 'recipient_hourly_cap', mail: 'expired' } });

    // The office's notice of the withheld cancellation still went.
    await eventually(async () =>
      (await catcher.mailsTo(OFFICE)).some(
        (mail) => mail.subject.startsWith('Richiesta annullata dal cliente') && mail.text.includes(variants[3]!),
      ),
    );
    const lower = variants.map((address) => address.toLowerCase());
    const copies = (await catcher.mails()).filter((mail) => mail.to.some((to) => lower.includes(to.address.toLowerCase())));
    expect(copies).toHaveLength(3);
    const rows = (await Promise.all(ids.map(deliveriesOf))).flat().filter((row) => row.recipient === 'customer');
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'skipped', 'skipped']);
  });

  it('reminder: the office only, with the end of the hold in Patti time', async () => {
    const requestId = nextRequestId++;
    await publish(
      envelope(BOOKING_REQUEST_REMINDER, {
        requestId,
        boatId: 1,
        boatName: BOAT,
        startDate: '2027-06-12',
        endDate: '2027-06-14',
        totalPrice: '1250.00',
        customerName: keyring.seal('Luca Verdi', lifecycleSealContext(BOOKING_REQUEST_REMINDER, 'customerName', requestId)),
        holdUntil: '2027-06-11T16:00:00.000Z',
      }),
      BOOKING_REQUEST_REMINDER,
    );
    const mail = await mailTo(OFFICE, `Promemoria: richiesta n. ${requestId} in attesa`);
    expect(plain(mail.text)).toContain('fino alle 18:00 di venerdì 11/06/2027 (ora di Patti)');
    expect(mail.text).toContain('Luca Verdi');
    expect(mail.text).toContain(`${PUBLIC_URL}/admin`);
    const sent = await eventually(async () => (outcomesOf(requestId, 'reminder').length ? outcomesOf(requestId, 'reminder') : undefined));
    expect(sent.map((outcome) => outcome.payload.recipient)).toEqual(['admin']);
    expect((await deliveriesOf(requestId)).map((row) => row.recipient)).toEqual(['admin']);
  });

  it("a phone booking's confirmation: the same mail, the booking's own UID, no private link, and no outcome", async () => {
    const email = uniqueEmail('telefono');
    const bookingId = 900_000 + nextRequestId++;
    const seal = (field: BookingRequestSealedField, value: string) =>
      keyring.seal(value, lifecycleSealContext(BOOKING_CONFIRMED, field, bookingId));
    const message = envelope(BOOKING_CONFIRMED, {
      bookingId,
      boatId: 1,
      boatName: BOAT,
      startDate: '2027-07-03',
      endDate: '2027-07-03',
      days: 1,
      totalPrice: '450.00',
      customerName: seal('customerName', 'Anna Neri'),
      customerEmail: seal('customerEmail', email),
      deposit: '500.00',
      sequence: 0,
    });
    await publish(message, BOOKING_CONFIRMED);
    const mail = await mailTo(email, 'Prenotazione confermata');
    expect(mail.text).not.toContain('/richiesta/');
    expect(plain(mail.text)).toContain('Ritiro: sabato 3 luglio 2027 alle 09:00 (ora di Patti)');
    const file = await calendarOf(mail);
    expect([file.uid, file.status]).toEqual([`booking-${bookingId}@alacaluf-charter.example`, 'CONFIRMED']);
    const row = await eventually(async () => {
      const found = await infra.orm.em.fork().findOne(MailDeliveryEntity, { eventId: message.id });
      return found?.status === 'sent' ? found : undefined;
    });
    expect([row.bookingId, row.requestId, row.recipient]).toEqual([bookingId, null, 'customer']);
    await eventually(async () => handled.get(message.id) === 1);
    expect(outcomes.some((outcome) => outcome.payload.requestId === bookingId)).toBe(false);
  });

  it('refuses for good, without a retry or a mail, an event whose sealed field belongs to another event', async () => {
    const email = uniqueEmail('manomesso');
    const requestId = nextRequestId++;
    const token = newToken();
    // The e-mail sealed for the expiry of the same request, moved into a cancellation.
    const tampered = {
      ...requestFacts(BOOKING_REQUEST_CANCELLED, requestId, email, token),
      customerEmail: keyring.seal(email, lifecycleSealContext(BOOKING_REQUEST_EXPIRED, 'customerEmail', requestId)),
      sequence: 1,
    };
    const message = envelope(BOOKING_REQUEST_CANCELLED, tampered);
    await publish(message, BOOKING_REQUEST_CANCELLED);
    const failed = await eventually(async () =>
      outcomesOf(requestId, 'cancelled').length === 2 ? outcomesOf(requestId, 'cancelled') : undefined,
    );
    expect(failed.every((outcome) => outcome.type === EMAIL_FAILED && outcome.payload.attempts === 0)).toBe(true);
    expect(handled.get(message.id)).toBe(1);
    const rows = await deliveriesOf(requestId);
    expect(rows.map((row) => [row.recipient, row.status, row.attempts])).toEqual([
      ['admin', 'failed', 0],
      ['customer', 'failed', 0],
    ]);
    // An invalid payload is refused the same way.
    const invalid = envelope(BOOKING_REQUEST_EXPIRED, {
      ...requestFacts(BOOKING_REQUEST_EXPIRED, nextRequestId++, email, token),
      startDate: 'domani',
      sequence: 1,
    });
    await publish(invalid, BOOKING_REQUEST_EXPIRED);
    await eventually(async () => handled.get(invalid.id) === 1);
    // Both went to the dead-letter queue at once, without a retry.
    const dead = new Set<string>();
    await eventually(async () => {
      for (let got = await channel.get(`${prefix}.notification.booking-lifecycle-mails.dlq`, { noAck: true }); got;) {
        dead.add((JSON.parse(got.content.toString()) as Envelope).id);
        got = await channel.get(`${prefix}.notification.booking-lifecycle-mails.dlq`, { noAck: true });
      }
      return dead.has(message.id) && dead.has(invalid.id);
    });
    expect(handled.get(invalid.id)).toBe(1);
    expect(await catcher.mailsTo(email)).toHaveLength(0);
  });

  // docs/languages.md: the customer is written to in the language of their request, the office in Italian.
  it("a request sent in English: the customer's mails in English, the office's in Italian", async () => {
    const email = uniqueEmail('english');
    const requestId = nextRequestId++;
    const token = newToken();
    await publish(
      bookingEvent(
        { name: 'John Smith', email },
        {
          requestId,
          holdUntil: '2027-06-11T16:00:00.000Z',
          accessToken: keyring.seal(token, bookingRequestSealContext('accessToken', requestId)),
          language: 'en',
        },
      ),
    );
    const { office, customer } = await bothMails(email);
    expect(customer.subject).toBe(`We have received your request – ${BOAT} | ${businessFromEnv({}).name}`);
    const customerText = plain(customer.text);
    expect(customerText).toContain('Dear customer,');
    expect(customerText).toContain('from Saturday, 12 June 2027 to Monday, 14 June 2027');
    expect(customerText).toContain('Total price: €1,250.00');
    expect(customerText).toContain('until 18:00 on Friday, 11 June 2027 (Patti time)');
    // The private page in the customer's language (docs/languages.md#addresses), in the text and the HTML.
    expect(customer.text).toContain(`${PUBLIC_URL}/en/request/${token}`);
    expect(customer.html).toContain(`href="${PUBLIC_URL}/en/request/${token}"`);
    expect(customer.text + customer.html).not.toContain('/richiesta/');
    expect(customerText).not.toContain('Gentile cliente');
    expect(customer.attachments?.map((file) => file.filename)).toEqual(['booking.ics']);
    expect(office.subject).toBe(`Nuova richiesta di prenotazione – ${BOAT} – 12/06/2027 – 14/06/2027`);
    const officeText = plain(office.text);
    expect(officeText).toContain('dal sabato 12 giugno 2027 al lunedì 14 giugno 2027');
    expect(officeText).toContain('1250,00 €');
    expect(officeText).toContain('John Smith');
    expect(officeText).toContain('Richiesta inviata dal sito in inglese: il cliente riceve le email in inglese.');

    // Its confirmation links the English page too.
    await publish(
      envelope(BOOKING_REQUEST_CONFIRMED, {
        ...requestFacts(BOOKING_REQUEST_CONFIRMED, requestId, email, token, 'John Smith'),
        bookingId: 500 + requestId,
        deposit: '500.00',
        checkInTime: '09:00',
        checkOutTime: '18:00',
        sequence: 1,
        language: 'en',
      }),
      BOOKING_REQUEST_CONFIRMED,
    );
    const confirmed = await mailTo(email, 'Booking confirmed');
    expect(confirmed.text).toContain(`${PUBLIC_URL}/en/request/${token}`);
    expect(confirmed.text + confirmed.html).not.toContain('/richiesta/');

    // Its withdrawal: the customer's confirmation in English, the office's notice in Italian.
    await publish(
      envelope(BOOKING_REQUEST_CANCELLED, {
        ...requestFacts(BOOKING_REQUEST_CANCELLED, requestId, email, token, 'John Smith'),
        sequence: 1,
        language: 'en',
      }),
      BOOKING_REQUEST_CANCELLED,
    );
    const cancelled = await mailTo(email, 'Request cancelled');
    expect(cancelled.subject).toBe(`Request cancelled – ${BOAT} | ${businessFromEnv({}).name}`);
    expect(cancelled.text).toContain('As you asked, we have cancelled your request');
    expect(cancelled.text).toContain(`${PUBLIC_URL}/en/request/${token}`);
    expect(cancelled.text + cancelled.html).not.toContain('/richiesta/');
    // The boat page in the customer's language.
    expect(cancelled.text).toContain(`${PUBLIC_URL}/en/boat/1?start=2027-06-12&end=2027-06-14`);
    expect(cancelled.attachments?.map((file) => file.filename)).toEqual(['booking.ics']);
    expect((await calendarOf(cancelled)).method).toBe('CANCEL');
    const notice = await eventually(async () =>
      (await catcher.mailsTo(OFFICE)).find(
        (mail) => mail.subject.startsWith('Richiesta annullata dal cliente') && mail.text.includes(email),
      ),
    );
    expect(notice.subject).toBe(`Richiesta annullata dal cliente – ${BOAT} – 12/06/2027 – 14/06/2027`);
    expect(plain(notice.text)).toContain('Il cliente ha annullato la richiesta');
    await eventually(async () => outcomesOf(requestId, 'cancelled').length === 2);
  });

  it('a confirmation in English for a phone booking the office marked so; an event without a language still mails in Italian', async () => {
    const email = uniqueEmail('phone-en');
    const bookingId = 900_000 + nextRequestId++;
    const seal = (field: BookingRequestSealedField, value: string) =>
      keyring.seal(value, lifecycleSealContext(BOOKING_CONFIRMED, field, bookingId));
    await publish(
      envelope(BOOKING_CONFIRMED, {
        bookingId,
        boatId: 1,
        boatName: BOAT,
        startDate: '2027-07-03',
        endDate: '2027-07-03',
        days: 1,
        totalPrice: '450.00',
        customerName: seal('customerName', 'Anna Neri'),
        customerEmail: seal('customerEmail', email),
        deposit: '500.00',
        sequence: 0,
        language: 'en',
      }),
      BOOKING_CONFIRMED,
    );
    const mail = await mailTo(email, 'Booking confirmed');
    expect(plain(mail.text)).toContain('Pick-up: Saturday, 3 July 2027 at 09:00 (Patti time)');
    expect(plain(mail.text)).toContain('Return: Saturday, 3 July 2027 by 18:00 (Patti time)');

    // An expiry published before languages existed (no field at all) is read as Italian.
    const old = uniqueEmail('vecchio');
    await publish(
      envelope(BOOKING_REQUEST_EXPIRED, { ...requestFacts(BOOKING_REQUEST_EXPIRED, nextRequestId++, old, newToken()), sequence: 1 }),
      BOOKING_REQUEST_EXPIRED,
    );
    expect((await mailTo(old, 'Richiesta scaduta')).text).toContain('Gentile cliente,');
  });
});
