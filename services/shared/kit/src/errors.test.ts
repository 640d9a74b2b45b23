import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codedIssue, says } from '@nbp/contracts/errors';
import { MESSAGES, sameDayClosedMessage } from '@nbp/contracts/messages';
import { badRequest, conflict, errorBody, errorMiddleware, HttpError, notFound, parse, unavailable } from './errors.ts';

/** Runs the error mapping around a handler that throws `err`; gives the status and the body answered. */
async function answer(err: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const ctx = { status: 200, body: undefined as unknown, state: {}, set: () => {} } as unknown as Context;
  await errorMiddleware(ctx, () => Promise.reject(err));
  return { status: ctx.status, body: ctx.body as Record<string, unknown> };
}

const bodyParserError = (fields: Record<string, unknown>) => Object.assign(new Error('body parser'), fields);

describe('the error mapping', () => {
  it('answers a thrown code with its Italian words from the catalogue', async () => {
    expect(await answer(conflict('boat_unavailable'))).toEqual({
      status: 409,
      body: { error: 'conflict', message: MESSAGES.boatNotAvailable, code: 'boat_unavailable' },
    });
    expect(await answer(notFound())).toEqual({ status: 404, body: { error: 'not_found', message: MESSAGES.notFound, code: 'not_found' } });
    expect((await answer(new HttpError(429, 'rate_limited'))).body).toEqual({
      error: 'too_many_requests',
      message: MESSAGES.tooManyRequests,
      code: 'rate_limited',
    });
  });

  it('codes every issue, and the answer with the first issue’s code and params', async () => {
    const problem = codedIssue('startDate', { code: 'same_day_closed', params: { hour: '09' } });
    expect((await answer(badRequest(problem, { issues: [problem], kind: 'Invalid booking data' }))).body).toEqual({
      error: 'Invalid booking data',
      message: sameDayClosedMessage(9),
      code: 'same_day_closed',
      params: { hour: '09' },
      issues: [{ path: 'startDate', message: sameDayClosedMessage(9), code: 'same_day_closed', params: { hour: '09' } }],
    });
  });

  it('codes the issues of a contract, from parse() and from a ZodError thrown as it is', async () => {
    const schema = z.object({ email: z.string().email(says('email_enter_valid')), name: z.string().min(2, says('name_too_short')) });
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

  it('gives zod’s own words (a field without a message of ours) the generic code, as zod wrote them', async () => {
    const schema = z.object({ count: z.number() });
    const zodWords = schema.safeParse({ count: 'x' }).error!.issues[0]!.message;
    let thrown: unknown;
    try {
      parse(schema, { count: 'x' });
    } catch (err) {
      thrown = err;
    }
    expect(await answer(thrown)).toEqual({
      status: 400,
      body: {
        error: 'bad_request',
        message: zodWords,
        code: 'invalid_input',
        issues: [{ path: 'count', message: zodWords, code: 'invalid_input' }],
      },
    });
  });

  it('answers English where the thrower asks for it, with the same code', async () => {
    expect((await answer(new HttpError(429, 'requests_pending', { language: 'en' }))).body).toEqual({
      error: 'too_many_requests',
      message: 'You already have a request waiting: wait for our answer or cancel it from the link you received.',
      code: 'requests_pending',
    });
  });

  it('makes the gateway’s own bodies the same way', () => {
    expect(errorBody(403, 'cross_site', 'cross_site')).toEqual({ error: 'cross_site', message: MESSAGES.crossSite, code: 'cross_site' });
    expect(errorBody(503, 'unavailable_dashboard')).toEqual({
      error: 'unavailable',
      message: 'Dati della dashboard non disponibili al momento. Riprova tra poco.',
      code: 'unavailable',
    });
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
    expect((await answer(unavailable('unavailable_pricing'))).body).toEqual({
      error: 'unavailable',
      message: 'Il servizio prezzi non è raggiungibile al momento. Riprova tra poco.',
      code: 'unavailable',
    });
    expect((await answer(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).body).toMatchObject({ code: 'unavailable' });
    expect(await answer(new Error('boom'))).toEqual({
      status: 500,
      body: { error: 'internal', message: MESSAGES.serverError, code: 'internal' },
    });
  });
});
