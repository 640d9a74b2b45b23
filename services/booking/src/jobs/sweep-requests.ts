import { defineJob } from '@nbp/kit/jobs';
import type { Logger } from '@nbp/kit/logger';
import { sweepOnce, type SweepDeps } from '../use-cases/sweeper.ts';

/**
 * Expires lapsed holds and reminds the office half-way through one (docs/request-lifecycle.md#expiry),
 * every BOOKING_SWEEP_SECONDS. A failed pass is logged and not tried again: the next pass is its
 * retry. The pass itself is idempotent (rows taken FOR UPDATE SKIP LOCKED, each state change once).
 */
export const sweepRequests = (deps: SweepDeps & { logger: Logger; seconds: number }) =>
  defineJob({
    name: 'sweep-requests',
    schedule: { every: deps.seconds },
    retry: { attempts: 1 },
    timeoutSeconds: 300,
    handler: async () => {
      const done = await sweepOnce(deps);
      if (done.expired || done.reminded) deps.logger.info(done, 'requests swept');
      return done;
    },
  });
