import type { LoggerService } from '@nestjs/common';
import pino, { Logger as Pino } from 'pino';
import { activeTraceIds, currentRequestContext } from '@maeum/telemetry';
import { LogFormat, prettyLogStream } from './pretty-log-stream';

let root: Pino | undefined;

/**
 * Fields that never reach a log line, at the top of an entry or one level down (an error, a
 * request): credentials, what people typed, and the values a failed statement carried.
 */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'authKey',
  'authorization',
  'cookie',
  'secret',
  'apiKey',
  'email',
  'text',
  'content',
  'body',
  'parameters',
  'detail',
  'driverError',
];
export const REDACTED_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
  '*.headers.authorization',
  '*.headers.cookie',
];

/** LOG_FORMAT, which the app's config has validated (libs/config's process fragment) before any logger is made. */
const logFormatOfEnv = (): LogFormat => (process.env.LOG_FORMAT === 'pretty' ? 'pretty' : 'json');

/**
 * One pino logger per process, with the current request id mixed in: JSON lines on stdout, or lines
 * for people when LOG_FORMAT is `pretty` (`npm start` sets it).
 */
export function createRootLogger(
  app: string,
  level: string,
  format: LogFormat = logFormatOfEnv(),
  destination?: NodeJS.WritableStream,
): Pino {
  const options: pino.LoggerOptions = {
    level,
    base: { app },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const context = currentRequestContext();
      const ids = activeTraceIds(); // trace_id and span_id while tracing is on
      const fields = context
        ? { requestId: context.requestId, ...(context.userId ? { userId: context.userId } : {}) }
        : {};
      return ids ? { ...fields, ...ids } : fields;
    },
  };
  if (format === 'pretty') root = pino(options, prettyLogStream(destination));
  else root = destination ? pino(options, destination) : pino(options);
  return root;
}

export function rootLogger(): Pino {
  return root ?? createRootLogger(process.env.APP_NAME ?? 'maeum', process.env.LOG_LEVEL ?? 'info');
}

/** Lets Nest's `new Logger(X.name)` write through pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Pino) {}

  log(message: unknown, ...rest: unknown[]) {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]) {
    this.write('fatal', message, rest);
  }

  private write(level: pino.Level, message: unknown, rest: unknown[]) {
    // Nest passes the context (class name) last. Before it: an error's stack for `error`, or the
    // text of a structured line (`logger.log({ ids }, 'What happened')`).
    const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const fields: Record<string, unknown> = context ? { context } : {};
    let text: string | undefined;
    for (const extra of rest) {
      if (typeof extra === 'string') {
        if (level === 'error' && /\n\s+at /.test(extra)) fields.stack = extra;
        else text = text ? `${text} ${extra}` : extra;
      } else if (extra instanceof Error) fields.err = extra;
      else if (extra && typeof extra === 'object') Object.assign(fields, extra);
    }
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, text ?? message.message);
    else if (message && typeof message === 'object') this.logger[level]({ ...fields, ...message }, text);
    else this.logger[level](fields, text ? `${String(message)} ${text}` : String(message));
  }
}
