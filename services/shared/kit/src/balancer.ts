import dns from 'node:dns';
import http from 'node:http';
import net from 'node:net';
import { balanceRefreshMs } from './config.ts';

/**
 * Spreads the calls to one service over every address its name resolves to (docs/replicas.md).
 *
 * Docker's DNS answers a service name with the address of every replica, but an HTTP client asks
 * it once per new connection, and a keep-alive connection then carries every later request: one
 * replica would get all the traffic. So the name is resolved here, every few seconds, and each
 * request is sent to the next address in turn; the connections stay alive, one pool per address
 * in one agent. An address whose connection is refused or reset is left out for a short while.
 *
 * Why not a library: `cacheable-lookup` caches `dns.lookup` answers (one address per connection
 * still), and undici's `BalancedPool` balances only undici's own requests over a fixed list of
 * origins; the gateway's proxy uses node:http, and the list must follow the replicas.
 */

/** Every address a host name resolves to. */
export type LookupAll = (hostname: string) => Promise<string[]>;

/**
 * `dns.promises.lookup` with `all`: what the operating system answers (Docker's DNS, /etc/hosts,
 * or a lookup table a launcher preloads by patching `dns`). Read from `dns` at each call, so a
 * patch made after this module loaded is seen too.
 */
export const systemLookup: LookupAll = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true })).map((entry) => entry.address);

export interface BalancerOptions {
  /** How often the name is resolved again (default: BALANCE_REFRESH_MS, else 5 s). */
  refreshMs?: number;
  /** How long an address whose connection failed is left out before it is tried again (default 2 s). */
  downMs?: number;
  /** How the name is resolved (default: the system's, see `systemLookup`); tests hand in a table. */
  lookup?: LookupAll;
}

/** Where one request goes. */
export interface Target {
  /** The address picked: an IP, or the host as written when it is fixed (an IP literal, localhost). */
  address: string;
  /** The base URL with the address in place of the name, e.g. http://172.18.0.5:4103. */
  origin: string;
  /** The Host header the service would have seen without the balancer, e.g. booking:4103. */
  host: string;
}

