import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import amqp from 'amqplib';
import { Bus, PermanentError, newEnvelope } from '../src/bus.ts';
import { OutboxRelay } from '../src/outbox.ts';
import { createTestDatabase, eventually, silentLogger, testBusPrefix, TEST_AMQP_URL } from '../src/testing.ts';

const logger = silentLogger();
let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase('kitbus');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  // The same table the services' generated migrations create for the kit's OutboxMessage entity.
  await client.query(`create schema kit;
    create table kit.outbox (id uuid primary key, routing_key varchar(120) not null, envelope jsonb not null,
      created_at timestamptz not null, published_at timestamptz null, attempts int not null default 0, last_error text null)`);
  await client.end();
});

afterAll(async () => {
  await db?.drop();
});

describe('outbox relay', () => {
  it('publishes every row exactly once when two relays share the work', async () => {
    const prefix = testBusPrefix('relay');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    for (let i = 0; i < 300; i++) {
      const envelope = newEnvelope('test.happened.v1', { n: i });
      await client.query('insert into kit.outbox (id, routing_key, envelope, created_at) values ($1, $2, $3, now())', [
        envelope.id,
        'test.happened.v1',
        envelope,
      ]);
    }
    const connection = await amqp.connect(TEST_AMQP_URL);
    const channel = await connection.createChannel();
    await channel.assertExchange(`${prefix}.events`, 'topic', { durable: true });
    const { queue } = await channel.assertQueue('', { exclusive: true });
    await channel.bindQueue(queue, `${prefix}.events`, 'test.#');
    const received: number[] = [];
    await channel.consume(
      queue,
      (msg) => {
        if (msg) received.push(JSON.parse(msg.content.toString()).payload.n);
      },
      { noAck: true },
    );

    const buses = [0, 1].map(() => new Bus({ url: TEST_AMQP_URL, prefix, service: 'kit', logger }));
    await Promise.all(buses.map((bus) => bus.start()));
    const relays = buses.map((bus) => new OutboxRelay({ url: db.url, schema: 'kit', bus, logger, intervalMs: 20, batchSize: 7 }));
    relays.forEach((relay) => relay.start());

    await eventually(async () => (await relays[0]!.pending()) === 0, { attempts: 300 });
    await eventually(async () => received.length >= 300, { attempts: 100 });
    await Promise.all(relays.map((relay) => relay.stop()));
    await Promise.all(buses.map((bus) => bus.close()));
    expect(received).toHaveLength(300);
    expect(new Set(received).size).toBe(300);
    await connection.close();
    await client.end();
  });
});

describe('consumer', () => {
  it('retries a failing handler with backoff and acknowledges once it succeeds', async () => {
    const prefix = testBusPrefix('retry');
    const bus = new Bus({ url: TEST_AMQP_URL, prefix, service: 'kit', logger });
    await bus.start();
    const attempts: number[] = [];
    await bus.consume({
      queue: 'flaky',
      bindings: ['flaky.#'],
      retryDelayMs: 50,
      handler: async (_message, meta) => {
        attempts.push(meta.attempt);
        if (meta.attempt < 3) throw new Error('not yet');
      },
    });
    await bus.publish('flaky.thing.v1', newEnvelope('flaky.thing.v1', {}));
    await eventually(async () => attempts.length === 3);
    expect(attempts).toEqual([1, 2, 3]);
    await bus.close();
  });

  it('closing lets a running handler finish and acknowledge, and takes no new message (docs/replicas.md#draining)', async () => {
    const prefix = testBusPrefix('drain');
    const bus = new Bus({ url: TEST_AMQP_URL, prefix, service: 'kit', logger });
    await bus.start();
    const finished: string[] = [];
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      release = resolve;
    });
    await bus.consume({
      queue: 'slow',
      bindings: ['slow.#'],
      prefetch: 1,
      handler: async (message) => {
        release();
        await new Promise((resolve) => setTimeout(resolve, 300));
        finished.push(message.id);
      },
    });
    const first = newEnvelope('slow.thing.v1', { n: 1 });
    await bus.publish('slow.thing.v1', first);
    await started;
    await bus.publish('slow.thing.v1', newEnvelope('slow.thing.v1', { n: 2 }));
    await bus.close();
    // The one in hand was finished before the connection went; the next one waits in the queue.
    expect(finished).toEqual([first.id]);
    const connection = await amqp.connect(TEST_AMQP_URL);
    const channel = await connection.createChannel();
    const { messageCount } = await channel.checkQueue(`${prefix}.kit.slow`);
    expect(messageCount).toBe(1);
    await channel.deleteQueue(`${prefix}.kit.slow`);
    await connection.close();
  });

  it('dead-letters after the last try, telling onGiveUp once; a malformed message goes there at once', async () => {
    const prefix = testBusPrefix('dlq');
    const bus = new Bus({ url: TEST_AMQP_URL, prefix, service: 'kit', logger });
    await bus.start();
    const gaveUp: string[] = [];
    let calls = 0;
    await bus.consume({
      queue: 'doomed',
      bindings: ['doomed.#'],
      maxAttempts: 3,
      retryDelayMs: 30,
      handler: async (message) => {
        calls++;
        if ((message.payload as { permanent?: boolean }).permanent) throw new PermanentError('cannot handle');
        throw new Error('always fails');
      },
      onGiveUp: async (message) => {
        gaveUp.push(message.id);
      },
    });
    const doomed = newEnvelope('doomed.thing.v1', {});
    await bus.publish('doomed.thing.v1', doomed);
    const connection = await amqp.connect(TEST_AMQP_URL);
    const channel = await connection.createChannel();
    const dlq = `${prefix}.kit.doomed.dlq`;
    const first = await eventually(async () => channel.get(dlq, { noAck: true }));
    expect(JSON.parse(first.content.toString()).id).toBe(doomed.id);
    expect(first.properties.headers?.['x-attempt']).toBe(3);
    expect(calls).toBe(3);
    expect(gaveUp).toEqual([doomed.id]);

    const permanent = newEnvelope('doomed.thing.v1', { permanent: true });
    await bus.publish('doomed.thing.v1', permanent);
    const second = await eventually(async () => channel.get(dlq, { noAck: true }));
    expect(JSON.parse(second.content.toString()).id).toBe(permanent.id);
    expect(calls).toBe(4);

    channel.sendToQueue(`${prefix}.kit.doomed`, Buffer.from('{not json'));
    const third = await eventually(async () => channel.get(dlq, { noAck: true }));
    expect(third.content.toString()).toBe('{not json');
    await connection.close();
    await bus.close();
  });

  it('publishing without a broker connection fails instead of losing the message silently', async () => {
    const bus = new Bus({ url: 'amqp://guest:guest@127.0.0.1:1', prefix: testBusPrefix('down'), service: 'kit', logger });
    await expect(bus.publish('x.y.v1', newEnvelope('x.y.v1', {}))).rejects.toThrow(/not connected/);
    await bus.close();
  });
});
