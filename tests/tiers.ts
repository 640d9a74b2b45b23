/**
 * Which whole-stack files share the `e2e` project's stack and which start their own
 * (docs/testing.md#tiers): a file that calls sharedStack() shares; any other runs in `e2e-own`.
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';

const HERE = import.meta.dirname;
const GROUPS = ['e2e/**/*.test.ts', 'integration/**/*.test.ts', 'reliability/**/*.test.ts'];

const all = GROUPS.flatMap((pattern) => globSync(pattern, { cwd: HERE })).sort();
const shares = (file: string) => readFileSync(path.join(HERE, file), 'utf8').includes('sharedStack(');

export const SHARED_FILES = all.filter(shares);
export const OWN_FILES = all.filter((file) => !shares(file));
