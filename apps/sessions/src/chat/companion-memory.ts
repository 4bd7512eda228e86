import { Injectable, Logger } from '@nestjs/common';
import { RpcClient } from '@maeum/messaging';
import type { UserCipher } from '../data-keys/data-keys';
import { MemoryBook } from '../memory/memory-book';
import { Companion } from './companion';

const CONTEXT_FIELDS = [
  ['currentSituation', 'Their situation'],
  ['overwhelmingFactors', 'What overwhelms them'],
  ['calmingFactors', 'What calms them'],
  ['goals', 'Their goals'],
  ['challenges', 'Their challenges'],
  ['additionalNotes', 'Also shared'],
] as const;

/**
 * What a reply may draw on from outside this session: the remembered lines of earlier sessions
 * and what the person shared at onboarding, both only while memory is on, read at every reply so
 * an erased memory is gone from the next one. The offline companion reads none of it.
 */
@Injectable()
export class CompanionMemory {
  private readonly logger = new Logger(CompanionMemory.name);

  constructor(
    private readonly book: MemoryBook,
    private readonly rpc: RpcClient,
    private readonly companion: Companion,
  ) {}

  async linesFor(userId: string, cipher: UserCipher): Promise<string[]> {
    if (this.companion.provider.name === 'offline') return [];
    if (!(await this.book.enabled(userId))) return [];
    const lines = await this.book.newest(userId, cipher);
    try {
      const context = await this.rpc.request('auth.me.get-context', undefined, { userId, timeoutMs: 2000 });
      for (const [field, label] of CONTEXT_FIELDS) {
        const value = String(context[field] ?? '').trim();
        if (value) lines.push(`${label}: ${value.slice(0, 300)}`);
      }
    } catch (error) {
      this.logger.warn(
        { code: (error as { code?: string }).code },
        'Onboarding context unavailable for this reply',
      );
    }
    return lines;
  }
}
