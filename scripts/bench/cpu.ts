/**
 * CPU time per process from /proc, so each measurement can say where a request's cost goes
 * (load generator, nginx, gateway, services, PostgreSQL) and how busy the rest of the machine was.
 * Throughput on a shared two-core machine moves with the neighbours; CPU milliseconds per request
 * barely do, which makes them the figure to compare between runs.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: the unit of utime/stime in /proc/<pid>/stat. 100 on every Linux this runs on. */
const TICK_MS = 10;

interface Stat {
  ppid: number;
  cpuMs: number;
}

function statOf(pid: number): Stat | undefined {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return undefined;
  }
}

export function cpuMsOf(pid: number): number {
  return statOf(pid)?.cpuMs ?? 0;
}

/** The process and all its descendants (nginx workers, Chromium helpers). */
export function treeOf(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(Number(entry));
    if (!stat) continue;
    const list = parents.get(stat.ppid) ?? [];
    list.push(Number(entry));
    parents.set(stat.ppid, list);
  }
  const result: number[] = [];
  const queue = [root];
  while (queue.length && result.length < 10_000) {
    const pid = queue.shift()!;
    result.push(pid);
    queue.push(...(parents.get(pid) ?? []));
  }
  return result;
}

/** Busy and total milliseconds of all CPUs since boot (/proc/stat). */
export function machineCpu(): { busyMs: number; totalMs: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = values;
  const busy = user + nice + system + irq + softirq + steal;
  return { busyMs: busy * TICK_MS, totalMs: (busy + idle + iowait) * TICK_MS };
}

/** A named group of processes whose CPU is summed; pids() is asked again at each reading. */
export interface CpuGroup {
  name: string;
  pids: () => Promise<number[]> | number[];
}

export interface CpuReading {
  at: number;
  groups: Record<string, Map<number, number>>;
  machine: { busyMs: number; totalMs: number };
  self: NodeJS.CpuUsage;
}

export async function readCpu(groups: CpuGroup[]): Promise<CpuReading> {
  const result: Record<string, Map<number, number>> = {};
  for (const group of groups) {
    const map = new Map<number, number>();
    for (const pid of await group.pids()) map.set(pid, cpuMsOf(pid));
    result[group.name] = map;
  }
  return { at: performance.now(), groups: result, machine: machineCpu(), self: process.cpuUsage() };
}

export interface CpuDelta {
  /** Milliseconds of CPU each group used between the two readings. */
  groups: Record<string, number>;
  /** This process (the load generator). */
  selfMs: number;
  /** Busy CPU of the whole machine not explained by the groups or this process, as % of all cores. */
  foreignPct: number;
  /** Busy CPU of the whole machine, as % of all cores. */
  machinePct: number;
  /** CPU milliseconds of all cores between the readings (weights the percentages when merging). */
  spanMs: number;
}

export function cpuDelta(before: CpuReading, after: CpuReading): CpuDelta {
  const groups: Record<string, number> = {};
  let ours = 0;
  for (const [name, end] of Object.entries(after.groups)) {
    const start = before.groups[name] ?? new Map<number, number>();
    let sum = 0;
    // A pid seen only at the end started during the interval: all its time counts.
    for (const [pid, ms] of end) sum += Math.max(0, ms - (start.get(pid) ?? 0));
    groups[name] = sum;
    ours += sum;
  }
  const selfMs = (after.self.user - before.self.user + after.self.system - before.self.system) / 1000;
  ours += selfMs;
  const busy = after.machine.busyMs - before.machine.busyMs;
  const total = Math.max(1, after.machine.totalMs - before.machine.totalMs);
  return {
    groups,
    selfMs,
    foreignPct: Math.max(0, ((busy - ours) / total) * 100),
    machinePct: (busy / total) * 100,
    spanMs: total,
  };
}

/** Several intervals of one measurement (interleaved slices) as one. */
export function mergeDeltas(deltas: CpuDelta[]): CpuDelta {
  const groups: Record<string, number> = {};
  let selfMs = 0;
  let spanMs = 0;
  let foreign = 0;
  let machine = 0;
  for (const delta of deltas) {
    for (const [name, ms] of Object.entries(delta.groups)) groups[name] = (groups[name] ?? 0) + ms;
    selfMs += delta.selfMs;
    spanMs += delta.spanMs;
    foreign += delta.foreignPct * delta.spanMs;
    machine += delta.machinePct * delta.spanMs;
  }
  return { groups, selfMs, spanMs, foreignPct: spanMs ? foreign / spanMs : 0, machinePct: spanMs ? machine / spanMs : 0 };
}
