import pino from 'pino';
import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { createRootLogger, PinoNestLogger } from './logger';
import { runWithRequestContext } from '@maeum/telemetry';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, logger: new PinoNestLogger(pino({ level: 'trace' }, stream)) };
}

describe('PinoNestLogger', () => {
  it('keeps a structured line and its text apart', () => {
    const { lines, logger } = capture();
    logger.log({ deleted: 3 }, 'Outbox cleanup pass', 'OutboxCleanupHandler');
    expect(lines[0]).toMatchObject({
      deleted: 3,
      msg: 'Outbox cleanup pass',
      context: 'OutboxCleanupHandler',
    });
    expect(lines[0]).not.toHaveProperty('stack');
  });

  it('keeps an error stack as the stack', () => {
    const { lines, logger } = capture();
    logger.error('It broke', 'Error: It broke\n    at somewhere (file.ts:1:1)', 'Thing');
    expect(lines[0]).toMatchObject({ msg: 'It broke', context: 'Thing' });
    expect(String(lines[0].stack)).toContain('at somewhere');
  });
});

describe('createRootLogger', () => {
  function output() {
    let text = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    return { stream, text: () => stripVTControlCharacters(text) };
  }

  it('writes JSON lines by default, with the app and the level by name', () => {
    const { stream, text } = output();
    createRootLogger('auth', 'info', undefined, stream).info({ context: 'Boot' }, 'Ready');
    expect(JSON.parse(text())).toMatchObject({ app: 'auth', level: 'info', context: 'Boot', msg: 'Ready' });
  });

  it('never writes credentials, what people typed, or the values of a failed statement', () => {
    const { stream, text } = output();
    const logger = new PinoNestLogger(createRootLogger('auth', 'info', undefined, stream));
    const failed = Object.assign(new Error('duplicate key value'), {
      parameters: ['ji@example.com', 'Ji-woo', '$argon2id$v=19$abc'],
      driverError: { detail: 'Key (email)=(ji@example.com) already exists.' },
    });
    logger.error(failed, 'SignUp');
    logger.warn({ email: 'ji@example.com', password: 'hunter2-long', text: 'what I wrote' }, 'Odd', 'Auth');
    logger.log({ req: { headers: { authorization: 'Bearer eyJhbGci', cookie: 'rt=abc' } } }, 'Request');
    for (const secret of [
      'ji@example.com',
      'Ji-woo',
      'argon2id',
      'hunter2-long',
      'what I wrote',
      'eyJhbGci',
      'rt=abc',
    ]) {
      expect(text()).not.toContain(secret);
    }
    expect(text()).toContain('[redacted]');
    expect(text()).toContain('duplicate key value');
  });

  it('writes one line for people when the format is pretty: short time, level, context, message', () => {
    const { stream, text } = output();
    const logger = new PinoNestLogger(createRootLogger('auth', 'info', 'pretty', stream));
    runWithRequestContext({ requestId: 'req-1' }, () =>
      logger.log({ deleted: 3 }, 'Outbox cleanup pass', 'Cleanup'),
    );
    expect(text()).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: \[Cleanup\] Outbox cleanup pass \{.*"requestId":"req-1".*\}\n$/,
    );
    expect(text()).toContain('"deleted":3');
    expect(text()).not.toContain('"app"');
  });

  it('puts an error stack under the line when the format is pretty', () => {
    const { stream, text } = output();
    const logger = new PinoNestLogger(createRootLogger('auth', 'info', 'pretty', stream));
    logger.error(new Error('Database went away'), 'Boot');
    logger.error('It broke', 'Error: It broke\n    at somewhere (file.ts:1:1)', 'Thing');
    const lines = text().split('\n');
    expect(lines[0]).toMatch(/ ERROR: \[Boot\] Database went away$/);
    expect(lines[1]).toBe('    Error: Database went away');
    expect(lines[2]).toMatch(/^ {8}at .*logger\.spec\.ts/);
    expect(text()).toMatch(
      / ERROR: \[Thing\] It broke\n {4}Error: It broke\n {8}at somewhere \(file\.ts:1:1\)\n/,
    );
  });
});
