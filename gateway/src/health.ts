import express from 'express';
import type { Balancer } from '@nbp/kit/balancer';
import type { DrainState } from '@nbp/kit/server';
import { balancedRequest } from '@nbp/kit/upstream';

/**
 * /healthz (the process answers) and /readyz (every service answers its own /healthz through its
 * balancer; a draining gateway is not ready).
 */
export function healthRoutes(balancers: Record<string, Balancer>, drain: DrainState | undefined): express.Router {
  const router = express.Router();
  // The name a launcher gave this process (INSTANCE_ID), so it knows it reached its own process.
  const instance = process.env.INSTANCE_ID;
  router.get(['/healthz', '/readyz'], (_req, res, next) => {
    if (instance) res.setHeader('x-instance-id', instance);
    next();
  });
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    // A draining gateway is not ready from the first moment (docs/replicas.md#draining).
    if (drain?.draining) {
      res.status(503).json({ status: 'draining', checks: {} });
      return;
    }
    const checks = Object.fromEntries(
      await Promise.all(
        Object.entries(balancers).map(async ([name, balancer]) => {
          try {
            const answer = await balancedRequest(balancer, '/healthz', { timeoutMs: 2000 });
            return [name, answer.status === 200] as const;
          } catch {
            return [name, false] as const;
          }
        }),
      ),
    );
    const ready = Object.values(checks).every(Boolean);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not_ready', checks });
  });
  return router;
}