/** The connection failures that mean the request never reached a live process: another address may take it. */
const NEVER_REACHED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * Whether a failed request may be sent again to another address (docs/replicas.md#the-retry-rule):
 * only a connection refused, reset or unreachable before any byte of the answer arrived, and never
 * after a timeout (the service may be working on it). Such a failure is retried whatever the
 * method: the request did not reach a process that could act on it.
 */
export function retryable(err: unknown, attempt: { responded: boolean; timedOut: boolean }): boolean {
  if (attempt.responded || attempt.timedOut) return false;
  return NEVER_REACHED.has(errorCode(err) ?? '');
}

/** Whether the address a request went to should be left out for a while: its connection failed (a timeout does not count). */
export function connectionFailed(err: unknown, attempt: { timedOut: boolean }): boolean {
  return !attempt.timedOut && NEVER_REACHED.has(errorCode(err) ?? '');
}

/** The system error code of an error or of its cause (fetch and undici wrap it). */
export function errorCode(err: unknown): string | undefined {
  for (let current = err, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Keep-alive to the other services, for the gateway's proxy and the services' calls alike. The
 * agent keeps a pool per host:port, so one agent holds the sockets of every address apart.
 */
export const keepAliveAgent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 30_000 });

const FIXED_HOSTS = new Set(['localhost']);
const DEFAULT_DOWN_MS = 2000;

export class Balancer {
  /** The base URL as configured, e.g. http://booking:4103. */
  readonly baseUrl: string;
  readonly hostname: string;
  private readonly url: URL;
  private readonly lookup: LookupAll;
  private readonly refreshMs: number;
  private readonly downMs: number;
  private readonly fixed: boolean;
  private list: string[] = [];
  private readonly downUntil = new Map<string, number>();
  private resolvedAt = -Infinity;
  private resolving?: Promise<void>;
  private turn = 0;

  constructor(baseUrl: string, options: BalancerOptions = {}) {
    this.baseUrl = baseUrl;
    this.url = new URL(baseUrl);
    // URL keeps the brackets of an IPv6 literal.
    this.hostname = this.url.hostname.replace(/^\[(.*)\]$/, '$1');
    this.lookup = options.lookup ?? systemLookup;
    this.refreshMs = options.refreshMs ?? defaultRefreshMs();
    this.downMs = options.downMs ?? DEFAULT_DOWN_MS;
    this.fixed = net.isIP(this.hostname) !== 0 || FIXED_HOSTS.has(this.hostname.toLowerCase());
    if (this.fixed) this.list = [this.hostname];
  }

  /** The addresses known now (after the last resolution), in a stable order. */
  addresses(): readonly string[] {
    return this.list;
  }

  /**
   * The next address in turn among those not left out, avoiding `avoid` (the one a failed
   * attempt used) when another is known. Resolves the name first if it never was, and before a
   * retry or when every address is left out; otherwise later resolutions happen in the background
   * once `refreshMs` has passed. When every address is
   * left out, they are all tried anyway: better a refused connection than no attempt.
   */
  async pick(avoid?: string): Promise<Target> {
    if (!this.fixed) {
      if (this.list.length === 0) await this.refresh();
      else if (performance.now() - this.resolvedAt >= this.refreshMs) {
        // A retry after a failed connection, or every known address left out: the name may now
        // answer a replica that was not there before (a rolling update starts the new one before
        // stopping the old), so it is asked before choosing, not in the background.
        const now = performance.now();
        const allDown = this.list.every((address) => (this.downUntil.get(address) ?? 0) > now);
        if (avoid !== undefined || allDown) await this.refresh().catch(() => undefined);
        else void this.refresh().catch(() => undefined);
      }
    }
    const now = performance.now();
    const up = this.list.filter((address) => !((this.downUntil.get(address) ?? 0) > now));
    const pool = up.length ? up : this.list;
    const others = avoid === undefined ? pool : pool.filter((address) => address !== avoid);
    const candidates = others.length ? others : pool;
    const address = candidates[this.turn++ % candidates.length]!;
    this.turn %= 1_000_000;
    return this.target(address);
  }

  /** A connection to `address` failed: leave it out for a while, and resolve the name again at the next pick. */
  failed(address: string): void {
    if (this.fixed) return;
    this.downUntil.set(address, performance.now() + this.downMs);
    this.resolvedAt = -Infinity;
  }

  /**
   * Resolves the name now (one resolution at a time): new addresses join the turn, vanished ones
   * leave it. A failed resolution keeps the addresses known so far; with none known it throws.
   */
  refresh(): Promise<void> {
    if (this.fixed) return Promise.resolve();
    this.resolving ??= this.resolve().finally(() => {
      this.resolving = undefined;
    });
    return this.resolving;
  }

  private async resolve(): Promise<void> {
    try {
      const found = [...new Set(await this.lookup(this.hostname))].sort();
      if (found.length === 0) throw Object.assign(new Error(`${this.hostname}: no address`), { code: 'ENOTFOUND' });
      this.list = found;
      for (const address of this.downUntil.keys()) if (!found.includes(address)) this.downUntil.delete(address);
    } catch (err) {
      if (this.list.length === 0) throw err;
      // The addresses known so far stay; the next pick after refreshMs asks the name again.
    }
    this.resolvedAt = performance.now();
  }

  private target(address: string): Target {
    const host = net.isIPv6(address) ? `[${address}]` : address;
    const origin = new URL(this.url.origin);
    origin.hostname = host;
    return { address, origin: origin.origin, host: this.url.host };
  }
}

let refreshFromEnv: number | undefined;
function defaultRefreshMs(): number {
  if (refreshFromEnv === undefined) {
    // Checked at start by the services' and the gateway's config schemas; a bad value cannot get here through them.
    const parsed = balanceRefreshMs.safeParse(process.env.BALANCE_REFRESH_MS);
    refreshFromEnv = parsed.success ? parsed.data : 5000;
  }
  return refreshFromEnv;
}

const shared = new Map<string, Balancer>();

/** The one balancer of a service's base URL in this process (shared, so every caller sees the same left-out addresses). */
export function balancerFor(baseUrl: string): Balancer {
  const key = new URL(baseUrl).origin;
  let balancer = shared.get(key);
  if (!balancer) {
    balancer = new Balancer(baseUrl);
    shared.set(key, balancer);
  }
  return balancer;
}
