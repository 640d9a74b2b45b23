/** What `npm start` prints: the development password, never one given through the environment. */
import { describe, expect, it } from 'vitest';
import { DEV_ADMIN, startAdmin, startBanner } from '../../scripts/lib/banner.ts';

const ports = { gateway: 8080, mailWeb: 1080 };

describe('npm start banner', () => {
  it('shows the built-in development password when ADMIN_PASSWORD is not set', () => {
    const banner = startBanner(ports, startAdmin({}));
    expect(banner).toContain(`(${DEV_ADMIN.email} / ${DEV_ADMIN.password})`);
  });

  it('never prints a password given through ADMIN_PASSWORD, but still uses it', () => {
    const admin = startAdmin({ ADMIN_EMAIL: 'capo@porto.example', ADMIN_PASSWORD: 'Segreta-Davvero-42!' });
    expect(admin.password).toBe('Segreta-Davvero-42!');
    const banner = startBanner(ports, admin);
    expect(banner).not.toContain('Segreta-Davvero-42!');
    expect(banner).toContain('(capo@porto.example / (password from ADMIN_PASSWORD))');
  });
});
