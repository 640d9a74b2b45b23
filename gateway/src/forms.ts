import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Balancer } from '@nbp/kit/balancer';
import { balancedRequest } from '@nbp/kit/upstream';
import { redactedPath } from '@nbp/kit/logger';
import { BUSINESS } from '@nbp/contracts/business';
import { formatDay, romeDateTimeText, DATE_LONG } from '@nbp/contracts/days';
import { errorText, isErrorCode, type ErrorParams } from '@nbp/contracts/errors-en';
import { formText, type FormWordKey } from '@nbp/contracts/form-words';
import type { Language } from '@nbp/contracts/language';
import { serviceFor, type ServiceName } from './routes.ts';

/**
 * The two forms of the public pages posted without JavaScript (docs/public-pages.md#forms-without-javascript):
 * a plain `application/x-www-form-urlencoded` POST to one of these addresses becomes the JSON call the
 * page's code makes, sent to the same service route (same contract, checks, per-address limits, mails
 * and holds), and its answer becomes a plain page in the form's language. Never a GET: the personal
 * data travel in the body only.
 */
export const FORM_POSTS = {
  contact: { path: '/api/forms/contact', api: '/api/send-contact-email' },
  booking: { path: '/api/forms/booking-request', api: '/api/email-bookings' },
} as const;

type FormName = keyof typeof FORM_POSTS;

/** The fields each form posts, as the page names them, in the order its page shows them. */
const FIELDS = {
  contact: [
    ['name', 'field.name', 'text'],
    ['phone', 'field.phone', 'tel'],
    ['email', 'field.email', 'email'],
    ['message', 'field.message', 'textarea'],
  ],
  booking: [
    ['startDate', 'field.start', 'date'],
    ['endDate', 'field.end', 'date'],
    ['customerName', 'field.name', 'text'],
    ['customerEmail', 'field.email', 'email'],
    ['customerPhone', 'field.phone', 'tel'],
    ['notes', 'field.notes', 'textarea'],
  ],
} as const satisfies Record<FormName, readonly (readonly [string, FormWordKey, string])[]>;

/** What a service answered: its status and its JSON body (null when there was none or it was not JSON). */
interface ServiceAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

/** The body the page's code would send, from the posted fields (strings as typed; the contract checks them). */
function jsonBody(form: FormName, fields: URLSearchParams, lang: Language): Record<string, unknown> {
  const get = (name: string) => fields.get(name) ?? '';
  if (form === 'contact') return { name: get('name'), email: get('email'), phone: get('phone'), message: get('message') };
  return {
    boatId: get('boatId'),
    boatName: get('boatName'),
    customerName: get('customerName'),
    customerEmail: get('customerEmail'),
    customerPhone: get('customerPhone'),
    startDate: get('startDate'),
    endDate: get('endDate'),
    // The card's form with JavaScript names its notes field `message`, as the API's contact does.
    notes: fields.get('notes') ?? get('message'),
    language: lang,
  };
}

/**
 * Sends the JSON call to a replica of the route's service through the kit's one way of calling a
 * service (its retry rule, docs/replicas.md#the-retry-rule), as the visitor's own request: the
 * headers forwardedHeaders() wrote (the visitor's address for the per-address limits, the host they
 * named), the request id and the origin.
 */
async function callService(balancer: Balancer, req: Request, path: string, body: Record<string, unknown>): Promise<ServiceAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  for (const name of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-request-id', 'user-agent', 'origin']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await balancedRequest(balancer, path, { method: 'POST', headers, body: JSON.stringify(body), timeoutMs: 15_000 });
  let parsed: Record<string, unknown> | null;
  try {
    parsed = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
  } catch {
    parsed = null;
  }
  return { status: answer.status || 502, body: parsed };
}

