import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../lib/ports.ts';
import { ROOT, startService, waitHealthy, type RunningProcess, type ServiceName } from '../lib/stack.ts';
import { cleanup, get, log, problems, resultLine, settings } from './context.ts';
import { exportPathOf } from './calendars.ts';
import { treeOf, type CpuGroup } from './cpu.ts';
import { measure, measureInterleaved } from './load.ts';
import { ENDPOINTS, type Endpoint, type Found, type Route } from './plan.ts';
import type { BenchResults, DataSet, Mode } from './results.ts';
import type { BenchDatabase, Started, StackSettings } from './setup.ts';

/** Signs in through the gateway as the login form does; answers the session cookie as a header. */
async function signInAdmin(gatewayUrl: string, admin: { email: string; password: string }): Promise<Record<string, string>> {
  const response = await fetch(`${gatewayUrl}/api/login/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: admin.email, password: admin.password }),
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('nbp_session='));
  if (!cookie) throw new Error(`login answered ${response.status} without a session`);
  return { cookie: cookie.split(';')[0]! };
}

function spawnBare(port: number, routesFile: string): RunningProcess {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/bench/bare-server.ts'), String(port), routesFile],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return { name: 'bare', child, url: `http://127.0.0.1:${port}` };
}

const pidOf = (p?: RunningProcess) => (p?.child.pid ? [p.child.pid] : []);

/**
 * The public reads (and the back office's planning) measured on their paths: the bare server answering
 * each endpoint's real body, the gateway in front of it, the service itself, the gateway, nginx. Made
 * once the stack runs: it signs in, finds the boats and the feed path, and starts the bare servers.
 */
export class ApiLoad {
  readonly measurements: BenchResults['measurements'] = [];
  readonly found: Found = {};
  boatIds: number[] = [];
  adminHeaders: Record<string, string> = {};
  /** Why an endpoint is not measured (a service missing, a first answer not 200); undefined when it is. */
  readonly usable = new Map<Endpoint['id'], string | undefined>();
  private bare!: RunningProcess;
  private barePort = 0;
  private gatewayBare!: RunningProcess;
  readonly groups: CpuGroup[] = [];

  constructor(
    private readonly started: Started,
    private readonly options: StackSettings,
    private readonly services: ServiceName[],
    private readonly database: BenchDatabase,
    /** The run's work folder, where the bare server's routes are written. */
    private readonly work: string,
  ) {}

  serviceUrl = (name: ServiceName) => this.started.stack.services[name]?.url;
  headersFor = (endpoint: Endpoint) => ({ ...endpoint.headers, ...(endpoint.admin ? this.adminHeaders : {}) });

  /** The active boats' ids as the catalogue lists them (the seed's four when it cannot be read). */
  async activeBoatIds(): Promise<number[]> {
    const url = this.serviceUrl('catalogue') ?? this.started.stack.gateway.url;
    const answer = await get(`${url}/api/boats`).catch(() => ({ status: 0, text: '' }));
    const ids = answer.status === 200 ? (JSON.parse(answer.text) as { id: number }[]).map((boat) => boat.id) : [];
    return ids.length ? ids : [1, 2, 3, 4];
  }

  /** What to ask: the administrator's session, the boats, the first boat's feed path; then the bare servers and the CPU groups. */
  async prepare(): Promise<void> {
    const { stack } = this.started;
    // The planning call is the back office's: the seeded administrator signs in once, as the tab would.
    this.adminHeaders = await signInAdmin(stack.gateway.url, this.options.admin).catch((err: Error) => {
      problems.push(`admin sign-in: ${err.message}`);
      return {};
    });
    this.boatIds = await this.activeBoatIds();
    // The first boat's calendar feed, token included (the admin list makes the token).
    try {
      this.found.exportPath = await exportPathOf(stack.gateway.url, this.adminHeaders, Math.min(...this.boatIds));
    } catch (err) {
      problems.push(`calendar export path: ${(err as Error).message}`);
    }
    await this.startBareServers();
    this.groups.push(...this.cpuGroups());
  }

  /** The bare server answers each endpoint's real body; a second gateway has it as every upstream: what the gateway costs by itself. */
  private async startBareServers(): Promise<void> {
    const bareRoutes: { prefix: string; body: string }[] = [];
    for (const endpoint of ENDPOINTS) {
      const missing = [endpoint.service, ...endpoint.dependsOn].filter((name) => !this.services.includes(name));
      if (missing.length) {
        this.usable.set(endpoint.id, `not measured: ${missing.join(', ')} missing`);
        continue;
      }
      const first = endpoint.paths(this.boatIds, this.found)[0]!;
      const answer = await get(`${this.serviceUrl(endpoint.service)}${first}`, this.headersFor(endpoint));
      if (answer.status !== 200) {
        this.usable.set(endpoint.id, `not measured: ${first} answered ${answer.status}`);
        problems.push(`${endpoint.title}: ${first} answered ${answer.status} ${answer.text.slice(0, 200)}`);
        continue;
      }
      this.usable.set(endpoint.id, undefined);
      if (!endpoint.largeOnly) bareRoutes.push({ prefix: endpoint.prefix, body: answer.text });
    }
    const routesFile = path.join(this.work, 'bare-routes.json');
    writeFileSync(routesFile, JSON.stringify(bareRoutes));
    this.barePort = await freePort();
    this.bare = spawnBare(this.barePort, routesFile);
    cleanup.process(this.bare);
    if (bareRoutes.length) await waitHealthy(this.bare, bareRoutes[0]!.prefix, 100);
    const gatewayBarePort = await freePort();
    const bareUrl = this.bare.url;
    this.gatewayBare = {
      ...startService(
        'gateway',
        { ...this.options, ports: { ...this.options.ports, gateway: gatewayBarePort } },
        { CATALOGUE_URL: bareUrl, PRICING_URL: bareUrl, BOOKING_URL: bareUrl },
      ),
      name: 'gateway-bare',
    };
    cleanup.process(this.gatewayBare);
    await waitHealthy(this.gatewayBare, '/healthz');
  }

  /** The processes whose CPU each measurement reads. */
  private cpuGroups(): CpuGroup[] {
    const { stack, renderer, nginx } = this.started;
    return [
      { name: 'nginx', pids: () => (nginx.child.pid ? treeOf(nginx.child.pid) : []) },
      { name: 'gateway', pids: () => pidOf(stack.gateway) },
      { name: 'renderer', pids: () => pidOf(renderer) },
      ...this.services.map((name) => ({ name, pids: () => pidOf(stack.services[name]) })),
      { name: 'postgres', pids: this.database.backends },
      { name: 'bare', pids: () => pidOf(this.bare) },
      { name: 'gateway-bare', pids: () => pidOf(this.gatewayBare) },
    ];
  }

  private urlFor(endpoint: Endpoint, route: Route): string {
    if (route === 'bare') return this.bare.url;
    if (route === 'gateway-bare') return this.gatewayBare.url;
    if (route === 'direct') return this.serviceUrl(endpoint.service)!;
    return route === 'gateway' ? this.started.stack.gateway.url : this.started.nginx.url;
  }

  /** The hops behind the first one (the load generator's own connections close after every slice). */
  private watchFor(endpoint: Endpoint, route: Route): Record<string, number> {
    const { ports } = this.options;
    if (route === 'bare') return {};
    if (route === 'gateway-bare') return { bare: this.barePort };
    const watch: Record<string, number> = {};
    if (route !== 'direct') watch[endpoint.service] = ports[endpoint.service];
    for (const dependency of endpoint.dependsOn) watch[dependency] = ports[dependency];
    if (route === 'nginx') watch.gateway = ports.gateway;
    return watch;
  }

  /** The routes of one endpoint, interleaved in 1-second slices (rate: two slices each). */
  async runGroup(endpoint: Endpoint, data: DataSet, mode: Mode, routes: Route[]): Promise<void> {
    const skipped = this.usable.get(endpoint.id);
    if (skipped) {
      for (const route of routes) this.measurements.push({ endpoint: endpoint.id, data, mode, route, skipped });
      return;
    }
    const specs = routes.map((route) => ({
      label: `${endpoint.id} ${data} ${mode} ${route}`,
      baseUrl: this.urlFor(endpoint, route),
      paths: endpoint.paths(this.boatIds, this.found),
      connections: settings.connections,
      durationS: mode === 'rate' ? settings.rateDurationS : settings.durationS,
      // The rate runs follow the same routes' throughput runs: already warm.
      warmupS: mode === 'rate' ? 0 : settings.warmupS,
      rate: mode === 'rate' ? (endpoint.rate ?? settings.rate) : undefined,
      watchPorts: this.watchFor(endpoint, route),
      headers: this.headersFor(endpoint),
    }));
    const rounds = mode === 'rate' ? 3 : Math.max(1, Math.round(settings.durationS));
    const results = await measureInterleaved(specs, this.groups, rounds);
    results.forEach((result, index) => {
      if (result.failures) problems.push(`${result.label}: ${result.failures} failed requests`);
      this.measurements.push({ endpoint: endpoint.id, data, mode, route: routes[index]!, result });
      log(resultLine(result));
    });
  }

  /** JIT and connection pools warm on every process of the longest path before any figure counts. */
  async warmUp(): Promise<void> {
    for (const endpoint of ENDPOINTS) {
      if (this.usable.get(endpoint.id) || endpoint.largeOnly) continue;
      // Through nginx warms nginx, the gateway and the service; each measurement warms up again.
      const urls = endpoint.id === 'boats' ? [this.started.nginx.url, this.gatewayBare.url] : [this.started.nginx.url];
      for (const url of urls) {
        await measure(
          {
            label: 'warm-up',
            baseUrl: url,
            paths: endpoint.paths(this.boatIds, this.found),
            connections: settings.connections,
            durationS: 1,
            warmupS: 0,
          },
          [],
        );
      }
    }
  }

  /** The seeded data: every endpoint's throughput on each path, then its latency at the fixed rate. */
  async seededLoads(): Promise<void> {
    for (const endpoint of ENDPOINTS.filter((e) => !e.largeOnly)) {
      const routes: Route[] =
        endpoint.id === 'boats' ? ['bare', 'gateway-bare', 'direct', 'gateway', 'nginx'] : ['bare', 'direct', 'gateway', 'nginx'];
      await this.runGroup(endpoint, 'seeded', 'max', routes);
      await this.runGroup(endpoint, 'seeded', 'rate', ['direct', 'gateway']);
    }
  }
}
