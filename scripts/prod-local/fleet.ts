import { rmSync } from 'node:fs';
import path from 'node:path';
import { deleteBrokerNames } from '../lib/broker-names.ts';
import { waitMachineHealthy, waitReplicaHealthy } from './health-checks.ts';
import { dropDatabase, initDatabase, MACHINE } from './machine.ts';
import { NameTable } from './name-table.ts';
import { nginxConfigText, reloadNginx, upstreamsOf, type Upstream, type Upstreams } from './nginx.ts';
import type { Plan } from './plans.ts';
import { nameOf, spawnReplicaProcess, stopReplicaProcess, type Replica, type ReplicaState } from './replica-process.ts';
import type { Run } from './run.ts';

export interface ReplicaInfo {
  service: string;
  /** 1, 2, ... as compose numbers containers. */
  index: number;
  /** booking-2 */
  name: string;
  address: string;
  port: number;
  /** http://<address>:<port> (nginx: its published URL). */
  url: string;
  pid: number | undefined;
  /** The process's command line as spawned. */
  argv: string[];
  cwd: string;
  /** Starts by the restart policy so far. */
  restarts: number;
  state: ReplicaState;
  logFile: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The run's processes, as compose keeps its containers: started in depends_on order, each
 * dependency healthy first; listed in the name table while they run; started again by their
 * restart policy; stopped, restarted and replaced one by one on request.
 */
export class Fleet {
  private readonly replicas = new Map<string, Replica[]>();
  private readonly names: NameTable;
  private readonly nginxPlan: Plan | undefined;
  private readonly upstreams: Upstreams;
  /** The services whose replicas nginx lists (the gateway and the renderer). */
  readonly upstreamServices: Set<string>;
  private stopping = false;

  constructor(
    private readonly run: Run,
    private readonly plans: Map<string, Plan>,
    private readonly order: string[],
  ) {
    this.names = new NameTable(run.subnet, run.tableFile);
    this.nginxPlan = [...plans.values()].find((plan) => plan.kind === 'nginx');
    this.upstreams = upstreamsOf(this.nginxPlan);
    this.upstreamServices = new Set(Object.values(this.upstreams).map((upstream) => upstream.service));
  }

  private publishTable(): void {
    this.names.publish(this.plans.values(), (service) => this.replicas.get(service) ?? []);
  }

  /**
   * An upstream's servers: its service's listed replicas. Nothing listed (every gateway, or every
   * renderer, down): nginx still needs a server, an address where nothing listens; it answers 503
   * from @gateway_down, or the site's shell from @shell.
   */
  private upstreamServers({ service, port }: Upstream): string[] {
    const listed = (this.replicas.get(service) ?? []).filter((r) => r.listed).map((r) => `${r.address}:${port}`);
    return listed.length ? listed : [`${this.run.subnet}.1:${port}`];
  }

  private nginxConfig = (): string =>
    nginxConfigText(this.nginxPlan!, this.run, this.upstreams, (upstream) => this.upstreamServers(upstream));

  /** Starts a replica's process and lists it (compose lists a container in its DNS once it runs). */
  private launch(replica: Replica, listed = true): void {
    const child = spawnReplicaProcess(replica, this.run, this.nginxConfig);
    child.once('exit', (code, signal) => {
      if (replica.child !== child) return;
      replica.state = 'stopped';
      if (replica.listed && replica.plan.kind !== 'nginx') {
        replica.listed = false;
        this.publishTable();
      }
      if (this.stopping || replica.retired || replica.held) return;
      this.applyRestartPolicy(replica, signal ?? `code ${code}`, code);
    });
    if (listed && replica.plan.kind !== 'nginx') {
      replica.listed = true;
      this.publishTable();
    }
  }

