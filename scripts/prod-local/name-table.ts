import { renameSync, writeFileSync } from 'node:fs';
import { MACHINE } from './machine.ts';
import type { Plan } from './plans.ts';
import type { Replica } from './replica-process.ts';

/**
 * Docker's DNS, as a file the preload reads: each service's name to its running replicas' addresses
 * (postgres and rabbitmq to this machine), and the addresses of the run's subnet handed out one by one.
 */
export class NameTable {
  private readonly used = new Set<string>();
  private nextHost = 2;

  constructor(
    private readonly subnet: string,
    private readonly file: string,
  ) {}

  /** A free address of the subnet for a new replica. */
  allocate(): string {
    for (let tries = 0; tries < 253; tries++) {
      const candidate = `${this.subnet}.${this.nextHost}`;
      this.nextHost = this.nextHost >= 254 ? 2 : this.nextHost + 1;
      if (!this.used.has(candidate)) {
        this.used.add(candidate);
        return candidate;
      }
    }
    throw new Error(`no free address left in ${this.subnet}.0/24`);
  }

  release(address: string): void {
    this.used.delete(address);
  }

  /** Writes the table at once (a rename, so the preload never reads half a file). */
  publish(plans: Iterable<Plan>, replicasOf: (service: string) => Replica[]): void {
    const names: Record<string, string[]> = {};
    for (const plan of plans) {
      if (plan.kind === 'postgres' || plan.kind === 'rabbitmq') names[plan.name] = [MACHINE.address];
      else
        names[plan.name] = replicasOf(plan.name)
          .filter((r) => r.listed)
          .map((r) => r.address);
    }
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ names }, null, 2));
    renameSync(temporary, this.file);
  }
}
