import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'services/*/vitest.config.ts',
      'services/shared/*/vitest.config.ts',
      'gateway/vitest.config.ts',
      'web/vitest.config.ts',
      'tests/vitest.config.ts',
      'tests/vitest.own.config.ts',
      'tests/prod/vitest.config.ts',
    ].filter((p) => p.includes('*') || existsSync(p)),
  },
});