  /** deploy.restart_policy: a process that exited starts again after the delay, if its condition and attempts allow. */
  private applyRestartPolicy(replica: Replica, how: string, code: number | null): void {
    const { restart } = replica.plan;
    const condition = restart.condition;
    const again = condition === 'any' || (condition === 'on-failure' && code !== 0);
    const allowed = restart.maxAttempts === 0 || replica.restarts < restart.maxAttempts;
    if (!again || !allowed) {
      this.run.log(`prod:local: ${nameOf(replica)} exited (${how}); restart_policy ${condition} leaves it stopped`);
      return;
    }
    this.run.log(
      `prod:local: ${nameOf(replica)} exited (${how}); starting it again in ${restart.delayMs / 1000} s (restart_policy ${condition})`,
    );
    replica.state = 'waiting-restart';
    replica.restartTimer = setTimeout(() => {
      replica.restartTimer = undefined;
      if (this.stopping || replica.retired || replica.held) return;
      replica.restarts++;
      this.launch(replica);
    }, restart.delayMs);
  }

  /** Until replica's current process answers its health check. */
  waitHealthy(replica: Replica): Promise<void> {
    return waitReplicaHealthy(replica, this.run.mail, () => this.stopping);
  }

  private async startPlan(plan: Plan): Promise<void> {
    if (plan.kind === 'postgres' || plan.kind === 'rabbitmq') {
      await waitMachineHealthy(plan, this.run.mail);
      if (plan.kind === 'postgres') initDatabase(plan, this.run.databaseName, this.run.logDir);
      return;
    }
    const list: Replica[] = [];
    this.replicas.set(plan.name, list);
    for (let index = 1; index <= plan.replicas; index++) {
      const replica: Replica = {
        plan,
        index,
        address: plan.kind === 'nginx' ? '127.0.0.1' : this.names.allocate(),
        state: 'stopped',
        restarts: 0,
        listed: false,
        retired: false,
        held: false,
        logFile: path.join(this.run.logDir, `${plan.name}-${index}.log`),
      };
      list.push(replica);
      this.launch(replica);
    }
    await Promise.all(list.map((replica) => this.waitHealthy(replica)));
    const where = list.map((r) => (plan.kind === 'nginx' ? `127.0.0.1:${this.run.httpPort}` : `${r.address}:${plan.port}`));
    this.run.log(`prod:local: ${plan.name} healthy (${where.join(', ') || 'no replicas'})`);
  }

  /** Every service in depends_on order, each dependency healthy first; one failure stops everything started. */
  async start(): Promise<void> {
    this.publishTable();
    const started = new Map<string, Promise<void>>();
    const startOf = (name: string): Promise<void> => {
      let promise = started.get(name);
      if (!promise) {
        const plan = this.plans.get(name)!;
        promise = Promise.all(plan.deps.map(startOf)).then(() => this.startPlan(plan));
        started.set(name, promise);
      }
      return promise;
    };
    try {
      const all = this.order.map(startOf);
      // One failure is enough to stop; the others may still be waiting for it.
      await Promise.all(all);
    } catch (err) {
      await this.teardown();
      throw new Error(`prod:local could not start: ${(err as Error).message} (logs in ${this.run.logDir})`, { cause: err });
    }
  }

  /** Every process stopped in reverse order, the run's queues and (unless kept) database removed, the site's copy deleted. */
  async teardown(): Promise<void> {
    this.stopping = true;
    for (const name of [...this.order].reverse()) {
      await Promise.all((this.replicas.get(name) ?? []).map((replica) => stopReplicaProcess(replica)));
    }
    if (this.run.busPrefix) await deleteBrokerNames(MACHINE.amqpUrl, this.run.busPrefix);
    if (!this.run.keepDatabase) await dropDatabase(this.run.databaseName);
    rmSync(this.run.siteDir, { recursive: true, force: true });
  }

  replicaOf(service: string, index = 1): Replica {
    const found = this.replicas.get(service)?.find((r) => r.index === index);
    if (!found) throw new Error(`no replica ${service}-${index} in this run`);
    return found;
  }

