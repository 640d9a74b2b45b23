/** What the target checks share: the limits, a check's shape, and the list that collects them. */

export const LIMITS = {
  gatewayAddedP50Ms: 2,
  gatewayAddedP99Ms: 5,
  gatewayThroughputShare: 0.5,
  boatsGatewayVsBare: 0.25,
  largeP99Ms: 20,
  /** The planning tab's month of the whole large fleet, through nginx. */
  planningP99Ms: 50,
  /** A boat's calendar feed of 2,000 events or more, through nginx. */
  exportP99Ms: 20,
  exportMinEvents: 2000,
  /** One pass over 50 feeds of 500 events: CPU of the booking service and PostgreSQL. */
  feedPollCpuMs: 5000,
  /** booking's /healthz while the worst feeds are read (zone bombs, 5 MB, 12,000 events). */
  hostileHealthP99Ms: 50,
  /**
   * The JavaScript a boat page loads at once (what its HTML names and their static imports),
   * gzip -9; no public page loads any of the back office's.
   */
  initialJsKiB: 150,
  /** A restart of a service (or the gateway) from its compiled code, spawn to ready. */
  serviceStartMs: 1500,
  /** A boat page's HTML through nginx (its 10 s page cache in front of the renderer), Italian and English. */
  ssr: { rate: 100, p99Ms: 25 },
  /**
   * The slow phone applied by Chromium (Lighthouse's devtools throttling: 150 ms, 1.6 Mbit/s, 4x CPU):
   * the real page's LCP over the same page's without its scripts, and the real page's blocking time.
   */
  lcpRatio: 1.1,
  appliedTbtMs: 150,
};

export interface TargetCheck {
  name: string;
  measured: string;
  limit: string;
  /** undefined: not measured, which fails. */
  pass?: boolean;
}

/** The checks made so far; one that could not be measured is added as such (and fails). */
export class Checks {
  readonly list: TargetCheck[] = [];

  add(check: TargetCheck): void {
    this.list.push(check);
  }

  notMeasured(name: string, limit: string, why = 'not measured'): void {
    this.list.push({ name, measured: why, limit, pass: undefined });
  }
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;
