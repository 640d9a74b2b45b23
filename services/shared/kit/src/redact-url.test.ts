import { describe, expect, it } from 'vitest';
import { redactUrl } from './db.ts';

describe('redactUrl', () => {
  it('hides a plain password and keeps the rest readable', () => {
    expect(redactUrl('postgres://nbp:s3cret@db.internal:5432/nbp')).toBe('postgres://nbp:***@db.internal:5432/nbp');
    expect(redactUrl('amqp://guest:guest@127.0.0.1:5672')).toBe('amqp://guest:***@127.0.0.1:5672');
    expect(redactUrl('postgres://postgres@127.0.0.1:5432/nbp')).toBe('postgres://postgres@127.0.0.1:5432/nbp');
  });

  it('hides a password that holds a raw @ whole: the last @ delimits the host, as for the driver', () => {
    const printed = redactUrl('postgres://nbp:p@ss@word@db.internal/nbp');
    expect(printed).toBe('postgres://nbp:***@db.internal/nbp');
    expect(printed).not.toMatch(/ss|word/);
  });

  it('hides a percent-encoded password with @, : and /', () => {
    const printed = redactUrl('postgresql://nbp:p%40ss%3Aw%2Fd@db.internal/nbp?sslmode=require');
    expect(printed).toBe('postgresql://nbp:***@db.internal/nbp?sslmode=require');
  });

  it('hides ?password=, ?sslpassword= and other secret parameters, in any letter case, keeping the harmless ones', () => {
    const printed = redactUrl(
      'postgres://nbp@db.internal/nbp?sslmode=verify-full&password=top%40secret&SSLPassword=k3y&application_name=nbp',
    );
    expect(printed).toBe('postgres://nbp@db.internal/nbp?sslmode=verify-full&password=***&SSLPassword=***&application_name=nbp');
    expect(printed).not.toMatch(/top|secret|k3y/);
    // Given twice, both copies go.
    expect(redactUrl('postgres://db/nbp?password=a1&password=b2')).toBe('postgres://db/nbp?password=***&password=***');
  });

  it('prints nothing of a URL it cannot read, and drops a fragment', () => {
    expect(redactUrl('postgres://nbp:pa/ss#x@db/nbp')).toBe('<unreadable URL>');
    expect(redactUrl('not a url with s3cret')).toBe('<unreadable URL>');
    expect(redactUrl('postgres://nbp:ab@db/nbp#tail')).toBe('postgres://nbp:***@db/nbp');
  });
});
