import { Injectable } from '@nestjs/common';
import { summariseSession } from '@maeum/ai';
import { SESSION_ENDED_V1 } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import type { UserCipher } from '../data-keys/data-keys';
import type { ChatSessionRow } from './chat-rows';
import { MemoryBook } from '../memory/memory-book';
import { ChatStore } from './chat.store';

/** An ended session, and whether the memory was too full to keep it. */
export type ClosedSession = ChatSessionRow & { memoryFull?: boolean };

export type EndReason = 'ended' | 'left' | 'time_up' | 'replaced';

/**
 * Ends a session: a title, a real summary and mood tags from the words the person used (never
 * "Session completed successfully"). A session where the person said nothing is removed instead:
 * there is nothing in it to keep.
 */
@Injectable()
export class SessionClosing {
  constructor(
    private readonly store: ChatStore,
    private readonly memory: MemoryBook,
    private readonly outbox: Outbox,
  ) {}

  async close(
    manager: EntityManager,
    row: ChatSessionRow,
    cipher: UserCipher,
    reason: EndReason,
    keepTranscript = true,
  ): Promise<ClosedSession | undefined> {
    if (row.message_count <= 1 && reason !== 'ended') {
      await this.store.delete(manager, row.id);
      return undefined;
    }
    const messages = await this.store.messages(row.id, manager);
    const said = messages.filter((m) => m.role === 'user').map((m) => cipher.open(m.content_enc));
    // Only the companion spoke (a welcome, a notice): there was no exchange to keep.
    if (said.length === 0 && reason !== 'ended') {
      await this.store.delete(manager, row.id);
      return undefined;
    }
    // The summary says the session's own count, the number its card shows.
    const summary = summariseSession(said, row.language, undefined, row.message_count);
    if (!keepTranscript) await this.store.deleteMessages(manager, row.id);
    if (row.session_type === 'voice') await this.store.dropLooseClips(manager, row.id, !keepTranscript);
    // The person keeps no transcripts: nothing of their words is remembered either.
    const remembered =
      keepTranscript && summary.memory
        ? await this.memory.remember(manager, row.user_id, row.id, summary.memory, cipher)
        : 'off';
    const ended = await this.store.update(manager, row.id, {
      title_enc: cipher.seal(summary.title),
      summary_enc: keepTranscript ? cipher.seal(summary.summary) : null,
      preview_enc: keepTranscript ? row.preview_enc : null,
      mood_tags_enc: summary.moodTags.map((tag) => cipher.seal(tag)),
      ended_at: new Date(),
      end_reason: reason,
    });
    // The statistics of the journal: counts and the direction of the talk, never its words.
    // The caller's transaction holds it, so a rolled-back end publishes nothing.
    const endedAt = ended.ended_at ?? new Date();
    await this.outbox.add(manager, SESSION_ENDED_V1, {
      userId: row.user_id,
      sessionId: row.id,
      sessionType: row.session_type,
      durationSeconds: Math.max(0, Math.round((endedAt.getTime() - row.started_at.getTime()) / 1000)),
      messageCount: row.message_count,
      moodDirection: summary.direction,
      startedAt: row.started_at.toISOString(),
      endedAt: endedAt.toISOString(),
    });
    return { ...ended, ...(remembered === 'full' ? { memoryFull: true } : {}) };
  }
}
