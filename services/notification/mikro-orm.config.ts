import { ormConfig } from '@nbp/kit/db';
import { entities } from './src/data/entities.ts';
import { migrations } from './src/migrations/index.ts';
import { OutboxMessage, ProcessedMessage } from '@nbp/kit/outbox';

/** Used by `npm run migration:create -- notification` to diff the entities against the database. */
export default ormConfig({
  url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nbp_migrations',
  schema: 'notification',
  entities: [...entities, OutboxMessage, ProcessedMessage],
  migrations,
});
