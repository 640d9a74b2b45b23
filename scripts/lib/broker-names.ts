/**
 * The names a run of the product leaves on a shared RabbitMQ (queues and the exchange, under its
 * BUS_PREFIX), and their removal once the run is over: the whole-stack tests and
 * scripts/prod-local give each run a prefix of its own on the machine's broker.
 */
import amqp from 'amqplib';
import { EXCHANGE } from '@nbp/contracts/events/envelope';

/** The queues the services declare (<prefix>.<service>.<queue>); each has a .retry and a .dlq beside it. */
export const SERVICE_QUEUES = [
  'booking.email-outcomes',
  'notification.booking-mails',
  'notification.booking-lifecycle-mails',
  'notification.contact-mails',
  'notification.calendar-mails',
  'notification.alarm-mails',
  'identity.audit',
];

/** Removes a finished run's queues and exchange from the shared broker; best effort. */
export async function deleteBrokerNames(amqpUrl: string, prefix: string): Promise<void> {
  try {
    const connection = await amqp.connect(amqpUrl, { timeout: 5000 });
    try {
      const channel = await connection.createChannel();
      channel.on('error', () => undefined);
      for (const queue of SERVICE_QUEUES)
        for (const suffix of ['', '.retry', '.dlq']) await channel.deleteQueue(`${prefix}.${queue}${suffix}`);
      await channel.deleteExchange(`${prefix}.${EXCHANGE}`);
    } finally {
      await connection.close().catch(() => undefined);
    }
  } catch {
    /* the broker keeps them: harmless, the names are the run's own */
  }
}
