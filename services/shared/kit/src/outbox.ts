import pg from 'pg';
import { defineEntity, p } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Envelope } from '@nbp/contracts/events/envelope';
import { newEnvelope, type Bus } from './bus.ts';
import type { Logger } from './logger.ts';

/** The transactional outbox: a row written in the same transaction as the change it announces. */
export const OutboxMessage = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox',
  properties: {
    id: p.uuid().primary(),
    routingKey: p.string().length(120),
    envelope: p.json<Envelope>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    publishedAt: p.datetime().nullable(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
  },
  indexes: [{ properties: ['publishedAt', 'createdAt'] }],
});

/** Ids of the messages a consumer already handled: the idempotency key of every consumer. */
export const ProcessedMessage = defineEntity({
  name: 'ProcessedMessage',
  tableName: 'processed_message',
  properties: {
    consumer: p.string().length(120).primary(),
    messageId: p.uuid().primary(),
    processedAt: p.datetime().onCreate(() => new Date()),
  },
});

/** Adds an event to the outbox of the current unit of work; it is published after the commit. */
export function enqueue(em: EntityManager, routingKey: string, payload: unknown): Envelope {
  const message = newEnvelope(routingKey, payload);
  em.create(OutboxMessage, { id: message.id, routingKey, envelope: message, createdAt: new Date(), attempts: 0 });
  return message;
}

/**
 * Records that `consumer` handled `messageId`, inside the caller's transaction. Returns false when
 * it was handled before, so a redelivered message changes nothing.
 */
export async function firstDelivery(em: EntityManager, schema: string, consumer: string, messageId: string): Promise<boolean> {
  const rows = await em.execute<{ message_id: string }[]>(
    `insert into "${schema}"."processed_message" (consumer, message_id, processed_at) values (?, ?, now()) on conflict do nothing returning message_id`,
    [consumer, messageId],
    'all',
  );
  return rows.length > 0;
}

/**
 * Publishes outbox rows. Several replicas share the work: each claims a batch with
 * FOR UPDATE SKIP LOCKED and marks it published only after the broker confirmed every message.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private readonly pool: pg.Pool;

  constructor(
    private readonly options: { url: string; schema: string; bus: Bus; logger: Logger; intervalMs?: number; batchSize?: number },
  ) {
    this.pool = new pg.Pool({ connectionString: options.url, max: 2, idleTimeoutMillis: 10_000 });
    this.pool.on('error', (err) => options.logger.warn({ err: err.message }, 'outbox pool error'));
    // pg-pool leaves a checked-out client's 'error' to its holder; unheard, a database that drops
    // the connection mid-pass would take the whole process down. The pass itself fails and retries.
    this.pool.on('connect', (client) => client.on('error', (err) => options.logger.warn({ err: err.message }, 'outbox connection error')));
  }

  start(): void {
    const tick = () => {
      if (this.stopped) return;
      this.kick();
      this.timer = setTimeout(tick, this.options.intervalMs ?? 500);
    };
    tick();
  }

  /** Publishes now rather than at the next tick (called after a commit that wrote to the outbox). */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err) => this.options.logger.warn({ err: (err as Error).message }, 'outbox relay pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    if (!this.options.bus.connected) return;
    const table = `"${this.options.schema}"."outbox"`;
    for (let pass = 0; pass < 100 && !this.stopped; pass++) {
      const client = await this.pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query<{ id: string; routing_key: string; envelope: Envelope }>(
          `select id, routing_key, envelope from ${table} where published_at is null order by created_at limit $1 for update skip locked`,
          [this.options.batchSize ?? 50],
        );
        if (rows.length === 0) {
          await client.query('commit');
          return;
        }
        const results = await Promise.allSettled(rows.map((row) => this.options.bus.publish(row.routing_key, row.envelope)));
        const published = rows.filter((_, i) => results[i]?.status === 'fulfilled').map((row) => row.id);
        const failed = rows.filter((_, i) => results[i]?.status === 'rejected');
        if (published.length) await client.query(`update ${table} set published_at = now() where id = any($1::uuid[])`, [published]);
        for (const row of failed) {
          const reason = results[rows.indexOf(row)] as PromiseRejectedResult;
          await client.query(`update ${table} set attempts = attempts + 1, last_error = $2 where id = $1`, [
            row.id,
            String(reason.reason).slice(0, 500),
          ]);
        }
        await client.query('commit');
        if (failed.length) return;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    }
  }

  /** Count of rows not yet published (for readiness and tests). */
  async pending(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      `select count(*) as n from "${this.options.schema}"."outbox" where published_at is null`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await this.pool.end();
  }
}
