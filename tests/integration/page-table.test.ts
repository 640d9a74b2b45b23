/**
 * nginx and the page table agree (web/src/app/routes.ts, docs/server-rendering.md#pages): the
 * addresses nginx answers with the shell, without asking the renderer, are exactly those of the
 * pages the browser draws, in any letter case; the rest go to the renderer. Locally the location is
 * written from the table (infra/nginx/render.ts); in the nginx image, from what the site's build
 * wrote (infra/nginx/16-shell-pages.envsh).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderNginxConfig } from '../../infra/nginx/render.ts';
import { ROOT } from '../../scripts/lib/stack.ts';
import { PAGES, PAGE_NAMES, pathOf, shellPrefixes, type PageName } from '../../web/src/app/routes.ts';

const SAMPLE: Partial<Record<PageName, Record<string, string>>> = {
  boat: { id: '2' },
  'customer-request': { token: 'abc123' },
  admin: { '*': 'prenotazioni/7' },
  'not-found': { '*': 'questa-pagina-non-esiste' },
};
const scratch = mkdtempSync(path.join(tmpdir(), 'nbp-page-table-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The location of nginx's config that sends the shell, as a regular expression (nginx's `~*`: any letter case). */
function shellLocation(config: string): RegExp {
  const [, pattern] = /location ~\* (\^\/\([^)]*\)\(\/\|\$\)) \{\s*try_files \/index\.html =404;/.exec(config) ?? [];
  if (!pattern) throw new Error('no shell location in the config');
  return new RegExp(pattern, 'i');
}

const config = renderNginxConfig({
  LISTEN_PORT: 8080,
  WEB_ROOT: '/srv/site',
  GATEWAY_UPSTREAM: '127.0.0.1:8080',
  RENDERER_UPSTREAM: '127.0.0.1:8090',
  NGINX_PREFIX: scratch,
  PUBLIC_URL: 'http://localhost:8080',
});

describe("nginx's shell location and the page table", () => {
  it('sends the shell for exactly the pages the browser draws, in any letter case, and the rest to the renderer', () => {
    const shell = shellLocation(config);
    for (const page of PAGE_NAMES) {
      for (const lang of PAGES[page].langs) {
        const address = pathOf(page, lang, SAMPLE[page]);
        expect(shell.test(address), address).toBe(!PAGES[page].rendered);
        expect(shell.test(address.toUpperCase()), address.toUpperCase()).toBe(!PAGES[page].rendered);
      }
    }
    expect(config).toContain(`location ~* ^/(${shellPrefixes().join('|')})(/|$) {`);
  });

  it("in the nginx image, takes the same list from the site's build and refuses anything else", () => {
    const run = (written: string) => {
      const webRoot = path.join(scratch, `site-${Math.random().toString(36).slice(2)}`);
      mkdirSync(path.join(webRoot, '.vite'), { recursive: true });
      writeFileSync(path.join(webRoot, '.vite', 'shell-pages'), written);
      const script = path.join(ROOT, 'infra/nginx/16-shell-pages.envsh');
      return spawnSync('sh', ['-c', `. "${script}" && printf '%s' "$SHELL_PAGES"`], { env: { PATH: process.env.PATH, WEB_ROOT: webRoot } });
    };
    const listed = shellPrefixes().join('|');
    const ok = run(`${listed}\n`);
    expect(ok.status, String(ok.stderr)).toBe(0);
    expect(String(ok.stdout)).toBe(listed);
    for (const bad of ['', 'admin;evil', 'admin|', 'admin||login', '$(id)']) expect(run(bad).status, bad).toBe(1);
    const built = path.join(ROOT, 'web/dist/.vite/shell-pages');
    if (existsSync(built)) expect(readFileSync(built, 'utf8').trim()).toBe(listed);
  });
});
