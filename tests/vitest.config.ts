import { defineProject } from 'vitest/config';

/** Whole-stack tests: every file starts the real processes, so files run one after another. */
export default defineProject({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts', 'integration/**/*.test.ts', 'reliability/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
