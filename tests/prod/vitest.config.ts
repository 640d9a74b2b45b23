import { defineProject } from 'vitest/config';

/**
 * `npm run test:prod`: docker-compose.yml run by scripts/prod-local (no Docker), and what the
 * production setup promises, proven on it. Each file starts its own run (own database, bus prefix,
 * loopback addresses, nginx port), so files run one after another; the services and the site are
 * built once for the whole run (global-setup.ts).
 */
export default defineProject({
  test: {
    name: 'prod',
    include: ['*.test.ts'],
    globalSetup: ['global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
