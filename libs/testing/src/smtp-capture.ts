import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedEmail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives, for tests of code that sends e-mail
 * through SMTP. Plain SMTP: no STARTTLS and no AUTH, so point the sender at it with SMTP_SECURE=false.
 */
export class SmtpCapture {
  readonly messages: CapturedEmail[] = [];
  private server?: SMTPServer;
  private readonly waiters = new Set<() => void>();
  private holdNextMessage?: () => void;

  /** Listens on `port` (0: any free port) on 127.0.0.1. */
  async start(port = 0): Promise<{ host: string; port: number }> {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const held = this.holdNextMessage;
          if (held) {
            // Never acknowledged: to the sender, the message was not delivered.
            this.holdNextMessage = undefined;
            held();
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw).then(
            (parsed) => {
              this.messages.push({
                to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                raw,
              });
              for (const wake of this.waiters) wake();
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    server.on('error', () => undefined); // a client dropping its connection is not a test failure
    const address = server.server.address() as AddressInfo;
    return { host: '127.0.0.1', port: address.port };
  }

  /**
   * The next message is taken in but never acknowledged, so its sender hangs mid-send (as with a
   * stuck mail server). Resolves once that message has arrived; it is not kept.
   */
  holdNext(): Promise<void> {
    return new Promise((resolve) => (this.holdNextMessage = resolve));
  }

  /** The first message (received already or later) that matches, or a rejection after the timeout. */
  waitForMessage(
    predicate: (message: CapturedEmail) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<CapturedEmail> {
    const found = this.messages.find(predicate);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const wake = () => {
        const match = this.messages.find(predicate);
        if (!match) return;
        done();
        resolve(match);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`No matching e-mail within ${timeoutMs} ms (${this.messages.length} received)`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
      };
      this.waiters.add(wake);
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
