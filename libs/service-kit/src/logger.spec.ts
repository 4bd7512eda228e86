import pino from 'pino';
import { Writable } from 'node:stream';
import { PinoNestLogger } from './logger';

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
