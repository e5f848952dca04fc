import { pino } from 'pino';
import { serializeError } from './loggedErrors';

export type Logger = pino.Logger;

/**
 * Structured JSON logs on stdout (or `destination`). Bank details and secrets never reach them (see
 * the redact list), nor the data a failed database statement carried (server/loggedErrors.ts).
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      serializers: { err: serializeError },
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
    },
    destination,
  );
}
