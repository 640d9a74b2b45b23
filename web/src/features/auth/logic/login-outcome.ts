/** What the login page does with the answer of POST /api/login/local (docs/product/screens.md#login, docs/product/texts.md#login). */
export type LoginOutcome = { kind: 'success' } | { kind: 'error'; message: string };

export const LOGIN_INVALID = 'Credenziali non valide. Riprova.';
export const LOGIN_NETWORK = 'Errore durante il login. Riprova più tardi.';

interface AnswerShape {
  type: string;
  ok: boolean;
  status: number;
}

/**
 * The redirect is not followed, so a successful login that answers with a redirect arrives as an
 * opaque one; an OK answer counts too. A 429 carries the server's own text (too many attempts);
 * any other failure means wrong credentials.
 */
export function loginOutcome(answer: AnswerShape, bodyText = ''): LoginOutcome {
  if (answer.type === 'opaqueredirect' || answer.ok) return { kind: 'success' };
  if (answer.status === 429) return { kind: 'error', message: messageIn(bodyText) ?? LOGIN_INVALID };
  return { kind: 'error', message: LOGIN_INVALID };
}

function messageIn(bodyText: string): string | undefined {
  try {
    const parsed = JSON.parse(bodyText) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message ? parsed.message : undefined;
  } catch {
    return bodyText.trim() || undefined;
  }
}
