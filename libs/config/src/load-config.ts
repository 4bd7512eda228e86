import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';

export class ConfigValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigValidationError';
  }
}

type ConfigClass<T> = new () => T;

function describe(errors: ValidationError[]): string[] {
  return errors.flatMap((e) =>
    Object.values(e.constraints ?? {}).map((message) =>
      // class-validator words messages as "<property> must ..."; keep the variable name up front.
      message.startsWith(e.property) ? message : `${e.property}: ${message}`,
    ),
  );
}

/**
 * Reads environment variables into a validated config object. Unknown variables are ignored;
 * empty strings count as unset so that `FOO=` falls back to the default.
 */
export function loadConfig<T extends object>(cls: ConfigClass<T>, env: NodeJS.ProcessEnv = process.env): T {
  // Only the variables the class declares (each has a default) are read; the rest of the
  // environment never enters the config object, or its log line.
  const known = new Set(Object.keys(new cls()));
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(env))
    if (known.has(key) && value !== undefined && value !== '') raw[key] = value;
  const config = plainToInstance(cls, raw, { enableImplicitConversion: true, exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: false, forbidUnknownValues: false });
  if (errors.length > 0) throw new ConfigValidationError(describe(errors));
  return config;
}

/** Keys that must never reach a log line. */
export const SENSITIVE_CONFIG_KEYS = new Set<string>();

export function Sensitive(): PropertyDecorator {
  return (_target, key) => {
    SENSITIVE_CONFIG_KEYS.add(String(key));
  };
}

export function redactConfig<T extends object>(config: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(config).map(([k, v]) => [k, SENSITIVE_CONFIG_KEYS.has(k) ? '[redacted]' : v]),
  );
}
