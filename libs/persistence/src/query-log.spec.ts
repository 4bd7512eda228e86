import { QueryLogger, type QueryLogLevel } from './query-log';

describe('the query log', () => {
  const failure = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
    code: '23505',
    constraint: 'users_email',
    detail: 'Key (email)=(someone@example.com) already exists.',
  });
  const parameters = ['someone@example.com', 'Ji-woo', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'];

  function logged(withParameters: boolean) {
    const lines: { level: QueryLogLevel; fields: Record<string, unknown>; message: string }[] = [];
    const logger = new QueryLogger(
      (level, fields, message) => lines.push({ level, fields, message }),
      withParameters,
    );
    logger.logQueryError(
      failure,
      'INSERT INTO auth.users (email, name, password_hash)\n VALUES ($1, $2, $3)',
      parameters,
    );
    logger.logQuerySlow(1200, 'SELECT * FROM auth.users WHERE email = $1', parameters);
    logger.logQuery('SELECT 1', parameters);
    return lines;
  }

  it('names the failed statement, its SQLSTATE and constraint, and none of its values', () => {
    const lines = logged(false);
    const text = JSON.stringify(lines);
    expect(lines[0]).toMatchObject({
      level: 'error',
      message: 'query failed',
      fields: {
        code: '23505',
        constraint: 'users_email',
        query: expect.stringContaining('INSERT INTO auth.users'),
      },
    });
    for (const secret of [...parameters, 'someone@example.com']) expect(text).not.toContain(secret);
    expect(lines).toHaveLength(2); // statements that succeed are not logged at all
  });

  it('shows the values only when asked to (debug, outside production)', () => {
    expect(JSON.stringify(logged(true))).toContain('someone@example.com');
  });
});
