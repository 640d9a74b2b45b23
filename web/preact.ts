import type { Alias } from 'vite';

/**
 * The site is written against React's API and runs on Preact's implementation of it (preact/compat):
 * every `react` and `react-dom` import, ours and the libraries', resolves to Preact. Shared by the
 * build (vite.config.ts) and the component tests (vitest.config.ts), so the tests run what ships.
 * Why: docs/web.md#runtime.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
