/**
 * docker-compose.yml as compose reads it: YAML with its anchors and merge keys (the `yaml`
 * package), every string value interpolated from the variables the way compose does it, and the
 * few fields scripts/prod-local acts on given a type. Nothing here knows a service by name.
 *
 * Interpolation (the Compose specification's rules):
 *   $VAR, ${VAR}       the value, empty when unset
 *   ${VAR:-default}    default when VAR is unset or empty      ${VAR-default}  only when unset
 *   ${VAR:?message}    an error when VAR is unset or empty     ${VAR?message}  only when unset
 *   ${VAR:+other}      other when VAR is set and not empty     ${VAR+other}    when set
 *   $$                 a literal dollar sign
 * Defaults may themselves hold ${...}.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type Variables = Record<string, string | undefined>;

export class ComposeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ComposeError';
  }
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;

/** The text with every variable replaced; `where` names the place in errors (services.booking.environment.X). */
export function interpolate(text: string, variables: Variables, where = 'value'): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char !== '$') {
      out += char;
      i++;
      continue;
    }
    const next = text[i + 1];
    if (next === '$') {
      out += '$';
      i += 2;
      continue;
    }
    if (next !== '{') {
      const name = NAME.exec(text.slice(i + 1))?.[0];
      if (!name) {
        out += '$';
        i++;
        continue;
      }
      out += variables[name] ?? '';
      i += 1 + name.length;
      continue;
    }
    // ${...}: find the closing brace, skipping nested ${...} in the operand.
    let depth = 1;
    let j = i + 2;
    while (j < text.length && depth > 0) {
      if (text[j] === '$' && text[j + 1] === '{') {
        depth++;
        j += 2;
        continue;
      }
      if (text[j] === '}') depth--;
      j++;
    }
    if (depth > 0) throw new ComposeError(`${where}: unclosed \${ in ${JSON.stringify(text)}`);
    const inner = text.slice(i + 2, j - 1);
    const name = NAME.exec(inner)?.[0];
    if (!name) throw new ComposeError(`${where}: invalid interpolation \${${inner}}`);
    const rest = inner.slice(name.length);
    const value = variables[name];
    const set = value !== undefined;
    const nonEmpty = set && value !== '';
    const operand = () => interpolate(rest.replace(/^(:?[-?+])/, ''), variables, where);
    if (rest === '') out += value ?? '';
    else if (rest.startsWith(':-')) out += nonEmpty ? value : operand();
    else if (rest.startsWith('-')) out += set ? value : operand();
    else if (rest.startsWith(':?') || rest.startsWith('?')) {
      if (rest.startsWith(':?') ? !nonEmpty : !set) {
        throw new ComposeError(`required variable ${name} is missing a value: ${operand() || `${where} needs it`}`);
      }
      out += value;
    } else if (rest.startsWith(':+')) out += nonEmpty ? operand() : '';
    else if (rest.startsWith('+')) out += set ? operand() : '';
    else throw new ComposeError(`${where}: invalid interpolation \${${inner}}`);
    i = j;
  }
  return out;
}

