import { afterEach, describe, expect, it } from 'vitest';
import { setPageWords } from '../i18n/page-lang.ts';
import it_ from '../i18n/messages/it.json';
import { bookingRequestAnswer } from '@nbp/contracts/http/booking';
import { api, ApiError, errorDetail, errorMessage, InvalidAnswerError, withDetail } from './api-client.ts';

const it_words = it_;

describe('errorDetail', () => {
  it("shows the service's readable message when its JSON answer has one", () => {
    const body = JSON.stringify({ error: 'conflict', message: 'Le date si sovrappongono.' });
    expect(errorDetail(new ApiError(409, body, 'Conflict'), 'Impossibile')).toBe('Le date si sovrappongono.');
    expect(errorDetail(new ApiError(404, '{"error":"not_found"}', 'Not Found'), 'Impossibile')).toBe('not_found');
  });

  it("keeps what the server said as '<status>: <body>' when there is no readable message", () => {
    expect(errorDetail(new ApiError(500, 'boom', 'Internal Server Error'), 'Impossibile')).toBe('500: boom');
    expect(errorDetail(new ApiError(500, '{"detail":1}', 'Internal Server Error'), 'Impossibile')).toBe('500: {"detail":1}');
  });

  it('uses the status text when the body is empty', () => {
    expect(errorDetail(new ApiError(502, '', 'Bad Gateway'), 'Impossibile')).toBe('502: Bad Gateway');
  });

  it('cuts a long body (an HTML error page) so the toast stays readable', () => {
    const text = errorDetail(new ApiError(502, `<html>${'x'.repeat(5000)}</html>`, 'Bad Gateway'), 'Impossibile');
    expect(text.startsWith('502: <html>x')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(205);
    expect(text.endsWith('…')).toBe(true);
  });

  it('uses the fallback only when no answer came at all', () => {
    expect(errorDetail(new TypeError('Failed to fetch'), 'Impossibile caricare.')).toBe('Impossibile caricare.');
  });
});

describe('withDetail', () => {
  it('adds what the server said to a fixed text, and nothing when no answer came', () => {
    expect(withDetail('Impossibile archiviare la richiesta.', new ApiError(500, 'boom', 'Internal Server Error'))).toBe(
      'Impossibile archiviare la richiesta. (500: boom)',
    );
    expect(withDetail('Impossibile archiviare la richiesta.', new TypeError('Failed to fetch'))).toBe(
      'Impossibile archiviare la richiesta.',
    );
  });
});

describe('error messages in the page language', () => {
  const answer = (status: number, body: unknown) => {
    globalThis.fetch = (async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
  };
  const failure = async () => {
    try {
      await api.post('/api/email-bookings', {});
    } catch (error) {
      return error;
    }
    throw new Error('the call did not fail');
  };
  const sameDay = {
    error: 'bad_request',
    message: 'Le prenotazioni per oggi si chiudono alle 09:00: scegli una data da domani.',
    code: 'same_day_closed',
    params: { hour: '09' },
  };
  afterEach(() => setPageWords('it', it_words));

  it('shows the English text of the code on an English page', async () => {
    setPageWords('en', it_words);
    answer(400, sameDay);
    const error = await failure();
    expect(errorMessage(error, 'fallback')).toBe('Bookings for today close at 09:00: please choose a date from tomorrow onwards.');
    expect((error as ApiError).messageCode).toBe('same_day_closed');
    // The coarse kind and the raw message stay what they were.
    expect((error as ApiError).code).toBe('bad_request');
    expect((error as ApiError).message).toBe(`400: ${JSON.stringify(sameDay)}`);
  });

  it("keeps the service's Italian message on an Italian page, and when the code is unknown", async () => {
    answer(400, sameDay);
    expect(errorMessage(await failure(), 'fallback')).toBe(sameDay.message);
    setPageWords('en', it_words);
    answer(409, { error: 'conflict', message: 'Un testo nuovo.', code: 'not_a_code' });
    expect(errorMessage(await failure(), 'fallback')).toBe('Un testo nuovo.');
    answer(502, '');
    expect(errorMessage(await failure(), 'fallback')).toBe('fallback');
  });
});

describe('answers read with their contracts (docs/web.md#answers-checked)', () => {
  const plainFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = plainFetch;
  });
  const answering = (body: string) => {
    globalThis.fetch = (async () => new Response(body, { status: 201, headers: { 'content-type': 'application/json' } })) as typeof fetch;
  };
  const ANSWER = { id: 7, message: 'ok', totalPrice: '450.00', status: 'pending', holdUntil: '2027-06-11T12:30:00Z', holdsDays: true };

  it('gives the answer when it fits, with the contract given or imported', async () => {
    answering(JSON.stringify(ANSWER));
    expect(await api.send('/api/email-bookings', {}, bookingRequestAnswer)).toEqual(ANSWER);
    expect(await api.read('/api/x', () => Promise.resolve(bookingRequestAnswer))).toEqual(ANSWER);
  });

  it('refuses {} and an answer without holdUntil with an InvalidAnswerError naming where it differs', async () => {
    answering('{}');
    await expect(api.send('/api/email-bookings', {}, bookingRequestAnswer)).rejects.toBeInstanceOf(InvalidAnswerError);
    const { holdUntil: _dropped, ...withoutHold } = ANSWER;
    answering(JSON.stringify(withoutHold));
    const error = (await api
      .send('/api/email-bookings', {}, bookingRequestAnswer)
      .catch((caught: unknown) => caught)) as InvalidAnswerError;
    expect(error).toBeInstanceOf(InvalidAnswerError);
    expect(error.problems).toEqual([expect.stringMatching(/^holdUntil: /)]);
    expect(error.message).toMatch(/^invalid answer from \/api\/email-bookings: holdUntil: /);
  });
});
