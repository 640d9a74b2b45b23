import { randomUUID } from 'node:crypto';
import amqp, { type Channel, type ChannelModel, type ConfirmChannel, type ConsumeMessage } from 'amqplib';
import type { Logger } from './logger.ts';
import { EXCHANGE, envelope, type Envelope } from '@nbp/contracts/events/envelope';

export interface ConsumerOptions {
  /** Queue name within the service, e.g. 'mail'; the full name is <prefix>.<service>.<queue>. */
  queue: string;
  /** Routing keys bound to the queue. */
  bindings: string[];
  handler: (message: Envelope, meta: { attempt: number }) => Promise<void>;
  /** Called once, when the last try failed, before the message goes to the dead-letter queue. */
  onGiveUp?: (message: Envelope, error: Error, attempts: number) => Promise<void>;
  maxAttempts?: number;
  /** First retry delay; doubles on every try. */
  retryDelayMs?: number;
  prefetch?: number;
}

/** A failure that another try cannot fix (a malformed message): dead-lettered at once. */
export class PermanentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentError';
  }
}

/**
 * One broker connection per process that comes back by itself: publishes with publisher confirms
 * and consumes with manual acknowledgement, retries with backoff and a dead-letter queue.
 */
export class Bus {
  private connection?: ChannelModel;
  private publishChannel?: ConfirmChannel;
  private readonly consumers: ConsumerOptions[] = [];
  private closed = false;
  private connecting?: Promise<void>;
  private reconnectTimer?: NodeJS.Timeout;
  private reconnectDelay = 500;
  /** Every consumer channel with its tag, to stop deliveries before closing (see close). */
  private readonly consuming: { channel: Channel; tag: string }[] = [];
  /** Handlers running now: close() lets them finish (bounded) before the connection goes. */
  private readonly inFlight = new Set<Promise<void>>();
  readonly exchange: string;

  constructor(private readonly options: { url: string; prefix: string; service: string; logger: Logger }) {
    this.exchange = `${options.prefix}.${EXCHANGE}`;
  }

  get connected(): boolean {
    return Boolean(this.publishChannel);
  }

  queueName(queue: string): string {
    return `${this.options.prefix}.${this.options.service}.${queue}`;
  }

  /** Connects once; a later loss of the broker is repaired in the background. */
  async start(): Promise<void> {
    await this.connect();
  }

  /** Starts without waiting: the first connection is retried in the background too. */
  startInBackground(): void {
    this.connect().catch((err) => {
      this.options.logger.warn({ err: (err as Error).message }, 'broker not reachable yet, retrying');
      this.scheduleReconnect();
    });
  }

