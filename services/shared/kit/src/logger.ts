import { pino, type Logger } from 'pino';

export type { Logger };

/** Fields that may hold personal data or secrets: never written to a log line. */
const REDACT = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'cookie',
  'authorization',
  'customerName',
  'customerEmail',
  'customerPhone',
  'email',
  'phone',
  'username',
  'notes',
];

export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: {
      paths: [
        ...REDACT,
        ...REDACT.map((key) => `*.${key}`),
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  });
}
