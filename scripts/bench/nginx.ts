/**
 * Debian's nginx as a child process in front of the gateway and the web renderer, with the
 * project's own config (infra/nginx/render.ts) when it exists, so the figures are those of the real
 * edge; otherwise a minimal equivalent (static files with gzip, /api/ proxied with keep-alive, the
 * public pages from the renderer kept 10 s, the back office's shell).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, type RunningProcess } from '../lib/stack.ts';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const RENDER = path.join(ROOT, 'infra', 'nginx', 'render.ts');

export interface NginxVars {
  LISTEN_PORT: string;
  WEB_ROOT: string;
  GATEWAY_UPSTREAM: string;
  /** host:port of the web renderer: every page path that is not a file. */
  RENDERER_UPSTREAM: string;
  NGINX_PREFIX: string;
  MIME_TYPES: string;
  PUBLIC_URL: string;
  /** Pages per client address: the bench is one address carrying the load of many visitors, so far above production's. */
  PAGE_RATE: string;
  PAGE_BURST: number;
}

function fallbackConfig(vars: NginxVars): string {
  return `worker_processes 1;
pid ${vars.NGINX_PREFIX}/nginx.pid;
error_log ${vars.NGINX_PREFIX}/error.log warn;
events { worker_connections 1024; }
http {
  include ${vars.MIME_TYPES};
  default_type application/octet-stream;
  access_log ${vars.NGINX_PREFIX}/access.log;
  client_body_temp_path ${vars.NGINX_PREFIX}/client_body;
  proxy_temp_path ${vars.NGINX_PREFIX}/proxy;
  fastcgi_temp_path ${vars.NGINX_PREFIX}/fastcgi;
  uwsgi_temp_path ${vars.NGINX_PREFIX}/uwsgi;
  scgi_temp_path ${vars.NGINX_PREFIX}/scgi;
  sendfile on;
  gzip on;
  gzip_proxied any;
  gzip_comp_level 5;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml;
  upstream gateway { server ${vars.GATEWAY_UPSTREAM}; keepalive 32; }
  upstream renderer { server ${vars.RENDERER_UPSTREAM}; keepalive 16; }
  proxy_cache_path ${vars.NGINX_PREFIX}/pages levels=1:2 keys_zone=pages:2m max_size=64m inactive=10m use_temp_path=off;
  server {
    listen ${vars.LISTEN_PORT};
    root ${vars.WEB_ROOT};
    location /api/ {
      proxy_pass http://gateway;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
    location /assets/ { try_files $uri =404; add_header Cache-Control "public, max-age=31536000, immutable"; }
    location ^~ /.vite/ { return 404; }
    location ~ ^/(admin|login|richiesta|en/request)(/|$) { try_files /index.html =404; }
    location / { try_files $uri @page; }
    location @page {
      proxy_pass http://renderer;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_cache pages;
      proxy_cache_key $request_uri;
      proxy_cache_valid 200 404 10s;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      proxy_ignore_headers Cache-Control Expires Set-Cookie;
      proxy_intercept_errors on;
      error_page 500 502 503 504 = @shell;
    }
    location @shell { try_files /index.html =404; }
  }
}
`;
}

export async function nginxConfig(vars: NginxVars): Promise<{ text: string; source: string }> {
  if (existsSync(RENDER)) {
    const module = (await import(pathToFileURL(RENDER).href)) as { renderNginxConfig?: (vars: NginxVars) => string };
    if (typeof module.renderNginxConfig === 'function') return { text: module.renderNginxConfig(vars), source: 'infra/nginx/render.ts' };
  }
  return { text: fallbackConfig(vars), source: 'scripts/bench/nginx.ts (fallback)' };
}

export async function startNginx(options: {
  port: number;
  webRoot: string;
  /** host:port of the gateway and of the web renderer. */
  gateway: string;
  renderer: string;
  prefix: string;
}): Promise<RunningProcess & { source: string }> {
  mkdirSync(options.prefix, { recursive: true });
  const vars: NginxVars = {
    LISTEN_PORT: `127.0.0.1:${options.port}`,
    WEB_ROOT: options.webRoot,
    GATEWAY_UPSTREAM: options.gateway,
    RENDERER_UPSTREAM: options.renderer,
    NGINX_PREFIX: options.prefix,
    MIME_TYPES: '/etc/nginx/mime.types',
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    // The loads come from one address; production's limit per visitor (10 pages a second) would
    // answer most of them with the shell and measure that instead of the pages.
    PAGE_RATE: '100000r/s',
    PAGE_BURST: 100000,
  };
  const { text, source } = await nginxConfig(vars);
  const confPath = path.join(options.prefix, 'nginx.conf');
  writeFileSync(confPath, text);
  const child = spawn(
    NGINX_BIN,
    ['-c', confPath, '-p', options.prefix, '-e', path.join(options.prefix, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  child.once('exit', (code) => {
    if (code) process.stderr.write(`nginx exited with code ${code}: ${stderr}\n`);
  });
  return { name: 'nginx', child, url: `http://127.0.0.1:${options.port}`, source };
}
