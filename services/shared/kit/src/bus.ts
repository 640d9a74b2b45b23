import { randomUUID } from 'node:crypto';
import amqp, { type Channel, type ChannelModel, type ConfirmChannel } from 'amqplib';
import type { Logger } from './logger.ts';
import { EXCHANGE, type Envelope } from '@nbp/contracts/events/envelope';
import { assertConsumerQueues, consumerChannel, handleDelivery, type ConsumerOptions } from './bus-consumer.ts';

// The consumer's side (one delivery's handling, retry and dead-letter) is ./bus-consumer.ts.
export { PermanentError, type ConsumerOptions } from './bus-consumer.ts';

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
    const channel = await connection.createConfirmChannel();
    channel.on('error', (err) => this.options.logger.warn({ err: err.message, queue }, 'consumer channel error'));
    const target = consumerChannel(channel, consumer, queue, this.options.logger);
    await assertConsumerQueues(target, this.exchange);
    const { consumerTag } = await channel.consume(
      queue,
      (msg) => {
        if (!msg) return;
        const handling = handleDelivery(target, msg);
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
