import type Koa from 'koa';
import { infrastructureApp, requestEm } from '@nbp/kit/runtime';
import { localSessionVerifier } from './auth/session-verifier.ts';
import { LoginThrottle, throttleHasher } from './data/login-throttle.ts';
import type { Deps, RouteDeps } from './deps.ts';
import { loginRouter } from './http/login.ts';
import { authRouter } from './http/auth.ts';
import { internalRouter } from './http/internal.ts';
import { adminPasswordRouter } from './http/admin-password.ts';
import { adminActivityLogsRouter } from './http/admin-activity-logs.ts';

/**
 * identity's Koa app: what main listens with and what the tests drive. Its admin routes use the
 * local verifier (own key, own sessions table); infra.verifier, which would call identity over
 * HTTP, is not used here.
 */
export function createApp(options: Deps): Koa {
  const { infra } = options;
  const deps: RouteDeps = {
    em: requestEm,
    config: options.config,
    key: options.key,
    verifier: localSessionVerifier(options.key, infra.orm, options.config.SESSION_IDLE_MINUTES),
    throttle: new LoginThrottle(
      {
        maxFailures: options.config.LOGIN_MAX_FAILURES,
        addressMaxFailures: options.config.LOGIN_ADDRESS_MAX_FAILURES,
        accountMaxFailures: options.config.LOGIN_ACCOUNT_MAX_FAILURES,
        accountMinAddresses: options.config.LOGIN_ACCOUNT_MIN_ADDRESSES,
        windowMinutes: options.config.LOGIN_WINDOW_MINUTES,
      },
      throttleHasher(options.key.privateKey),
    ),
  };
  return infrastructureApp('identity', infra, [
    loginRouter(deps),
    authRouter(deps),
    internalRouter(deps),
    adminPasswordRouter(deps),
    adminActivityLogsRouter(deps),
  ]);
}
