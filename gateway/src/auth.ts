import type { NextFunction, Request, Response } from 'express';
import { SESSION_COOKIE } from '@nbp/contracts/http/identity';
import { AuthUnavailableError, type SessionVerifier } from '@nbp/kit/auth';
import { errorBody } from '@nbp/kit/errors';

export function tokenOf(req: Request): string | undefined {
  const header = req.get('authorization');
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const cookies = req.get('cookie') ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The gateway's own check of /api/admin/*: 401 anonymous, 403 non-admin. The services check again
 * themselves, so a call that bypasses the gateway gains nothing.
 */
export function adminOnly(verifier: SessionVerifier) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const token = tokenOf(req);
      const claims = token ? await verifier.verify(token) : null;
      if (!claims) {
        res.status(401).json(errorBody(401, 'unauthenticated'));
        return;
      }
      if (!claims.isAdmin) {
        res.status(403).json(errorBody(403, 'forbidden'));
        return;
      }
      next();
    } catch (err) {
      if (err instanceof AuthUnavailableError) {
        res.status(503).json(err.body());
        return;
      }
      next(err);
    }
  };
}
