import type { Context } from 'koa';
import type { CallContext } from '@nbp/kit/upstream';

/** A call to another service on the administrator's behalf: the request id and their own credentials. */
export function asAdmin(ctx: Context): CallContext {
  const headers: Record<string, string> = {};
  if (ctx.get('authorization')) headers.authorization = ctx.get('authorization');
  if (ctx.get('cookie')) headers.cookie = ctx.get('cookie');
  return { requestId: ctx.state.requestId, headers };
}
