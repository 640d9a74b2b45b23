import { defineProject } from 'vitest/config';
import { preactAliases } from './preact.ts';

/**
 * The component tests run what ships: React's API on Preact (docs/web.md#runtime). For that every
 * library goes through the aliases, so each is taken in its ES build (the `module-sync` and `module`
 * conditions, the `module` field) and inlined: a CommonJS build would require React itself.
 */
export default defineProject({
  ssr: { noExternal: true, resolve: { conditions: ['module-sync', 'module', 'node', 'development'] } },
  resolve: {
    mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
    conditions: ['module-sync', 'module', 'browser', 'development'],
    alias: [
      ...preactAliases,
      // Testing Library names its ES build only in the `module` field, which its exports map hides.
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    server: { deps: { inline: true } },
    // The one library shipped only as CommonJS is bundled first, so its `require('react')` meets the aliases.
    deps: {
      optimizer: {
        client: { enabled: true, include: ['use-sync-external-store/with-selector'] },
        ssr: { enabled: true, include: ['use-sync-external-store/with-selector'] },
      },
    },
  },
});