  /** `docker restart`: stopped, started again at its address, healthy. */
  async restartReplica(replica: Replica): Promise<void> {
    replica.held = true;
    try {
      await stopReplicaProcess(replica);
      replica.held = false;
      this.launch(replica);
      await this.waitHealthy(replica);
    } finally {
      replica.held = false;
    }
  }

  /** start-first: a new process on a new address, listed once healthy, then the old one stopped. */
  private async replaceStartFirst(old: Replica): Promise<void> {
    const list = this.replicas.get(old.plan.name)!;
    const fresh: Replica = {
      ...old,
      address: this.names.allocate(),
      child: undefined,
      state: 'stopped',
      restarts: 0,
      listed: false,
      retired: false,
      held: false,
      restartTimer: undefined,
    };
    this.launch(fresh, false);
    try {
      await this.waitHealthy(fresh);
    } catch (err) {
      fresh.retired = true;
      await stopReplicaProcess(fresh);
      this.names.release(fresh.address);
      throw err;
    }
    fresh.listed = true;
    old.listed = false;
    old.retired = true;
    list[list.indexOf(old)] = fresh;
    this.publishTable();
    if (this.upstreamServices.has(old.plan.name))
      await reloadNginx(this.replicas.get(this.nginxPlan?.name ?? '')?.[0], this.nginxConfig, this.run);
    await stopReplicaProcess(old);
    this.names.release(old.address);
  }

  /** The Node processes built here (the services, the gateway, the renderer), in start order. */
  builtServices(): string[] {
    return [
      ...this.order.filter((name) => this.plans.get(name)!.kind === 'node'),
      ...this.order.filter((name) => this.plans.get(name)!.kind === 'renderer'),
    ];
  }

  /** A rolling update of each service, one replica at a time in its update order (or the one forced), with its delay between replicas. */
  async rollingRestart(services: string[], options: { delayMs?: number; order?: 'start-first' | 'stop-first' }): Promise<void> {
    let first = true;
    for (const name of services) {
      const plan = this.plans.get(name);
      if (!plan || !this.replicas.has(name)) throw new Error(`rollingRestart: no service "${name}" runs here`);
      for (const replica of [...this.replicas.get(name)!]) {
        if (!first) await sleep(options.delayMs ?? plan.update.delayMs);
        first = false;
        const how = options.order ?? plan.update.order;
        this.run.log(`prod:local: updating ${nameOf(replica)} (${how})`);
        if (how === 'start-first' && plan.kind !== 'nginx') await this.replaceStartFirst(replica);
        // Same process slot, same address: nginx's upstream stays as it is.
        else await this.restartReplica(replica);
      }
    }
  }

  /** maildev's web view, when it is on and runs. */
  mailUrl(): string | undefined {
    const maildevPlan = [...this.plans.values()].find((plan) => plan.kind === 'maildev');
    const replica = maildevPlan ? this.replicas.get(maildevPlan.name)?.[0] : undefined;
    const { mail } = this.run;
    if (!replica || !mail.on) return undefined;
    return mail.publish
      ? `http://${mail.host === '0.0.0.0' ? '127.0.0.1' : mail.host}:${mail.port}`
      : `http://${replica.address}:${maildevPlan!.port}`;
  }

  /** Every replica now, nginx and maildev included. */
  infos(): ReplicaInfo[] {
    return this.order.flatMap((name) =>
      (this.replicas.get(name) ?? []).map((r) => ({
        service: name,
        index: r.index,
        name: nameOf(r),
        address: r.address,
        port: r.plan.port,
        url: r.plan.kind === 'nginx' ? `http://127.0.0.1:${this.run.httpPort}` : `http://${r.address}:${r.plan.port}`,
        pid: r.child?.pid,
        argv: r.child?.spawnargs ?? [],
        cwd: r.plan.cwd,
        restarts: r.restarts,
        state: r.state,
        logFile: r.logFile,
      })),
    );
  }
}
