/** Where the figures came from: they are only comparable with figures from the same machine. */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { NGINX_BIN } from './nginx.ts';
import { CHROMIUM } from '../lib/chromium.ts';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  postgres: string;
  nginx: string;
  chromium: string;
  kernel: string;
  date: string;
  loadAverage: string;
}

function version(command: string, args: string[], pattern: RegExp): string {
  const run = spawnSync(command, args, { encoding: 'utf8', timeout: 10_000 });
  const out = `${run.stdout ?? ''}\n${run.stderr ?? ''}`;
  return pattern.exec(out)?.[1] ?? 'unknown';
}

export function describeMachine(postgresVersion: string): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    postgres: postgresVersion,
    // nginx -v prints on stderr.
    nginx: version(NGINX_BIN, ['-v'], /nginx\/([\d.]+)/),
    chromium: version(CHROMIUM, ['--version'], /Chromium ([\d.]+)/),
    kernel: `${os.type()} ${os.release()}`,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    loadAverage: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' / '),
  };
}
