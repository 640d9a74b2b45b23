import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { SAVE_ERROR_FALLBACK, saveErrorMessage } from './save-error.ts';

describe('saveErrorMessage', () => {
  it("reads the server's message from an API error", () => {
    const error = new ApiError(400, JSON.stringify({ error: 'bad_request', message: 'Capacità: almeno 1 persona' }), 'Bad Request');
    expect(error.message).toBe('400: {"error":"bad_request","message":"Capacità: almeno 1 persona"}');
    expect(saveErrorMessage(error)).toBe('Capacità: almeno 1 persona');
  });

  it('reads the error field when there is no message', () => {
    expect(saveErrorMessage(new ApiError(404, '{"error":"Barca non trovata"}', 'Not Found'))).toBe('Barca non trovata');
    expect(saveErrorMessage(new Error('404: {"error":"Barca non trovata"}'))).toBe('Barca non trovata');
  });

  it("keeps what the server said, '<status>: <body>', when there is no readable message", () => {
    expect(saveErrorMessage(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway'))).toBe('502: <html>Bad gateway</html>');
    expect(saveErrorMessage(new ApiError(500, '', 'Internal Server Error'))).toBe('500: Internal Server Error');
  });

  it('falls back to the generic text when no answer came', () => {
    expect(saveErrorMessage(new Error('500: {broken'))).toBe(SAVE_ERROR_FALLBACK);
    expect(saveErrorMessage(new TypeError('Failed to fetch'))).toBe(SAVE_ERROR_FALLBACK);
    expect(saveErrorMessage('boh')).toBe(SAVE_ERROR_FALLBACK);
  });
});
