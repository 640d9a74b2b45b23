import { ApiError, errorDetail } from '../../../lib/api-client.ts';

export const SAVE_ERROR_FALLBACK = 'Si è verificato un errore durante il salvataggio.';

/**
 * The text of the 'Errore nel salvataggio' toast: the server's own message when the answer carried
 * one (an error message is '<status>: <json body>'), else what the server said as '<status>: <body>',
 * and the generic text only when no answer came.
 */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return errorDetail(error, SAVE_ERROR_FALLBACK);
  if (error instanceof Error) {
    const match = /^\d{3}: (\{[\s\S]*\})$/.exec(error.message);
    if (match?.[1]) {
      try {
        const body = JSON.parse(match[1]) as { message?: unknown; error?: unknown };
        if (typeof body.message === 'string' && body.message) return body.message;
        if (typeof body.error === 'string' && body.error) return body.error;
      } catch {
        /* not JSON after all */
      }
    }
  }
  return SAVE_ERROR_FALLBACK;
}