/** The readable refusals of an error answer, in the page's language: each issue's, or the answer's own. */
function refusals(answer: ServiceAnswer, lang: Language): string[] {
  const body = answer.body ?? {};
  const spoken = (code: unknown, params: unknown, fallback: unknown): string | null => {
    if (isErrorCode(code)) return errorText(code, lang, (params ?? undefined) as ErrorParams | undefined);
    return typeof fallback === 'string' ? fallback : null;
  };
  const issues = Array.isArray(body.issues) ? (body.issues as Record<string, unknown>[]) : [];
  const texts = issues.map((issue) => spoken(issue.code, issue.params, issue.message)).filter((text): text is string => Boolean(text));
  if (texts.length === 0)
    texts.push(spoken(body.code, body.params, body.message) ?? errorText(answer.status >= 500 ? 'unavailable' : 'invalid_input', lang));
  return [...new Set(texts)];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A page's address in a language: Italian at the root, English under /en. */
const pageIn = (lang: Language, path: string) => (lang === 'en' ? `/en${path === '/' ? '' : path}` : path);

/** The plain page: the brand, a heading, the body, in the form's language; never kept by a cache or indexed. */
function page(lang: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(BUSINESS.name)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2d3a;background:#f4f8fa;line-height:1.5}
header{background:#fff;border-bottom:1px solid #dde7ee;padding:14px 16px}
header a{color:#0b3a5b;font-weight:700;font-size:1.15rem;text-decoration:none}
main{max-width:640px;margin:0 auto;padding:24px 16px 40px}
h1{color:#0b3a5b;font-size:1.6rem;margin:0 0 12px}
.box{background:#fff;border:1px solid #dde7ee;border-radius:12px;padding:20px;margin:0 0 20px}
.ok{border-top:4px solid #1f8a5b}.ko{border-top:4px solid #b42318}
.errors{color:#b42318;font-weight:600;padding-left:20px}
label{display:block;font-weight:600;margin:14px 0 4px}
input,textarea{box-sizing:border-box;width:100%;font:inherit;padding:10px 12px;border:1px solid #b9c8d3;border-radius:8px}
button{margin-top:18px;width:100%;font:inherit;font-weight:700;padding:12px;border:0;border-radius:999px;background:#0b3a5b;color:#fff;cursor:pointer}
a.back{display:inline-block;margin-top:8px;color:#0b6e99;font-weight:600}
</style>
</head>
<body>
<header><a href="${pageIn(lang, '/')}">${escapeHtml(BUSINESS.name)}</a></header>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The form again with what the visitor typed, to correct and send once more. */
function formAgain(form: FormName, fields: URLSearchParams, lang: Language): string {
  const hidden = (form === 'booking' ? ['boatId', 'boatName'] : [])
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(fields.get(name) ?? '')}">`)
    .join('\n');
  const inputs = FIELDS[form]
    .map(([name, label, type]) => {
      const value = escapeHtml(fields.get(name) ?? '');
      const id = `f-${name}`;
      const control =
        type === 'textarea'
          ? `<textarea id="${id}" name="${name}" rows="4">${value}</textarea>`
          : `<input id="${id}" name="${name}" type="${type}" value="${value}">`;
      return `<label for="${id}">${escapeHtml(formText(lang, label))}</label>\n${control}`;
    })
    .join('\n');
  return `<form method="post" action="${FORM_POSTS[form].path}" class="box">
<input type="hidden" name="language" value="${lang}">
${hidden}
${inputs}
<button type="submit">${escapeHtml(formText(lang, 'send'))}</button>
</form>`;
}

/** Where "back" leads: the contact page, or the boat's page. */
function backLink(form: FormName, fields: URLSearchParams, lang: Language): string {
  const boatId = fields.get('boatId') ?? '';
  const [href, key]: [string, FormWordKey] =
    form === 'contact'
      ? [pageIn(lang, '/contact'), 'back.contact']
      : /^\d{1,10}$/.test(boatId)
        ? [pageIn(lang, `/boat/${boatId}`), 'back.boat']
        : [pageIn(lang, '/'), 'back.home'];
  return `<p><a class="back" href="${href}">${escapeHtml(formText(lang, key))}</a></p>`;
}

/** The page for an accepted form: the message sent, or the request stored and until when its days are held. */
function sentPage(form: FormName, fields: URLSearchParams, lang: Language, answer: ServiceAnswer): string {
  const title = formText(lang, form === 'contact' ? 'contact.sent.title' : 'booking.sent.title');
  const lines = [formText(lang, form === 'contact' ? 'contact.sent.text' : 'booking.sent.text')];
  if (form === 'booking') {
    const body = answer.body ?? {};
    const holdUntil = typeof body.holdUntil === 'string' ? body.holdUntil : null;
    if (body.holdsDays === true && holdUntil && !Number.isNaN(Date.parse(holdUntil))) {
      lines.push(
        formText(lang, 'booking.held', {
          start: formatDay(fields.get('startDate') ?? '', lang, DATE_LONG),
          end: formatDay(fields.get('endDate') ?? '', lang, DATE_LONG),
          until: romeDateTimeText(holdUntil, lang),
        }),
      );
    } else {
      lines.push(formText(lang, 'booking.notHeld'));
    }
    // The answer never carries the customer's private link (docs/request-lifecycle.md#the-customers-link): the mail does.
    lines.push(formText(lang, 'booking.privateLink'));
  }
  return page(
    lang,
    title,
    `<div class="box ok" role="status">
<h1>${escapeHtml(title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</div>
${backLink(form, fields, lang)}`,
  );
}

/** The page for a refused form: the readable reasons, the form again with the values, the way back. */
function refusedPage(form: FormName, fields: URLSearchParams, lang: Language, texts: string[]): string {
  const title = formText(lang, 'failed.title');
  return page(
    lang,
    title,
    `<div class="box ko" role="alert">
<h1>${escapeHtml(title)}</h1>
<ul class="errors">
${texts.map((text) => `<li>${escapeHtml(text)}</li>`).join('\n')}
</ul>
<p>${escapeHtml(formText(lang, form === 'contact' ? 'contact.fix' : 'booking.fix'))}</p>
</div>
${formAgain(form, fields, lang)}
${backLink(form, fields, lang)}`,
  );
}

/**
 * The handler of one form's POST. Mounted after the /api checks (forwarded headers, body limit,
 * same-origin): a form posted from another site never reaches it.
 */
export function formPost(form: FormName, balancers: Record<ServiceName, Balancer>, logger: Logger) {
  const { api } = FORM_POSTS[form];
  const balancer = balancers[serviceFor(api)!];
  return (req: Request & { bufferedBody?: Buffer }, res: Response, next: NextFunction): void => {
    const type = (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') return next();
    const fields = new URLSearchParams(req.bufferedBody?.toString('utf8') ?? '');
    const lang: Language = fields.get('language') === 'en' ? 'en' : 'it';
    const send = (status: number, html: string) => {
      res.status(status).type('html').set('Cache-Control', 'no-store').send(html);
    };
    callService(balancer, req, api, jsonBody(form, fields, lang))
      .then((answer) => {
        if (answer.status >= 200 && answer.status < 300) send(200, sentPage(form, fields, lang, answer));
        else send(answer.status >= 500 ? 503 : answer.status, refusedPage(form, fields, lang, refusals(answer, lang)));
      })
      .catch((err: unknown) => {
        logger.warn({ err: (err as Error).message, path: redactedPath(req.originalUrl) }, 'form post: service unreachable');
        send(503, refusedPage(form, fields, lang, [errorText('unavailable', lang)]));
      });
  };
}
