import type { Logger as TypeOrmLogger } from 'typeorm';

export type QueryLogLevel = 'error' | 'warn' | 'info' | 'debug';
export type QueryLogWrite = (level: QueryLogLevel, fields: Record<string, unknown>, message: string) => void;

/** The first part of a statement: enough to know which one failed, never its values. */
const statementOf = (query: string) => query.replace(/\s+/g, ' ').trim().slice(0, 200);

/** Postgres' error fields that may quote a row's values ('Key (email)=(…) already exists'). */
const codeOf = (error: unknown) =>
  typeof error === 'object' && error && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
const constraintOf = (error: unknown) =>
  typeof error === 'object' && error && 'constraint' in error
    ? String((error as { constraint: unknown }).constraint)
    : undefined;

/**
 * TypeORM's logging without what people typed: a failed or slow statement is logged with its
 * text, SQLSTATE and constraint, and its parameters (an e-mail, a name, a password hash) only when
 * `withParameters` is set — LOG_LEVEL=debug outside production. The error's own message and detail
 * are left out: Postgres quotes the offending values in them.
 */
export class QueryLogger implements TypeOrmLogger {
  constructor(
    private readonly write: QueryLogWrite,
    private readonly withParameters = false,
  ) {}

  /** Statements that succeed are not logged (`logging` leaves 'query' out). */
  logQuery(_query: string, _parameters?: unknown[]) {}

  logQueryError(error: string | Error, query: string, parameters?: unknown[]) {
    this.write(
      'error',
      {
        query: statementOf(query),
        code: codeOf(error),
        constraint: constraintOf(error),
        ...(this.withParameters ? { parameters, detail: String(error) } : {}),
      },
      'query failed',
    );
  }

  logQuerySlow(time: number, query: string, parameters?: unknown[]) {
    this.write(
      'warn',
      { ms: time, query: statementOf(query), ...(this.withParameters ? { parameters } : {}) },
      'slow query',
    );
  }

  logSchemaBuild(message: string) {
    this.write('debug', {}, message);
  }

  logMigration(message: string) {
    this.write('info', {}, message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown) {
    this.write(level === 'warn' ? 'warn' : 'info', {}, String(message));
  }
}

/** Without an application logger: one JSON line on stderr per entry, with no parameters. */
export const stderrQueryLogger = () =>
  new QueryLogger((level, fields, message) =>
    process.stderr.write(`${JSON.stringify({ level, ...fields, msg: message })}\n`),
  );
