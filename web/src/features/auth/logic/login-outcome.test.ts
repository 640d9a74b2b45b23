import { describe, expect, it } from 'vitest';
import { LOGIN_INVALID, loginOutcome } from './login-outcome.ts';

describe('loginOutcome', () => {
  it('takes an opaque redirect as success', () => {
    expect(loginOutcome({ type: 'opaqueredirect', ok: false, status: 0 })).toEqual({ kind: 'success' });
  });

  it('takes an OK answer as success', () => {
    expect(loginOutcome({ type: 'basic', ok: true, status: 200 })).toEqual({ kind: 'success' });
  });

  it('shows the generic text for wrong credentials, whatever the body says', () => {
    expect(loginOutcome({ type: 'basic', ok: false, status: 401 }, '{"message":"x"}')).toEqual({ kind: 'error', message: LOGIN_INVALID });
    expect(loginOutcome({ type: 'basic', ok: false, status: 400 })).toEqual({ kind: 'error', message: LOGIN_INVALID });
  });

  it("shows the server's own message on 429", () => {
    const body = JSON.stringify({ error: 'too_many', message: 'Troppi tentativi di accesso. Riprova tra qualche minuto.' });
    expect(loginOutcome({ type: 'basic', ok: false, status: 429 }, body)).toEqual({
      kind: 'error',
      message: 'Troppi tentativi di accesso. Riprova tra qualche minuto.',
    });
    expect(loginOutcome({ type: 'basic', ok: false, status: 429 }, 'Rallenta')).toEqual({ kind: 'error', message: 'Rallenta' });
    expect(loginOutcome({ type: 'basic', ok: false, status: 429 }, '')).toEqual({ kind: 'error', message: LOGIN_INVALID });
  });
});
