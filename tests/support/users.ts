import pg from 'pg';
import { hash } from '@node-rs/argon2';

/** Creates a signed-up user who is not an administrator, straight in identity's table. */
export async function createNonAdmin(databaseUrl: string, email: string, password: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const passwordHash = await hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await client.query(
      `insert into identity.users (id, email, password, first_name, is_admin, auth_provider, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, 'Utente', false, 'local', now(), now())`,
      [email.toLowerCase(), passwordHash],
    );
  } finally {
    await client.end();
  }
}
