import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import zlib from 'node:zlib';
import { CALENDAR_FEED_URL_MAX, CALENDAR_MESSAGES } from '@nbp/contracts/http/calendars';
import type { ErrorCode } from '@nbp/contracts/errors';
import { addressProblem, type AddressRules } from './feed-addresses.ts';

/**
 * Reads an imported feed from outside (docs/calendars.md#hostile-feeds): http(s) only; every address
 * a host resolves to is checked before anything connects, and the connection goes to the checked
 * address only (the lookup that answered it is the one the socket uses, so a DNS answer that changes
 * in between does not get through); the whole read has one deadline and a byte cap; at most three
 * redirects, each target checked like the URL itself. Failures are FeedFetchError with the Italian
 * text the back office shows.
 */

export interface FetchSettings extends AddressRules {
  timeoutMs: number;
  maxBytes: number;
}

/** The validators of the last good answer, sent back for a conditional GET. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FeedAnswer = { notModified: true } | ({ notModified: false; text: string } & Validators);

export class FeedFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

export const MAX_REDIRECTS = 3;
const USER_AGENT = 'NoleggioBarchePatti-Calendari/1.0';

export const FETCH_ERRORS = {
  badUrl: CALENDAR_MESSAGES.feedUrl,
  private: CALENDAR_MESSAGES.feedUrlPrivate,
  timeout: (ms: number) => `Il calendario non ha risposto entro ${Math.round(ms / 100) / 10} secondi`,
  tooBig: (bytes: number) => `Calendario troppo grande: più di ${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`,
  tooManyRedirects: `Troppi reindirizzamenti (più di ${MAX_REDIRECTS})`,
  status: (status: number) => `Il calendario ha risposto con un errore (HTTP ${status})`,
  notFound: "Indirizzo del calendario non trovato: controlla che l'indirizzo sia giusto",
  refused: 'Il server del calendario rifiuta la connessione',
  reset: 'Connessione interrotta dal server del calendario',
  tls: 'Il certificato HTTPS del server del calendario non è valido',
  other: 'Impossibile leggere il calendario',
} as const;

/**
 * `webcal://` and `webcals://` (the calendar links browsers hand to calendar apps) are the same
 * address over https (docs/calendars.md#import-the-marketplaces-feeds); the address checks then
 * apply to it as to any other.
 */
export const httpsForWebcal = (raw: string) => raw.replace(/^(\s*)webcals?:/i, '$1https:');

/** A URL the reader may try: http(s) (webcal read as https), a host, not longer than the contract allows. */
function parseUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(httpsForWebcal(raw), base);
  } catch {
    throw new FeedFetchError(FETCH_ERRORS.badUrl);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.href.length > CALENDAR_FEED_URL_MAX) {
    throw new FeedFetchError(FETCH_ERRORS.badUrl);
  }
  return url;
}

const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));
/** The host as net wants it: IPv6 literals without their brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * A lookup that resolves every address of the host, refuses the whole host when any of them is
 * refused (so a round-robin answer cannot slip one through), and hands the socket exactly the
 * addresses it checked.
 */
