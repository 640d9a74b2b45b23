import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import { envelope, type Envelope } from '@nbp/contracts/events/envelope';
import type { Logger } from './logger.ts';

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

/** One consumer's channel and queues: what handling one of its deliveries needs. */
export interface ConsumerChannel {
  channel: ConfirmChannel;
  consumer: ConsumerOptions;
  logger: Logger;
  queue: string;
  retryQueue: string;
  deadQueue: string;
  maxAttempts: number;
  baseDelay: number;
}

/** The consumer's queues and retry policy, with the defaults (5 tries, 1 s doubling). */
export function consumerChannel(channel: ConfirmChannel, consumer: ConsumerOptions, queue: string, logger: Logger): ConsumerChannel {
  return {
    channel,
    consumer,
    logger,
    queue,
    retryQueue: `${queue}.retry`,
    deadQueue: `${queue}.dlq`,
    maxAttempts: consumer.maxAttempts ?? 5,
    baseDelay: consumer.retryDelayMs ?? 1000,
  };
}

/** Declares the queue, its retry queue (back to the queue when a message expires) and its dead-letter queue. */
export async function assertConsumerQueues(target: ConsumerChannel, exchange: string): Promise<void> {
  const { channel, consumer, queue, retryQueue, deadQueue } = target;
  await channel.assertExchange(exchange, 'topic', { durable: true });
  await channel.assertQueue(queue, { durable: true });
  // A retried message waits in the retry queue for its own expiration, then returns to the queue.
  await channel.assertQueue(retryQueue, { durable: true, deadLetterExchange: '', deadLetterRoutingKey: queue });
  await channel.assertQueue(deadQueue, { durable: true });
  for (const key of consumer.bindings) await channel.bindQueue(queue, exchange, key);
  await channel.prefetch(consumer.prefetch ?? 10);
}

function sendTo(
  { channel }: ConsumerChannel,
  target: string,
  msg: ConsumeMessage,
  headers: Record<string, unknown>,
  expiration?: number,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
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
}

interface Failure {
  parsed: Envelope | undefined;
  attempt: number;
  err: Error;
}

/**
 * Runs the handler on one delivery and acknowledges it; a failure is retried later, dead-lettered,
 * or, when even that cannot be written, left for the broker to deliver again.
 */
export async function handleDelivery(target: ConsumerChannel, msg: ConsumeMessage): Promise<void> {
  const attempt = Number(msg.properties.headers?.['x-attempt'] ?? 1);
  let parsed: Envelope | undefined;
  try {
    parsed = envelope.parse(JSON.parse(msg.content.toString('utf8')));
    await target.consumer.handler(parsed, { attempt });
    target.channel.ack(msg);
  } catch (raw) {
    const err = raw instanceof Error ? raw : new Error(String(raw));
    try {
      await handOnFailure(target, msg, { parsed, attempt, err });
      target.channel.ack(msg);
    } catch (inner) {
      // Could not hand it on: leave it unacknowledged so the broker delivers it again.
      target.logger.error({ queue: target.queue, err: (inner as Error).message }, 'could not reschedule message; requeueing');
      try {
        target.channel.nack(msg, false, true);
      } catch {
        /* the channel is gone; the broker redelivers unacked messages */
      }
    }
  }
}

async function handOnFailure(target: ConsumerChannel, msg: ConsumeMessage, failure: Failure): Promise<void> {
  const { parsed, attempt, err } = failure;
  const { queue, logger } = target;
  const permanent = err instanceof PermanentError || !parsed;
  if (!permanent && attempt < target.maxAttempts) {
    const delay = target.baseDelay * 2 ** (attempt - 1);
    logger.warn({ queue, messageId: parsed?.id, attempt, delay, err: err.message }, 'handler failed, retrying');
    await sendTo(target, target.retryQueue, msg, { ...msg.properties.headers, 'x-attempt': attempt + 1 }, delay);
    return;
  }
  logger.error({ queue, messageId: parsed?.id, attempt, err: err.message }, 'handler failed for good, dead-lettering');
  await giveUp(target, msg, failure);
}

async function giveUp(target: ConsumerChannel, msg: ConsumeMessage, { parsed, attempt, err }: Failure): Promise<void> {
  try {
    if (parsed && target.consumer.onGiveUp) await target.consumer.onGiveUp(parsed, err, attempt);
  } catch (giveUpError) {
    // The failure could not be recorded (its database is away, say): the message comes
    // back after a delay, at the same attempt, instead of spinning through an immediate requeue.
    const delay = Math.min(target.baseDelay * 2 ** (attempt - 1), 60_000);
    target.logger.warn(
      { queue: target.queue, messageId: parsed?.id, attempt, delay, err: (giveUpError as Error).message },
      'could not give up yet, retrying later',
    );
    await sendTo(target, target.retryQueue, msg, { ...msg.properties.headers, 'x-attempt': attempt }, delay);
    return;
  }
  await sendTo(target, target.deadQueue, msg, { ...msg.properties.headers, 'x-attempt': attempt, 'x-error': err.message.slice(0, 500) });
}
