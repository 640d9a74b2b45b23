/**
 * The browser build's `zod` (web/vite.config.ts points every `import ... from 'zod'` here, the
 * contracts' included): zod itself, set up once for the CSP.
 *
 * zod 4 probes `new Function` to compile validators; the CSP (script-src 'self') forbids it, so say
 * up front that it must not, instead of leaving a CSP violation in the console. The setting travels
 * with zod: it runs before any schema is built, and a page that never loads zod (Home, a boat page
 * until the booking form opens) never downloads it.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