  private connect(): Promise<void> {
    this.connecting ??= this.doConnect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async doConnect(): Promise<void> {
    const connection = await amqp.connect(this.options.url, { timeout: 5000 });
    connection.on('error', (err) => this.options.logger.warn({ err: err.message }, 'broker connection error'));
    connection.on('close', () => {
      this.publishChannel = undefined;
      this.connection = undefined;
      this.consuming.length = 0;
      if (!this.closed) {
        this.options.logger.warn('broker connection lost, reconnecting');
        this.scheduleReconnect();
      }
    });
    try {
      const channel = await connection.createConfirmChannel();
      channel.on('error', (err) => this.options.logger.warn({ err: err.message }, 'broker channel error'));
      await channel.assertExchange(this.exchange, 'topic', { durable: true });
      for (const consumer of this.consumers) await this.setupConsumer(connection, consumer);
      this.connection = connection;
      this.publishChannel = channel;
      this.reconnectDelay = 500;
      this.options.logger.info({ exchange: this.exchange }, 'broker connected');
    } catch (err) {
      await connection.close().catch(() => undefined);
      throw err;
    }
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, 5000);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect().catch((err) => {
        this.options.logger.warn({ err: (err as Error).message }, 'broker reconnect failed');
        this.scheduleReconnect();
      });
    }, delay);
  }

  /** Publishes one message and resolves when the broker confirmed it. */
  async publish(routingKey: string, message: Envelope): Promise<void> {
    const channel = this.publishChannel;
    if (!channel) throw new Error('broker not connected');
    await new Promise<void>((resolve, reject) => {
      channel.publish(
        this.exchange,
        routingKey,
        Buffer.from(JSON.stringify(message)),
        { persistent: true, messageId: message.id, type: message.type, contentType: 'application/json', timestamp: Date.now() },
        (err) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve()),
      );
    });
  }

  /** Registers a consumer; it is (re)attached on every connection. */
  async consume(consumer: ConsumerOptions): Promise<void> {
    this.consumers.push(consumer);
    if (this.connection) await this.setupConsumer(this.connection, consumer);
  }

  private async setupConsumer(connection: ChannelModel, consumer: ConsumerOptions): Promise<void> {
    const queue = this.queueName(consumer.queue);
    const retryQueue = `${queue}.retry`;
    const deadQueue = `${queue}.dlq`;
    const maxAttempts = consumer.maxAttempts ?? 5;
    const baseDelay = consumer.retryDelayMs ?? 1000;
    const channel = await connection.createConfirmChannel();
    channel.on('error', (err) => this.options.logger.warn({ err: err.message, queue }, 'consumer channel error'));
    await channel.assertExchange(this.exchange, 'topic', { durable: true });
    await channel.assertQueue(queue, { durable: true });
    // A retried message waits in the retry queue for its own expiration, then returns to the queue.
    await channel.assertQueue(retryQueue, { durable: true, deadLetterExchange: '', deadLetterRoutingKey: queue });
    await channel.assertQueue(deadQueue, { durable: true });
    for (const key of consumer.bindings) await channel.bindQueue(queue, this.exchange, key);
    await channel.prefetch(consumer.prefetch ?? 10);

    const sendTo = (target: string, msg: ConsumeMessage, headers: Record<string, unknown>, expiration?: number) =>
      new Promise<void>((resolve, reject) => {
        channel.sendToQueue(
          target,
          msg.content,
          {
            persistent: true,
            messageId: msg.properties.messageId,
            type: msg.properties.type,
            contentType: 'application/json',
            headers,
            ...(expiration ? { expiration: String(expiration) } : {}),
          },
          (err) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve()),
        );
      });

    const { consumerTag } = await channel.consume(
      queue,
      (msg) => {
        if (!msg) return;
        const handling = (async () => {
          const attempt = Number(msg.properties.headers?.['x-attempt'] ?? 1);
          let parsed: Envelope | undefined;
          try {
            parsed = envelope.parse(JSON.parse(msg.content.toString('utf8')));
            await consumer.handler(parsed, { attempt });
            channel.ack(msg);
          } catch (raw) {
            const err = raw instanceof Error ? raw : new Error(String(raw));
            const permanent = err instanceof PermanentError || !parsed;
            try {
              if (!permanent && attempt < maxAttempts) {
                const delay = baseDelay * 2 ** (attempt - 1);
                this.options.logger.warn({ queue, messageId: parsed?.id, attempt, delay, err: err.message }, 'handler failed, retrying');
                await sendTo(retryQueue, msg, { ...msg.properties.headers, 'x-attempt': attempt + 1 }, delay);
              } else {
                this.options.logger.error(
                  { queue, messageId: parsed?.id, attempt, err: err.message },
                  'handler failed for good, dead-lettering',
                );
                let givenUp = true;
                try {
                  if (parsed && consumer.onGiveUp) await consumer.onGiveUp(parsed, err, attempt);
                } catch (giveUpError) {
                  // The failure could not be recorded (its database is away, say): the message comes
                  // back after a delay, at the same attempt, instead of spinning through an immediate requeue.
                  givenUp = false;
                  const delay = Math.min(baseDelay * 2 ** (attempt - 1), 60_000);
                  this.options.logger.warn(
                    { queue, messageId: parsed?.id, attempt, delay, err: (giveUpError as Error).message },
                    'could not give up yet, retrying later',
                  );
                  await sendTo(retryQueue, msg, { ...msg.properties.headers, 'x-attempt': attempt }, delay);
                }
                if (givenUp)
                  await sendTo(deadQueue, msg, { ...msg.properties.headers, 'x-attempt': attempt, 'x-error': err.message.slice(0, 500) });
              }
              channel.ack(msg);
            } catch (inner) {
              // Could not hand it on: leave it unacknowledged so the broker delivers it again.
              this.options.logger.error({ queue, err: (inner as Error).message }, 'could not reschedule message; requeueing');
              try {
                channel.nack(msg, false, true);
              } catch {
                /* the channel is gone; the broker redelivers unacked messages */
              }
            }
          }
        })();
        this.inFlight.add(handling);
        void handling.finally(() => this.inFlight.delete(handling));
      },
      { noAck: false },
    );
    this.consuming.push({ channel, tag: consumerTag });
  }

  /**
   * Stops taking messages, lets the handlers already running finish (at most `drainMs`), then
   * closes. A handler cut off in the middle would leave its work half done until the broker's
   * redelivery and, for a mail, its claim's lease (docs/replicas.md#draining): a rolling update
   * would delay mails by minutes. Whatever is still running after `drainMs` is redelivered.
   */
  async close(drainMs = 10_000): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const consuming = this.consuming.splice(0);
    for (const { channel, tag } of consuming) await channel.cancel(tag).catch(() => undefined);
    if (this.inFlight.size) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.inFlight]),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, drainMs);
        }),
      ]);
      clearTimeout(timer);
    }
    // Each consumer channel closed on its own first: the acknowledgements just written go out before
    // its close (closing the connection at once may leave them unsent, and the messages come back).
    for (const { channel } of consuming) await channel.close().catch(() => undefined);
    const connection = this.connection;
    this.connection = undefined;
    this.publishChannel = undefined;
    await connection?.close().catch(() => undefined);
  }
}

export function newEnvelope(type: string, payload: unknown): Envelope {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), payload };
}
