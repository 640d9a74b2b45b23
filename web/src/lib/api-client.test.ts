import { describe, expect, it } from 'vitest';
import { ApiError, errorDetail, withDetail } from './api-client.ts';

describe('errorDetail', () => {
  it("shows the service's readable message when its JSON answer has one", () => {
    const body = JSON.stringify({ error: 'conflict', message: 'Le date si sovrappongono.' });
    expect(errorDetail(new ApiError(409, body, 'Conflict'), 'Impossibile')).toBe('Le date si sovrappongono.');
    expect(errorDetail(new ApiError(404, '{"error":"not_found"}', 'Not Found'), 'Impossibile')).toBe('not_found');
  });

  it("keeps what the server said as '<status>: <body>' when there is no readable message", () => {
    expect(errorDetail(new ApiError(500, 'boom', 'Internal Server Error'), 'Impossibile')).toBe('500: boom');
    expect(errorDetail(new ApiError(500, '{"detail":1}', 'Internal Server Error'), 'Impossibile')).toBe('500: {"detail":1}');
  });

  it('uses the status text when the body is empty', () => {
    expect(errorDetail(new ApiError(502, '', 'Bad Gateway'), 'Impossibile')).toBe('502: Bad Gateway');
  });

  it('cuts a long body (an HTML error page) so the toast stays readable', () => {
    const text = errorDetail(new ApiError(502, `<html>${'x'.repeat(5000)}</html>`, 'Bad Gateway'), 'Impossibile');
    expect(text.startsWith('502: <html>x')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(205);
    expect(text.endsWith('…')).toBe(true);
  });

  it('uses the fallback only when no answer came at all', () => {
    expect(errorDetail(new TypeError('Failed to fetch'), 'Impossibile caricare.')).toBe('Impossibile caricare.');
  });
});

describe('withDetail', () => {
  it('adds what the server said to a fixed text, and nothing when no answer came', () => {
    expect(withDetail('Impossibile archiviare la richiesta.', new ApiError(500, 'boom', 'Internal Server Error'))).toBe(
      'Impossibile archiviare la richiesta. (500: boom)',
    );
    expect(withDetail('Impossibile archiviare la richiesta.', new TypeError('Failed to fetch'))).toBe(
      'Impossibile archiviare la richiesta.',
    );
  });
});