function checkedLookup(port: number, settings: FetchSettings): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family, hints: options.hints }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const refused = addresses.map((a) => addressProblem(a.address, port, settings)).find((problem) => problem !== null);
      if (refused || addresses.length === 0) return callback(new FeedFetchError(refused ?? FETCH_ERRORS.notFound), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
/**
 * Why the office may not add this address (the code of the 400), or null: not an http(s) address,
 * or one whose host resolves to an address the reader would refuse, one that leads to this server or
 * a private network (docs/calendars.md#hostile-feeds). A host that does not resolve now is not
 * refused here (the first read records the error, and the feed is retried).
 */
export async function urlRefusal(raw: string, settings: AddressRules): Promise<ErrorCode | null> {
  let url: URL;
  try {
    url = parseUrl(raw);
  } catch {
    return 'calendar_feed_url_invalid';
  }
  const host = hostOf(url);
  const port = portOf(url);
  const addresses = net.isIP(host)
    ? [host]
    : await dns.promises.lookup(host, { all: true }).then(
        (found) => found.map((a) => a.address),
        () => [],
      );
  return addresses.some((address) => addressProblem(address, port, settings) !== null) ? 'calendar_feed_url_private' : null;
}

function networkMessage(err: NodeJS.ErrnoException): string {
  if (err instanceof FeedFetchError) return err.message;
  const code = err.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') return FETCH_ERRORS.notFound;
  if (code === 'ECONNREFUSED') return FETCH_ERRORS.refused;
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ERR_STREAM_PREMATURE_CLOSE') return FETCH_ERRORS.reset;
  if (/CERT|SSL|TLS|SELF_SIGNED/i.test(code)) return FETCH_ERRORS.tls;
  return FETCH_ERRORS.other;
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One GET, no redirects followed; aborted by `signal` (the whole read's deadline). */
function getOnce(url: URL, headers: Record<string, string>, settings: FetchSettings, signal: AbortSignal): Promise<RawAnswer> {
  const host = hostOf(url);
  const port = portOf(url);
  if (net.isIP(host)) {
    const problem = addressProblem(host, port, settings);
    if (problem) return Promise.reject(new FeedFetchError(problem));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'GET', headers, agent: false, lookup: checkedLookup(port, settings), signal },
      (response) => {
        const status = response.statusCode ?? 0;
        const declared = Number(response.headers['content-length']);
        if (status === 200 && Number.isFinite(declared) && declared > settings.maxBytes) {
          response.destroy();
          return reject(new FeedFetchError(FETCH_ERRORS.tooBig(settings.maxBytes)));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > settings.maxBytes) {
            response.destroy();
            reject(new FeedFetchError(FETCH_ERRORS.tooBig(settings.maxBytes)));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', (err) => reject(err));
      },
    );
    // The address actually connected to, checked once more (an IP literal never goes through the lookup).
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        const problem = socket.remoteAddress ? addressProblem(socket.remoteAddress, socket.remotePort ?? port, settings) : null;
        if (problem) request.destroy(new FeedFetchError(problem));
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/** The body as text: decompressed if the server compressed it anyway (still within the cap), in its charset. */
function bodyText(answer: RawAnswer, maxBytes: number): string {
  const encoding = String(answer.headers['content-encoding'] ?? '').toLowerCase();
  let body = answer.body;
  try {
    if (encoding === 'gzip' || encoding === 'x-gzip') body = zlib.gunzipSync(body, { maxOutputLength: maxBytes });
    else if (encoding === 'deflate') body = zlib.inflateSync(body, { maxOutputLength: maxBytes });
    else if (encoding === 'br') body = zlib.brotliDecompressSync(body, { maxOutputLength: maxBytes });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) {
      throw new FeedFetchError(FETCH_ERRORS.tooBig(maxBytes));
    }
    throw new FeedFetchError(FETCH_ERRORS.other);
  }
  const charset = /charset=["']?([\w-]+)/i.exec(String(answer.headers['content-type'] ?? ''))?.[1] ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(body);
}

const header = (value: string | string[] | undefined, max: number): string | null => {
  const one = Array.isArray(value) ? value[0] : value;
  return one && one.length <= max ? one : null;
};

/**
 * Reads a feed: a conditional GET with the last validators, redirects followed (at most three, each
 * checked), the whole within the deadline. A 304 is `notModified`; any other answer than 200 or a
 * redirect is an error.
 */
export async function fetchFeed(raw: string, last: Validators, settings: FetchSettings): Promise<FeedAnswer> {
  let url = parseUrl(raw);
  const headers: Record<string, string> = {
    'user-agent': USER_AGENT,
    accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
    'accept-encoding': 'gzip, deflate, br',
  };
  if (last.etag) headers['if-none-match'] = last.etag;
  if (last.lastModified) headers['if-modified-since'] = last.lastModified;
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      const answer = await getOnce(url, headers, settings, deadline);
      if ([301, 302, 303, 307, 308].includes(answer.status) && answer.headers.location) {
        if (redirects >= MAX_REDIRECTS) throw new FeedFetchError(FETCH_ERRORS.tooManyRedirects);
        url = parseUrl(answer.headers.location, url);
        continue;
      }
      if (answer.status === 304) return { notModified: true };
      if (answer.status !== 200) throw new FeedFetchError(FETCH_ERRORS.status(answer.status));
      return {
        notModified: false,
        text: bodyText(answer, settings.maxBytes),
        etag: header(answer.headers.etag, 500),
        lastModified: header(answer.headers['last-modified'], 100),
      };
    }
  } catch (err) {
    if (deadline.aborted) throw new FeedFetchError(FETCH_ERRORS.timeout(settings.timeoutMs));
    throw new FeedFetchError(networkMessage(err as NodeJS.ErrnoException));
  }
}
