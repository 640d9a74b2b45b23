/** Everything one run measured; the report and the target checks read only this. */
import type { FeedPoll, HostileReads } from './calendars.ts';
import type { DatasetCounts } from './dataset.ts';
import type { Plan } from './explain.ts';
import type { AppliedThrottling, LighthouseScores } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import type { Machine } from './machine.ts';
import type { EndpointId, Route } from './plan.ts';
import type { ServiceStart } from './service-start.ts';
import type { PageWeight } from './page-weight.ts';
import type { InitialJs } from './web.ts';

export type DataSet = 'seeded' | 'large';
/** 'max': as fast as the connections go (throughput); 'rate': a fixed request rate (latency). */
export type Mode = 'max' | 'rate';

export interface Measurement {
  endpoint: EndpointId;
  data: DataSet;
  mode: Mode;
  route: Route;
  result?: LoadResult;
  /** Why it was not measured (a service missing, the endpoint failing). */
  skipped?: string;
}

/** A public page's HTML under load: through nginx (its 10 s page cache) or asked of the renderer itself. */
export interface PageLoad {
  page: string;
  path: string;
  route: 'nginx' | 'renderer';
  mode: Mode;
  /** Requests per second asked (mode 'rate'). */
  rate?: number;
  connections?: number;
  result?: LoadResult;
  skipped?: string;
}

export interface BenchResults {
  machine: Machine;
  settings: { connections: number; durationS: number; warmupS: number; rate: number; rateDurationS: number };
  nginxSource: string;
  services: string[];
  missingServices: string[];
  seededBoats: number;
  /** Spawn-to-ready of each process started as production starts it. */
  serviceStarts: ServiceStart[];
  measurements: Measurement[];
  /** The public pages' server rendering under load (seeded data). */
  pageLoads: PageLoad[];
  dataset?: DatasetCounts;
  /** Events in the measured boat's calendar feed (large data set). */
  exportEvents?: number;
  /** One pass of the calendar worker over 50 feeds (docs/calendars.md). */
  feedPoll?: FeedPoll;
  /** booking's /healthz while the worst feeds are read (docs/calendars.md#the-parsing-worker). */
  hostileReads?: HostileReads;
  plans: Plan[];
  /** Loaded cold in Chromium: what the browser fetched until the network was idle. */
  pages: PageWeight[];
  /** What each public page's HTML (through nginx) makes the browser load at once. */
  initialJs: InitialJs[];
  adminFiles: string[];
  lighthouse: LighthouseScores[];
  /** The same pages with the slow phone applied to the real load (not targets: what the simulation cannot see). */
  lighthouseApplied: AppliedThrottling[];
  /** Seconds per phase. */
  timings: Record<string, number>;
  /** Problems that did not stop the run (a phase that failed, an endpoint answering errors). */
  problems: string[];
}

export function find(results: BenchResults, endpoint: EndpointId, data: DataSet, mode: Mode, route: Route): LoadResult | undefined {
  return results.measurements.find((m) => m.endpoint === endpoint && m.data === data && m.mode === mode && m.route === route)?.result;
}
