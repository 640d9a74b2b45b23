/**
 * Fills in infra/nginx/nginx.conf.template for a local nginx (npm start-like runs, e2e tests).
 * Docker fills in the same template with the nginx image's envsubst (see web/Dockerfile).
 *
 *   import { renderNginxConfig } from '../../infra/nginx/render.ts';
 *   writeFileSync(confPath, renderNginxConfig({ LISTEN_PORT: '127.0.0.1:8081', WEB_ROOT, GATEWAY_UPSTREAM: '127.0.0.1:8080', RENDERER_UPSTREAM: '127.0.0.1:8090', NGINX_PREFIX: dir, PUBLIC_URL }));
 *   spawn('nginx', ['-c', confPath, '-p', dir, '-e', `${dir}/error.log`, '-g', 'daemon off;']);
 *
 * `-e` (nginx >= 1.19.5) keeps a non-root nginx from complaining about the compiled-in error log
 * before it has read the config; `-g 'daemon off;'` keeps it a child of the caller.
 *
 * CLI: `npx tsx infra/nginx/render.ts > nginx.conf`, taking the values from the environment.
 */
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shellPrefixes } from '../../web/src/app/routes.ts';

export const TEMPLATE_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), 'nginx.conf.template');

export interface NginxVars {
  /** Port, or address:port, to listen on. */
  LISTEN_PORT: string | number;
  /** Directory of the built SPA (web/dist). */
  WEB_ROOT: string;
  /**
   * host:port of the gateway, optionally followed by upstream server parameters. Several (one per
   * gateway replica, e.g. scripts/prod-local with an nginx too old for `resolve`) become one
   * `server` line each in the upstream block.
   */
  GATEWAY_UPSTREAM: string | readonly string[];
  /** host:port of the web renderer (the public pages' HTML), the same way; one line per replica. */
  RENDERER_UPSTREAM: string | readonly string[];
  /** A writable directory for the pid file and temporary files; it must exist. */
  NGINX_PREFIX: string;
  /** Default: /etc/nginx/mime.types (Debian's nginx and the nginx image). */
  MIME_TYPES?: string;
  /** Default: 127.0.0.1; only used by upstream servers marked `resolve`. */
  RESOLVER?: string;
  /** Default: <NGINX_PREFIX>/error.log. */
  ERROR_LOG?: string;
  /** Default: <NGINX_PREFIX>/access.log. */
  ACCESS_LOG?: string;
  /** The site's address as visitors know it (scheme, host, optional port; no path): robots.txt and the sitemap name it. */
  PUBLIC_URL: string;
  /** "true" when the site is served over HTTPS: nginx then sends Strict-Transport-Security. Default "false". */
  COOKIE_SECURE?: string | boolean;
  /** Public pages one client address may ask for, as nginx writes a rate ("10r/s"); past it and its burst, the shell. Default "10r/s". */
  PAGE_RATE?: string;
  /** How many pages beyond the rate a client may ask for at once. Default 60. */
  PAGE_BURST?: string | number;
  /**
   * The addresses (or CIDR ranges) of the HTTPS terminators of ours in front of nginx, whose
   * X-Forwarded-For nginx believes (docs/security-edge.md#three-topologies): a list, or one string
   * separated by commas or spaces. Default none: nginx is the edge.
   */
  TRUSTED_TERMINATORS?: string | readonly string[];
}

const NAMES = [
  'LISTEN_PORT',
  'WEB_ROOT',
  'GATEWAY_UPSTREAM',
  'RENDERER_UPSTREAM',
  'NGINX_PREFIX',
  'MIME_TYPES',
  'RESOLVER',
  'ERROR_LOG',
  'ACCESS_LOG',
  'PUBLIC_URL',
  'COOKIE_SECURE',
  'PAGE_RATE',
  'PAGE_BURST',
  'REAL_IP_FROM',
  'SHELL_PAGES',
] as const;
type Name = (typeof NAMES)[number];

/** The shell's pages as nginx's location takes them: "admin|login|richiesta" (web/Dockerfile's entrypoint checks the same form). */
export const SHELL_PAGES_FORM = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*(?:\|[a-z0-9-]+(?:\/[a-z0-9-]+)*)*$/;

/**
 * What a value may contain. Values land unquoted in directives, so anything that could end a
 * directive or open a block (`;`, `{`, `}`, quotes, newlines, `$`) is refused rather than escaped.
 */
const SAFE: Record<Name, RegExp> = {
  LISTEN_PORT: /^(?:(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-fA-F:]+\]|localhost):)?\d{1,5}$/,
  WEB_ROOT: /^\/[\w./@+-]*$/,
  GATEWAY_UPSTREAM: /^[\w.-]+:\d{1,5}(?: [\w=.]+)*$|^\[[0-9a-fA-F:]+\]:\d{1,5}(?: [\w=.]+)*$/,
  RENDERER_UPSTREAM: /^[\w.-]+:\d{1,5}(?: [\w=.]+)*$|^\[[0-9a-fA-F:]+\]:\d{1,5}(?: [\w=.]+)*$/,
  NGINX_PREFIX: /^\/[\w./@+-]*$/,
  MIME_TYPES: /^\/[\w./@+-]*$/,
  RESOLVER: /^[\w.:[\]-]+$/,
  ERROR_LOG: /^\/[\w./@+-]*$|^stderr$/,
  ACCESS_LOG: /^\/[\w./@+-]*$|^off$/,
  PUBLIC_URL: /^https?:\/\/(?:[\w-]+(?:\.[\w-]+)*|\[[0-9a-fA-F:]+\])(?::\d{1,5})?$/,
  COOKIE_SECURE: /^(?:true|false)$/,
  PAGE_RATE: /^\d{1,6}r\/[sm]$/,
  PAGE_BURST: /^\d{1,6}$/,
  // Made here from TRUSTED_TERMINATORS, whose every entry is checked by terminatorProblem.
  REAL_IP_FROM: /^(?:set_real_ip_from [0-9a-fA-F.:/]+;(?: |$))*$/,
  // Made here from the page table: path segments joined by '|'.
  SHELL_PAGES: SHELL_PAGES_FORM,
};

