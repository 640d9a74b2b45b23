import { defineProject } from 'vitest/config';
import { SHARED_FILES } from './tiers.ts';

/**
 * Whole-stack files that share one stack (tests/global-setup.ts, docs/testing.md#tiers). They run
 * one after another: the browser files watch the planning and the fleet's free days, which a file
 * running beside them would change under them.
 */
export default defineProject({
  test: {
    name: 'e2e',
    include: SHARED_FILES,
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
