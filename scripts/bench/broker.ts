/**
 * Removes the bench's queues and exchange from RabbitMQ after the services stopped: the run leaves
 * nothing behind. Queue names come from rabbitmqctl (the broker runs on this machine); without it
 * the names are left and the report says so.
 */
import { spawnSync } from 'node:child_process';
import amqp from 'amqplib';
import { EXCHANGE } from '@nbp/contracts/events/envelope';

export async function removeBusNames(amqpUrl: string, prefix: string): Promise<string | undefined> {
  const listed = spawnSync('rabbitmqctl', ['list_queues', '-q', '--no-table-headers', 'name'], { encoding: 'utf8', timeout: 30_000 });
  if (listed.status !== 0) return `queues with prefix ${prefix} left in RabbitMQ (rabbitmqctl unavailable)`;
  const queues = listed.stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((name) => name.startsWith(`${prefix}.`));
  const connection = await amqp.connect(amqpUrl, { timeout: 5000 });
  try {
    const channel = await connection.createChannel();
    for (const queue of queues.slice(0, 200)) await channel.deleteQueue(queue);
    await channel.deleteExchange(`${prefix}.${EXCHANGE}`);
    await channel.close();
  } finally {
    await connection.close();
  }
  return undefined;
}
