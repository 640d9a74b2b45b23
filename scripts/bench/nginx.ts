/**
 * Debian's nginx as a child process in front of the gateway, with the project's own config
 * (infra/nginx/render.ts) when it exists, so the figures are those of the real edge; otherwise a
 * minimal equivalent (static files with gzip, /api/ proxied with keep-alive).
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
  NGINX_PREFIX: string;
  MIME_TYPES: string;
  PUBLIC_URL: string;
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
    location / { try_files $uri $uri/ /index.html; }
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
  gateway: string;
  prefix: string;
}): Promise<RunningProcess & { source: string }> {
  mkdirSync(options.prefix, { recursive: true });
  const vars: NginxVars = {
    LISTEN_PORT: `127.0.0.1:${options.port}`,
    WEB_ROOT: options.webRoot,
    GATEWAY_UPSTREAM: options.gateway,
    NGINX_PREFIX: options.prefix,
    MIME_TYPES: '/etc/nginx/mime.types',
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
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
