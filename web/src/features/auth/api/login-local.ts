import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOGIN_NETWORK, loginOutcome, type LoginOutcome } from '../logic/login-outcome.ts';
import { authKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/login/local, form-encoded (username is the e-mail; docs/product/screens.md#login). The redirect is
 * not followed: the session cookie is set by the answer itself, and the page navigates on its own.
 */
export async function loginLocal(input: { email: string; password: string }): Promise<LoginOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/login/local', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: input.email, password: input.password }),
      redirect: 'manual',
    });
  } catch {
    return { kind: 'error', message: LOGIN_NETWORK };
  }
  const body = response.type === 'opaqueredirect' || response.ok ? '' : await response.text().catch(() => '');
  return loginOutcome(response, body);
}

export function useLoginLocal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginLocal,
    onSuccess: (outcome) => {
      // Whoever was (not) signed in before, the dashboard must ask again.
      if (outcome.kind === 'success') queryClient.removeQueries({ queryKey: authKeys.currentUser });
    },
  });
}
