/**
 * Enough of a Dockerfile reader for scripts/prod-local to run what an image would: the stages, and
 * of the one an image is built from (compose's build.target, else the last) its environment (ENV),
 * working directory, command (CMD) and HEALTHCHECK, with the build arguments compose passes filled
 * in; a stage FROM an earlier one starts with what that one set. The tests read the stages too
 * (tests/prod: what the runtime stage installs).
 */
import { readFileSync } from 'node:fs';

export interface Instruction {
  /** Upper case: FROM, RUN, COPY, ENV... */
  keyword: string;
  /** The rest of the instruction, continuation lines joined. */
  text: string;
}

export interface Stage {
  /** The name after AS, or the stage's index. */
  name: string;
  from: string;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** ARGs before the first FROM, with their defaults. */
  globalArgs: Record<string, string>;
  stages: Stage[];
}

export function parseDockerfile(text: string): Dockerfile {
  const instructions: Instruction[] = [];
  let pending = '';
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!pending && (trimmed === '' || trimmed.startsWith('#'))) continue;
    if (pending && trimmed.startsWith('#')) continue;
    if (trimmed.endsWith('\\')) {
      pending += `${trimmed.slice(0, -1).trim()} `;
      continue;
    }
    const whole = `${pending}${trimmed}`.trim();
    pending = '';
    if (!whole) continue;
    const space = whole.search(/\s/);
    instructions.push({
      keyword: (space < 0 ? whole : whole.slice(0, space)).toUpperCase(),
      text: space < 0 ? '' : whole.slice(space + 1).trim(),
    });
  }
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const match = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.text);
      stages.push({ name: match?.[2] ?? String(stages.length), from: match?.[1] ?? instruction.text, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword === 'ARG') Object.assign(globalArgs, parseAssignments(instruction.text));
    } else {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return { globalArgs, stages };
}

export function readDockerfile(file: string): Dockerfile {
  return parseDockerfile(readFileSync(file, 'utf8'));
}

/** `A=1 B="two words"` (ENV, ARG); the old `ENV A value` form too. */
export function parseAssignments(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!text.includes('=') || /^\S+\s/.test(text.split('=')[0]!)) {
    const [key, ...rest] = text.split(/\s+/);
    if (key) out[key] = rest.join(' ');
    return out;
  }
  for (const match of text.matchAll(/([A-Za-z_][A-Za-z0-9_]*)(?:=("(?:[^"\\]|\\.)*"|'[^']*'|\S*))?/g)) {
    const raw = match[2];
    if (raw === undefined) {
      out[match[1]!] = '';
      continue;
    }
    out[match[1]!] = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw.startsWith("'") ? raw.slice(1, -1) : raw;
  }
  return out;
}

/** `$NAME` and `${NAME}` from the arguments in scope; unknown ones stay empty, as in a build. */
function substitute(text: string, args: Record<string, string>): string {
  return text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_m, a: string, b: string) => args[a ?? b] ?? '');
}

/** The exec form `["a", "b"]`; the shell form becomes `/bin/sh -c "..."`. */
function execForm(text: string): string[] {
  if (text.startsWith('[')) return JSON.parse(text) as string[];
  return ['/bin/sh', '-c', text];
}

export interface ImageHealthcheck {
  command: string[];
  intervalMs: number;
  timeoutMs: number;
  startPeriodMs: number;
  retries: number;
}

export interface ImageRuntime {
  /** The stage's ENV, build arguments filled in. */
  env: Record<string, string>;
  /** Its last WORKDIR (absolute, inside the image). */
  workdir: string;
  /** CMD, exec form. */
  command: string[];
  healthcheck?: ImageHealthcheck;
  /** The stage's name: the target, else the last one's. */
  stage: string;
}

function seconds(value: string | undefined, fallbackMs: number): number {
  if (!value) return fallbackMs;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(value);
  if (!match) throw new Error(`HEALTHCHECK: not a duration: ${value}`);
  return Number(match[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 'ms' | 's' | 'm' | 'h'];
}

/**
 * What a container of the target stage (default: the last, as `docker build` without --target)
 * starts with, given compose's build arguments.
 */
export function imageRuntime(dockerfile: Dockerfile, buildArgs: Record<string, string> = {}, target?: string): ImageRuntime {
  const stage = target === undefined ? dockerfile.stages.at(-1) : dockerfile.stages.find((s) => s.name === target);
  if (!stage) throw new Error(target === undefined ? 'the Dockerfile has no FROM' : `the Dockerfile has no stage ${target}`);
  // FROM <an earlier stage>: that stage's ENV, WORKDIR, CMD and HEALTHCHECK come first.
  const lineage: Stage[] = [];
  for (let current: Stage | undefined = stage; current;) {
    lineage.unshift(current);
    const index: number = dockerfile.stages.indexOf(current);
    const from: string = current.from;
    current = dockerfile.stages.slice(0, index).find((s) => s.name === from);
  }
  const args: Record<string, string> = { ...dockerfile.globalArgs };
  const env: Record<string, string> = {};
  let workdir = '/';
  let command: string[] = [];
  let healthcheck: ImageHealthcheck | undefined;
  for (const { keyword, text } of lineage.flatMap((s) => s.instructions)) {
    const scope = { ...args, ...env };
    if (keyword === 'ARG') {
      for (const [key, fallback] of Object.entries(parseAssignments(text))) args[key] = buildArgs[key] ?? (fallback || args[key] || '');
    } else if (keyword === 'ENV') {
      for (const [key, value] of Object.entries(parseAssignments(text))) env[key] = substitute(value, scope);
    } else if (keyword === 'WORKDIR') {
      const dir = substitute(text, scope);
      workdir = dir.startsWith('/') ? dir : `${workdir.replace(/\/$/, '')}/${dir}`;
    } else if (keyword === 'CMD') {
      command = execForm(text);
    } else if (keyword === 'HEALTHCHECK') {
      if (/^NONE$/i.test(text)) {
        healthcheck = undefined;
        continue;
      }
      const options: Record<string, string> = {};
      let rest = text;
      for (let match = /^--([a-z-]+)=(\S+)\s+/.exec(rest); match; match = /^--([a-z-]+)=(\S+)\s+/.exec(rest)) {
        options[match[1]!] = match[2]!;
        rest = rest.slice(match[0].length);
      }
      if (!/^CMD\s/i.test(rest)) throw new Error(`HEALTHCHECK without CMD: ${text}`);
      healthcheck = {
        command: execForm(rest.replace(/^CMD\s+/i, '')),
        intervalMs: seconds(options.interval, 30_000),
        timeoutMs: seconds(options.timeout, 30_000),
        startPeriodMs: seconds(options['start-period'], 0),
        retries: Number(options.retries ?? 3),
      };
    }
  }
  return { env, workdir, command, healthcheck, stage: stage.name };
}
