import { describe, expect, it } from 'vitest';
import { loadConfig } from '@nbp/kit/config';
import { silentLogger } from '@nbp/kit/testing';
import { bookingEnv } from './config.ts';
import { bookingDeps } from './deps.ts';

describe('booking configuration', () => {
  it('names the brand in the calendar feeds: BUSINESS_NAME, or the built-in one when unset or empty (docker-compose passes it empty)', () => {
    const siteName = (env: Record<string, string>) => bookingDeps(loadConfig(bookingEnv, env), silentLogger()).calendars.siteName;
    expect(siteName({})).toBe('Alacaluf Charter');
    expect(siteName({ BUSINESS_NAME: '' })).toBe('Alacaluf Charter');
    expect(siteName({ BUSINESS_NAME: ' Velieri Tindari ' })).toBe('Velieri Tindari');
  });

  it("puts the office's address in the feeds' ORGANIZER: OFFICE_EMAIL, or the built-in one when unset or empty", () => {
    const officeEmail = (env: Record<string, string>) => bookingDeps(loadConfig(bookingEnv, env), silentLogger()).calendars.officeEmail;
    expect(officeEmail({})).toBe('info@alacaluf-charter.example');
    expect(officeEmail({ OFFICE_EMAIL: '' })).toBe('info@alacaluf-charter.example');
    expect(officeEmail({ OFFICE_EMAIL: 'ufficio@velieri.example' })).toBe('ufficio@velieri.example');
    expect(() => loadConfig(bookingEnv, { OFFICE_EMAIL: 'non un indirizzo' })).toThrow();
  });
});
