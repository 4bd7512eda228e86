import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';

/** How a process writes its logs: JSON lines for machines (default), or lines for people (`npm start`). */
export type LogFormat = 'json' | 'pretty';

type Line = Record<string, unknown> & { context?: unknown; err?: { stack?: unknown }; stack?: unknown };

const indent = (text: string) => text.replace(/^/gm, '    ');

/** `[Context] message`, then an error's stack on the lines below it. */
function formatMessage(line: Line, messageKey: string): string {
  const context = typeof line.context === 'string' ? `[${line.context}] ` : '';
  const stack = line.err?.stack ?? line.stack;
  return `${context}${String(line[messageKey] ?? '')}${typeof stack === 'string' ? `\n${indent(stack)}` : ''}`;
}

/**
 * Human-readable lines: `[12:03:45.120] INFO: [Context] message {"requestId":…}`. Synchronous on
 * purpose (not a worker-thread transport): a line is out before a crash or `process.exit`, in order
 * with the app's other output. The app's name is left out: `npm start` prefixes every line with it.
 */
export function prettyLogStream(destination?: NodeJS.WritableStream): DestinationStream {
  return pretty({
    sync: true,
    destination,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,app,context,err,stack',
    singleLine: true,
    messageFormat: formatMessage,
  });
}
