import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES, sameDayClosedMessage } from '@nbp/contracts/messages';
import { badRequest, conflict, errorMiddleware, HttpError, notFound, parse, unavailable } from './errors.ts';

/** Runs the error mapping around a handler that throws `err`; gives the status and the body answered. */
async function answer(err: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const ctx = { status: 200, body: undefined as unknown, state: {}, set: () => {} } as unknown as Context;
  await errorMiddleware(ctx, () => Promise.reject(err));
  return { status: ctx.status, body: ctx.body as Record<string, unknown> };
}

const bodyParserError = (fields: Record<string, unknown>) => Object.assign(new Error('body parser'), fields);

describe('the error mapping', () => {
  it('adds the code of a known message, keeping error and message as they are', async () => {
    expect(await answer(conflict(MESSAGES.boatNotAvailable))).toEqual({
      status: 409,
      body: { error: 'conflict', message: MESSAGES.boatNotAvailable, code: 'boat_unavailable' },
    });
    expect(await answer(notFound())).toEqual({ status: 404, body: { error: 'not_found', message: MESSAGES.notFound, code: 'not_found' } });
    expect((await answer(new HttpError(429, MESSAGES.tooManyRequests, 'too_many_requests'))).body).toEqual({
      error: 'too_many_requests',
      message: MESSAGES.tooManyRequests,
      code: 'rate_limited',
    });
  });

  it('codes every issue, and the answer with the first issue’s code and params', async () => {
    const problem = { path: 'startDate', message: sameDayClosedMessage(9) };
    expect((await answer(badRequest(problem.message, [problem], 'Invalid booking data'))).body).toEqual({
      error: 'Invalid booking data',
      message: problem.message,
      code: 'same_day_closed',
      params: { hour: '09' },
      issues: [{ ...problem, code: 'same_day_closed', params: { hour: '09' } }],
    });
  });

  it('codes the issues of a contract, from parse() and from a ZodError thrown as it is', async () => {
    const schema = z.object({ email: z.string().email(MESSAGES.bookingEmail), name: z.string().min(2, MESSAGES.bookingName) });
    let thrown: unknown;
    try {
      parse(schema, { email: 'no', name: 'A' });
    } catch (err) {
      thrown = err;
    }
    const parsed = await answer(thrown);
    expect(parsed.status).toBe(400);
    expect(parsed.body).toEqual({
      error: 'bad_request',
      message: MESSAGES.bookingEmail,
      code: 'email_enter_valid',
      issues: [
        { path: 'email', message: MESSAGES.bookingEmail, code: 'email_enter_valid' },
        { path: 'name', message: MESSAGES.bookingName, code: 'name_too_short' },
      ],
    });
    const raw = schema.safeParse({ email: 'no', name: 'Anna' });
    expect((await answer(raw.error)).body).toMatchObject({ error: 'bad_request', code: 'email_enter_valid' });
  });

  it('gives a message the catalogue does not know the generic code of its status, never a 500', async () => {
    expect(await answer(badRequest('Un testo nuovo'))).toEqual({
      status: 400,
      body: { error: 'bad_request', message: 'Un testo nuovo', code: 'invalid_input' },
    });
    const unknownIssue = await answer(badRequest('Un testo nuovo', [{ path: 'x', message: 'Un testo nuovo' }]));
    expect(unknownIssue.body.issues).toEqual([{ path: 'x', message: 'Un testo nuovo', code: 'invalid_input' }]);
    expect((await answer(new HttpError(404, 'Qualcosa non trovato', 'not_found'))).body.code).toBe('not_found');
  });

  it('codes the body parser’s refusals and the 5xx', async () => {
    expect(await answer(bodyParserError({ status: 413, type: 'entity.too.large' }))).toEqual({
      status: 413,
      body: { error: 'payload_too_large', message: MESSAGES.bodyTooLarge, code: 'payload_too_large' },
    });
    expect((await answer(bodyParserError({ status: 400, type: 'entity.parse.failed' }))).body).toEqual({
      error: 'bad_request',
      message: 'Richiesta non valida: il corpo non è JSON valido.',
      code: 'invalid_json',
    });
    expect((await answer(bodyParserError({ status: 415 }))).body).toEqual({
      error: 'bad_request',
      message: 'Formato della richiesta non supportato.',
      code: 'unsupported_media_type',
    });
    expect((await answer(unavailable('Il servizio prezzi non è raggiungibile al momento. Riprova tra poco.'))).body).toMatchObject({
      error: 'unavailable',
      code: 'unavailable',
    });
    expect((await answer(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).body).toMatchObject({ code: 'unavailable' });
    expect(await answer(new Error('boom'))).toEqual({
      status: 500,
      body: { error: 'internal', message: MESSAGES.serverError, code: 'internal' },
    });
  });
});
