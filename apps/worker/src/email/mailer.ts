import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { EmailContent } from './email-templates';
import { WorkerConfig } from '../worker.config';

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * Sends e-mail through the configured SMTP server. Without SMTP_HOST (development) nothing leaves
 * the machine: nodemailer's JSON transport builds the message and the caller logs it.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  /** False when e-mails are only built, not delivered (no SMTP_HOST). */
  readonly delivers: boolean;
  private readonly transporter: Transporter;

  constructor(private readonly config: WorkerConfig) {
    this.delivers = config.SMTP_HOST !== '';
    this.transporter = this.delivers
      ? createTransport({
          host: config.SMTP_HOST,
          port: config.SMTP_PORT,
          secure: config.SMTP_SECURE,
          auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS } : undefined,
          // A stuck server fails the attempt; BullMQ retries it later.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : createTransport({ jsonTransport: true });
  }

  async send(
    to: string,
    content: EmailContent,
    attachments: EmailAttachment[] = [],
  ): Promise<{ messageId: string }> {
    const info = await this.transporter.sendMail({
      from: this.config.MAIL_FROM,
      to,
      ...content,
      attachments,
    });
    return { messageId: String(info.messageId) };
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
