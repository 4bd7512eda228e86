import { Injectable, Logger } from '@nestjs/common';
import { RpcClient } from '@maeum/messaging';

/**
 * With `data_retention_consent` off, a session's messages are deleted when it
 * ends and only its title, date, duration and mood tags stay. The consent lives with auth; when
 * auth cannot be asked the transcript is kept (it can still be deleted; deleted words cannot come back).
 */
@Injectable()
export class TranscriptRetention {
  private readonly logger = new Logger(TranscriptRetention.name);

  constructor(private readonly rpc: RpcClient) {}

  async keeps(userId: string): Promise<boolean> {
    try {
      const preferences = await this.rpc.request('auth.me.get-preferences', undefined, {
        userId,
        timeoutMs: 2000,
      });
      return preferences.dataRetentionConsent !== false;
    } catch (error) {
      this.logger.warn(
        { code: (error as { code?: string }).code },
        'Could not read the retention consent; keeping the transcript',
      );
      return true;
    }
  }
}
