/** The tables of docs/performance.md: the markdown table itself, and the load tables every section shows. */
import { SERVICE_NAMES } from '@nbp/contracts/services';
import { ENDPOINTS, type Route } from './plan.ts';
import { find, type BenchResults, type DataSet, type Mode } from './results.ts';
import type { LoadResult } from './load.ts';

export function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(headers), `|${headers.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

export const f = (value: number | undefined, digits = 2) => (value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits));
const ROUTE_NAMES: Record<Route, string> = {
  bare: 'bare Node',
  direct: 'service direct',
  gateway: 'gateway',
  nginx: 'nginx → gateway',
  'gateway-bare': 'gateway → bare Node',
};

const SERVICE_GROUPS: readonly string[] = SERVICE_NAMES;

/**
 * The throughput this path would reach alone on this machine, from its CPU cost per request: each
 * Node process and nginx's worker use one core at most, and all of them share the cores.
 */
export function capacity(result: LoadResult, cores: number): number {
  const perRequest = Object.entries(result.cpuPerRequest).filter(([, ms]) => Number.isFinite(ms) && ms > 0.001);
  const total = perRequest.reduce((sum, [, ms]) => sum + ms, 0);
  const singleThreaded = perRequest.filter(([name]) => name !== 'postgres').reduce((max, [, ms]) => Math.max(max, ms), 0);
  return Math.min((cores * 1000) / total, singleThreaded ? 1000 / singleThreaded : Infinity);
}

/** The services' CPU per request, split when more than one works (the quote: pricing + catalogue). */
function servicesCell(result: LoadResult): string {
  const busy = SERVICE_GROUPS.filter((name) => (result.cpuPerRequest[name] ?? 0) >= 0.05);
  const total = SERVICE_GROUPS.reduce((sum, name) => sum + (result.cpuPerRequest[name] ?? 0), 0);
  if (busy.length < 2) return f(total, 3);
  return `${f(total, 3)} (${busy.map((name) => `${name} ${f(result.cpuPerRequest[name], 2)}`).join(' + ')})`;
}

export function loadTable(results: BenchResults, data: DataSet, mode: Mode, routes: Route[]): string {
  const rows: string[][] = [];
  for (const endpoint of ENDPOINTS) {
    const bare = find(results, endpoint.id, 'seeded', 'max', 'bare');
    for (const route of routes) {
      const measurement = results.measurements.find(
        (m) => m.endpoint === endpoint.id && m.data === data && m.mode === mode && m.route === route,
      );
      if (!measurement) continue;
      const r = measurement.result;
      if (!r) {
        rows.push([endpoint.title, ROUTE_NAMES[route], measurement.skipped ?? 'not measured', '', '', '', '', '', '', '', '', '', '', '']);
        continue;
      }
      rows.push([
        endpoint.title,
        ROUTE_NAMES[route],
        f(r.rps, 0),
        mode === 'max' ? f(capacity(r, results.machine.cores), 0) : '',
        f(r.p50),
        f(r.p99),
        mode === 'max' && bare && route !== 'bare' ? `${((r.rps / bare.rps) * 100).toFixed(1)} %` : '',
        f(r.cpuPerRequest.loadgen, 3),
        route === 'nginx' ? f(r.cpuPerRequest.nginx, 3) : '',
        route === 'nginx' || route === 'gateway'
          ? f(r.cpuPerRequest.gateway, 3)
          : route === 'gateway-bare'
            ? f(r.cpuPerRequest['gateway-bare'], 3)
            : '',
        route === 'bare' || route === 'gateway-bare' ? f(r.cpuPerRequest.bare, 3) : servicesCell(r),
        route === 'bare' || route === 'gateway-bare' ? '' : f(r.cpuPerRequest.postgres, 3),
        ...otherLoadCells(r),
      ]);
    }
  }
  return table(
    [
      'Endpoint',
      'Path',
      'req/s',
      'alone est. req/s',
      'p50 ms',
      'p99 ms',
      'of bare',
      'CPU ms/req: load gen',
      'nginx',
      'gateway',
      ...PROCESS_HEADERS,
    ],
    rows,
  );
}

/** The last columns of every load table: the services' and the database's CPU, the other load on the machine, the failures. */
const PROCESS_HEADERS = ['service(s)', 'PostgreSQL', 'other load', 'failures; closed conns'];

/** The other load on the machine, then failed requests and the connections each side closed. */
function otherLoadCells(r: LoadResult): string[] {
  const closed = Object.entries(r.closedConnections)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  return [`${f(r.cpu.foreignPct, 0)} %`, `${r.failures ? `${r.failures} failed; ` : ''}${closed}`];
}

export function pageLoadTable(results: BenchResults): string {
  const rows = results.pageLoads.map((load) => {
    const route = load.route === 'nginx' ? 'nginx → renderer (page cache)' : 'renderer direct';
    const r = load.result;
    if (!r) return [`${load.page} (${load.path})`, route, load.skipped ?? 'not measured', '', '', '', '', '', '', '', '', '', ''];
    return [
      `${load.page} (${load.path})`,
      route,
      f(r.rps, 0),
      f(r.p50),
      f(r.p99),
      f(r.cpuPerRequest.loadgen, 3),
      load.route === 'nginx' ? f(r.cpuPerRequest.nginx, 3) : '',
      f(r.cpuPerRequest.renderer, 3),
      f(r.cpuPerRequest.gateway, 3),
      servicesCell(r),
      f(r.cpuPerRequest.postgres, 3),
      ...otherLoadCells(r),
    ];
  });
  return table(
    ['Page', 'Path', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req: load gen', 'nginx', 'renderer', 'gateway', ...PROCESS_HEADERS],
    rows,
  );
}