/** Every string in a parsed YAML tree interpolated (keys stay as written, as compose does). */
export function interpolateTree(value: unknown, variables: Variables, where = ''): unknown {
  if (typeof value === 'string') return interpolate(value, variables, where);
  if (Array.isArray(value)) return value.map((item, index) => interpolateTree(item, variables, `${where}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateTree(item, variables, where ? `${where}.${key}` : key)]),
    );
  }
  return value;
}

export interface ComposeHealthcheck {
  test?: string[] | string;
  interval?: string;
  timeout?: string;
  retries?: number | string;
  start_period?: string;
  disable?: boolean;
}

export interface ComposePolicy {
  parallelism?: number | string;
  delay?: string;
  order?: 'start-first' | 'stop-first';
  failure_action?: string;
  monitor?: string;
  max_failure_ratio?: number | string;
}

export interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; args?: Record<string, string>; target?: string };
  depends_on?: string[] | Record<string, unknown>;
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | { target: number | string; published?: number | string; host_ip?: string; protocol?: string; mode?: string })[];
  healthcheck?: ComposeHealthcheck;
  stop_grace_period?: string;
  deploy?: {
    replicas?: number | string;
    restart_policy?: { condition?: 'any' | 'on-failure' | 'none'; delay?: string; max_attempts?: number | string; window?: string };
    update_config?: ComposePolicy;
    rollback_config?: ComposePolicy;
    resources?: unknown;
    placement?: unknown;
  };
  [key: string]: unknown;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  configs?: Record<string, { file?: string }>;
}

/** Parses docker-compose.yml (anchors, `<<` merge keys) without interpolating it. */
export function parseCompose(text: string): ComposeFile {
  const parsed = parse(text, { merge: true, maxAliasCount: -1 }) as ComposeFile;
  if (!parsed || typeof parsed !== 'object' || !parsed.services) throw new ComposeError('the file has no services');
  return parsed;
}

/**
 * The file as compose would run it with these variables: extension fields (x-*) dropped, every
 * string interpolated. A `${VAR:?...}` without a value anywhere in the file stops it, as compose
 * stops (it checks the whole file, not only the services it starts).
 */
export function loadCompose(file: string, variables: Variables): ComposeFile {
  const raw = parseCompose(readFileSync(file, 'utf8'));
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !key.startsWith('x-')));
  return interpolateTree(kept, variables) as ComposeFile;
}

/**
 * A service's environment as its container gets it: the map form, a key without a value taken
 * from the variables when set there and left out otherwise; the list form `KEY=value` likewise.
 */
export function environmentOf(service: ComposeService, variables: Variables): Record<string, string> {
  const env: Record<string, string> = {};
  const entries: [string, unknown][] = Array.isArray(service.environment)
    ? service.environment.map((item) => {
        const at = item.indexOf('=');
        return at < 0 ? [item, null] : [item.slice(0, at), item.slice(at + 1)];
      })
    : Object.entries(service.environment ?? {});
  for (const [key, value] of entries) {
    if (value === null || value === undefined) {
      const fromShell = variables[key];
      if (fromShell !== undefined) env[key] = fromShell;
    } else {
      env[key] = String(value);
    }
  }
  return env;
}

/** depends_on in either form, as a list of service names. */
export function dependenciesOf(service: ComposeService): string[] {
  const deps = service.depends_on;
  if (!deps) return [];
  return Array.isArray(deps) ? deps : Object.keys(deps);
}

/** A compose duration ('5s', '1m30s', '250ms', '1h') in milliseconds. */
export function durationMs(value: string | number | undefined, fallbackMs: number): number {
  if (value === undefined || value === '') return fallbackMs;
  if (typeof value === 'number') return value * 1000;
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1, us: 0.001, ns: 0.000001 };
  let total = 0;
  let matched = '';
  for (const part of value.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s|us|ns)/g)) {
    total += Number(part[1]) * units[part[2]!]!;
    matched += part[0];
  }
  if (matched !== value) throw new ComposeError(`not a duration: ${JSON.stringify(value)}`);
  return total;
}

/** The replicas a service runs by default: deploy.replicas, else 1. */
export function replicasOf(service: ComposeService): number {
  const value = Number(service.deploy?.replicas ?? 1);
  if (!Number.isInteger(value) || value < 0)
    throw new ComposeError(`deploy.replicas must be a whole number, got ${service.deploy?.replicas}`);
  return value;
}

/** Services in an order that starts every dependency before what depends on it (compose's order). */
export function startOrder(services: Record<string, ComposeService>): string[] {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new ComposeError(`depends_on goes round in a circle: ${[...path, name].join(' -> ')}`);
    const service = services[name];
    if (!service) throw new ComposeError(`${path.at(-1)} depends on ${name}, which the file does not define`);
    state.set(name, 'visiting');
    for (const dep of dependenciesOf(service)) visit(dep, [...path, name]);
    state.set(name, 'done');
    order.push(name);
  };
  for (const name of Object.keys(services).sort()) visit(name, []);
  return order;
}