/** The production limit of pages per client address (docs/server-rendering.md#limits); web/Dockerfile sets the same. */
export const PAGE_LIMIT = { rate: '10r/s', burst: 60 } as const;

/** The entries of a TRUSTED_TERMINATORS value: commas and spaces both separate. */
export function terminatorList(given: string | readonly string[] | undefined): string[] {
  const items = typeof given === 'string' ? [given] : [...(given ?? [])];
  return items.flatMap((item) => item.split(/[\s,]+/)).filter(Boolean);
}

/** Why an entry is not an address or a CIDR range nginx's set_real_ip_from takes; undefined when it is. */
function terminatorProblem(entry: string): string | undefined {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return 'not an IP address or CIDR range';
  if (bits === undefined) return undefined;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128) ? undefined : 'not a CIDR prefix length';
}

export function renderNginxConfig(vars: NginxVars, template: string = readFileSync(TEMPLATE_PATH, 'utf8')): string {
  const prefix = String(vars.NGINX_PREFIX ?? '').replace(/\/+$/, '');
  const values: Record<Name, string> = {
    LISTEN_PORT: String(vars.LISTEN_PORT ?? ''),
    WEB_ROOT: String(vars.WEB_ROOT ?? '').replace(/\/+$/, '') || '/',
    GATEWAY_UPSTREAM: '',
    RENDERER_UPSTREAM: '',
    NGINX_PREFIX: prefix,
    MIME_TYPES: vars.MIME_TYPES ?? '/etc/nginx/mime.types',
    RESOLVER: vars.RESOLVER ?? '127.0.0.1',
    ERROR_LOG: vars.ERROR_LOG ?? `${prefix}/error.log`,
    ACCESS_LOG: vars.ACCESS_LOG ?? `${prefix}/access.log`,
    PUBLIC_URL: String(vars.PUBLIC_URL ?? '').replace(/\/+$/, ''),
    COOKIE_SECURE: String(vars.COOKIE_SECURE ?? 'false'),
    PAGE_RATE: vars.PAGE_RATE ?? PAGE_LIMIT.rate,
    PAGE_BURST: String(vars.PAGE_BURST ?? PAGE_LIMIT.burst),
    REAL_IP_FROM: terminatorList(vars.TRUSTED_TERMINATORS)
      .map((entry) => `set_real_ip_from ${entry};`)
      .join(' '),
    SHELL_PAGES: shellPrefixes().join('|'),
  };
  for (const entry of terminatorList(vars.TRUSTED_TERMINATORS)) {
    const problem = terminatorProblem(entry);
    if (problem) throw new Error(`renderNginxConfig: TRUSTED_TERMINATORS entry ${JSON.stringify(entry)} is ${problem}`);
  }
  const UPSTREAMS = ['GATEWAY_UPSTREAM', 'RENDERER_UPSTREAM'] as const;
  const problems = NAMES.filter((name) => !(UPSTREAMS as readonly string[]).includes(name) && !SAFE[name].test(values[name])).map(
    (name) => `${name}=${JSON.stringify(values[name])}`,
  );
  for (const name of UPSTREAMS) {
    const given = vars[name];
    const upstreams = typeof given === 'string' ? [given] : [...(given ?? [])];
    if (upstreams.length === 0 || upstreams.some((server) => !SAFE[name].test(String(server))))
      problems.push(`${name}=${JSON.stringify(given ?? '')}`);
    // Each further server gets a line of its own, indented like the template's `server` line.
    values[name] = upstreams.join(';\n        server ');
  }
  if (problems.length) throw new Error(`renderNginxConfig: missing or unsafe values: ${problems.join(', ')}`);

  // Same syntax envsubst replaces in Docker; an unknown ${NAME} would reach nginx unreplaced.
  return template.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_match, name: string) => {
    if (!(NAMES as readonly string[]).includes(name)) throw new Error(`renderNginxConfig: unknown placeholder \${${name}} in the template`);
    return values[name as Name];
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const env = process.env;
  process.stdout.write(
    renderNginxConfig({
      LISTEN_PORT: env.LISTEN_PORT ?? '8080',
      WEB_ROOT: env.WEB_ROOT ?? path.resolve(path.dirname(TEMPLATE_PATH), '../../web/dist'),
      GATEWAY_UPSTREAM: env.GATEWAY_UPSTREAM ?? '127.0.0.1:8080',
      RENDERER_UPSTREAM: env.RENDERER_UPSTREAM ?? '127.0.0.1:8090',
      NGINX_PREFIX: env.NGINX_PREFIX ?? '/tmp/nbp-nginx',
      MIME_TYPES: env.MIME_TYPES,
      RESOLVER: env.RESOLVER,
      ERROR_LOG: env.ERROR_LOG,
      ACCESS_LOG: env.ACCESS_LOG,
      PUBLIC_URL: env.PUBLIC_URL ?? 'http://localhost:8080',
      COOKIE_SECURE: env.COOKIE_SECURE,
      PAGE_RATE: env.PAGE_RATE,
      PAGE_BURST: env.PAGE_BURST,
      TRUSTED_TERMINATORS: env.TRUSTED_TERMINATORS,
    }),
  );
}
