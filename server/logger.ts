import { pino } from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs on stdout. Bank details and secrets never reach them: see the redact list. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.passcode',
        '*.token',
        '*.bankDetails',
        '*.accountNumber',
      ],
      censor: '[redacted]',
    },
  });
}
