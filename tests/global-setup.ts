/**
 * The `e2e` project's one stack (docs/testing.md#tiers): started once before its files, handed to
 * them through `provide` (sharedStack() in tests/support/stack.ts reads it), stopped after the last.
 */
import type { TestProject } from 'vitest/node';
import { LIMITS_LIFTED } from './support/reliability.ts';
import { startStack, type SharedStackInfo } from './support/stack.ts';

/**
 * Every request of every file comes from 127.0.0.1 and the files add up: the per-address limits
 * would stop the later files. The files that test those limits start a stack of their own.
 */
export const SHARED_ENV: Record<string, string> = { ...LIMITS_LIFTED, LOGIN_MAX_FAILURES: '1000' };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startStack({ label: 'shared', env: SHARED_ENV });
  const info: SharedStackInfo = {
    url: stack.url,
    mailUrl: stack.mailUrl,
    urls: stack.urls,
    admin: stack.admin,
    databaseUrl: stack.databaseUrl,
    busPrefix: stack.busPrefix,
    logDir: stack.logDir,
    ports: stack.ports,
  };
  project.provide('sharedStack', info);
  return () => stack.stop();
}
