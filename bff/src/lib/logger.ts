import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/**
 * Keys whose values never reach a log line, at the top of a logged object or one level down. The
 * BFF logs route patterns and codes, never bodies or headers; this is the net under that rule.
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordConfirmation',
  'token',
  'accessToken',
  'email',
  'cookie',
  'authorization',
  'set-cookie',
];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const satisfies readonly LevelWithSilent[];

/** One JSON object per line on stdout (or `destination`), with ISO times, ready for any log shipper. */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: SECRET_KEYS.flatMap((key) => [`["${key}"]`, `*["${key}"]`]), censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
