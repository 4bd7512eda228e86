import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An outside party's HTTP API on loopback: a free port, its URL, the body read, and stop. */
export abstract class LoopbackServer {
  private server?: Server;
  protected readonly open = new Set<ServerResponse>();

  /** Where the server's API starts (`http://127.0.0.1:<port>` plus the API's base path). */
  get url(): string {
    return `${this.origin}${this.basePath}`;
  }

  protected get basePath(): string {
    return '';
  }

  protected get origin(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error(`${this.constructor.name} is not started`);
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.open.add(res);
      res.on('close', () => this.open.delete(res));
      void this.handle(req, res);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  async stop(): Promise<void> {
    for (const res of this.open) res.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  protected async readJson<T>(req: IncomingMessage): Promise<T> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as T;
  }

  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}
