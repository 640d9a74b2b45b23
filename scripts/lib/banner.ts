/**
 * What `npm start` prints once the product runs. The administrator's password is shown only when
 * it is the built-in development one: a password given through ADMIN_PASSWORD is a real secret,
 * and a terminal's scrollback, a CI log or a screen share is no place for it.
 */
import type { StackPorts } from './stack.ts';

/** The development administrator identity seeds when nothing else is configured. */
export const DEV_ADMIN = { email: 'admin@alacaluf-charter.example', password: 'Patti2025!Admin' } as const;

export interface StartAdmin {
  email: string;
  password: string;
  /** What the banner shows in place of the password. */
  shownPassword: string;
}

/** The administrator `npm start` seeds, from ADMIN_EMAIL / ADMIN_PASSWORD or the development defaults. */
export function startAdmin(env: Record<string, string | undefined>): StartAdmin {
  const given = env.ADMIN_PASSWORD;
  return {
    email: env.ADMIN_EMAIL ?? DEV_ADMIN.email,
    password: given ?? DEV_ADMIN.password,
    shownPassword: given === undefined ? DEV_ADMIN.password : '(password from ADMIN_PASSWORD)',
  };
}

export function startBanner(ports: Pick<StackPorts, 'gateway' | 'mailWeb'>, admin: StartAdmin): string {
  return `
\x1b[32m✔ Alacaluf Charter is running\x1b[0m
  Site:         http://localhost:${ports.gateway}
  Admin:        http://localhost:${ports.gateway}/admin   (${admin.email} / ${admin.shownPassword})
  Mail viewer:  http://localhost:${ports.mailWeb}/index.html (JSON: /api/email)
  Press Ctrl-C to stop everything.
`;
}
