import { defineProject } from 'vitest/config';
import { OWN_FILES } from './tiers.ts';

/**
 * Whole-stack files with a stack each (startStack): fault injection through TCP proxies, killed
 * and restarted processes, replicas, nginx in front, settings of their own (docs/testing.md#tiers).
 * Their stacks share nothing, so two of them run at a time.
 */
export default defineProject({
  test: {
    name: 'e2e-own',
    include: OWN_FILES,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
  },
});
