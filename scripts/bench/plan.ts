/**
 * What is measured: the three public reads, each with the list of paths the load cycles through,
 * the back office's planning call (signed in) and a boat's calendar feed, the last two on the large
 * data set only.
 */
import { addDays, monthOfDay } from '@nbp/contracts/days';
import type { ServiceName } from '../lib/stack.ts';

export type EndpointId = 'boats' | 'availability' | 'quote' | 'planning' | 'export';
/** 'gateway-bare': a second gateway whose upstreams are the bare server: the gateway's own ceiling. */
export type Route = 'bare' | 'direct' | 'gateway' | 'nginx' | 'gateway-bare';
export const ROUTES: Route[] = ['bare', 'gateway-bare', 'direct', 'gateway', 'nginx'];

export interface Endpoint {
  id: EndpointId;
  title: string;
  service: ServiceName;
  /** Other services the call depends on (the quote asks the catalogue for the boat's terms). */
  dependsOn: ServiceName[];
  /** Prefix the bare server answers with this endpoint's body. */
  prefix: string;
  paths: (boatIds: number[], found?: Found) => string[];
  /** An administrator's call: sent with the bench admin's session cookie. */
  admin?: boolean;
  /** Measured on the large data set only (what it is for is the size of the fleet). */
  largeOnly?: boolean;
  /**
   * Its own fixed rate for the latency run (requests per second), instead of BENCH_RATE: a call of
   * the back office is not asked at the rate of the public reads.
   */
  rate?: number;
  /** Headers of its own, as the callers it stands for send them. */
  headers?: Record<string, string>;
}

/** What the run found out before asking: the exported boat's feed path, token included. */
export interface Found {
  exportPath?: string;
}

/** Deterministic pseudo-random numbers (mulberry32): every run asks the same questions. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ranges of 1 to 7 days in next year's season (June to September), where bookings are dense. */
function ranges(count: number, seed: number): { start: string; end: string }[] {
  const next = random(seed);
  const year = new Date().getUTCFullYear() + 1;
  const seasonDays = 115;
  return Array.from({ length: count }, () => {
    const start = addDays(`${year}-06-01`, Math.floor(next() * seasonDays));
    return { start, end: addDays(start, Math.floor(next() * 7)) };
  });
}

const PATHS_PER_ENDPOINT = 97;

/** Month windows (the planning's month view) from next January to December, as the tab asks them. */
function months(): string[] {
  const year = new Date().getUTCFullYear() + 1;
  return Array.from({ length: 12 }, (_, month) => {
    const { startDate, endDate } = monthOfDay(`${year}-${String(month + 1).padStart(2, '0')}-01`);
    return `/api/admin/planning?from=${startDate}&to=${endDate}`;
  });
}

export const ENDPOINTS: Endpoint[] = [
  {
    id: 'boats',
    title: 'GET /api/boats',
    service: 'catalogue',
    dependsOn: [],
    prefix: '/api/boats',
    paths: () => ['/api/boats'],
  },
  {
    id: 'availability',
    title: 'GET /api/simple-boat-availability',
    service: 'booking',
    dependsOn: [],
    prefix: '/api/simple-boat-availability',
    paths: (boatIds) => {
      const pick = random(11);
      return ranges(PATHS_PER_ENDPOINT, 7).map(
        ({ start, end }) =>
          `/api/simple-boat-availability?boatId=${boatIds[Math.floor(pick() * boatIds.length)]}&startDate=${start}&endDate=${end}`,
      );
    },
  },
  {
    id: 'quote',
    title: 'GET /api/pricing/boat/:id/:start/:end',
    service: 'pricing',
    dependsOn: ['catalogue'],
    prefix: '/api/pricing/boat/',
    paths: (boatIds) => {
      const pick = random(13);
      return ranges(PATHS_PER_ENDPOINT, 9).map(
        ({ start, end }) => `/api/pricing/boat/${boatIds[Math.floor(pick() * boatIds.length)]}/${start}/${end}`,
      );
    },
  },
  {
    id: 'planning',
    title: 'GET /api/admin/planning (a month)',
    service: 'booking',
    dependsOn: ['catalogue'],
    prefix: '/api/admin/planning',
    paths: months,
    admin: true,
    largeOnly: true,
    // Each open back office asks it every 5 s (docs/back-office.md#live): 20 req/s is 100 screens open at once.
    rate: 20,
  },
  {
    id: 'export',
    title: "GET /api/calendars/boats/:id.ics (a boat's feed)",
    service: 'booking',
    dependsOn: [],
    prefix: '/api/calendars/boats/',
    // One path: the first boat's feed, which the large data set makes the longest (over 2,000 events).
    paths: (_boatIds, found) => [found?.exportPath ?? '/api/calendars/boats/1.ics'],
    largeOnly: true,
    // Marketplaces read each boat's feed every 5 minutes to a few hours: 20 req/s is 50 boats read by
    // 100 marketplaces every 5 minutes, with room to spare.
    rate: 20,
    // As calendar clients ask (Google's, Apple's, the marketplaces' fetchers all accept gzip).
    headers: { accept: 'text/calendar', 'accept-encoding': 'gzip' },
  },
];
