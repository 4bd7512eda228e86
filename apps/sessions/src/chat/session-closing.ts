import { Injectable } from '@nestjs/common';
import { summariseSession } from '@maeum/ai';
import { SESSION_ENDED_V1 } from '@maeum/contracts';
import type { UserCipher } from '../data-keys/data-keys';
import type { ChatSessionRow } from './chat-rows';
import { MemoryBook } from '../memory/memory-book';
import type { SessionsScope } from '../sessions.unit-of-work';

/** An ended session, and whether the memory was too full to keep it. */
export type ClosedSession = ChatSessionRow & { memoryFull?: boolean };

export type EndReason = 'ended' | 'left' | 'time_up' | 'replaced';

/**
 * Ends a session: a title, a real summary and mood tags from the words the person used (never
 * "Session completed successfully"). A session where the person said nothing is removed instead:
 * there is nothing in it to keep. Runs inside the caller's unit of work (`scope`).
 */
@Injectable()
export class SessionClosing {
  constructor(private readonly memory: MemoryBook) {}

  async close(
    scope: SessionsScope,
    row: ChatSessionRow,
    cipher: UserCipher,
    reason: EndReason,
    keepTranscript = true,
  ): Promise<ClosedSession | undefined> {
    const { sessions, messages, clips, memories, outbox } = scope;
    if (row.message_count <= 1 && reason !== 'ended') {
      await sessions.delete(row.id);
      return undefined;
    }
    const all = await messages.of(row.id);
    const said = all.filter((m) => m.role === 'user').map((m) => cipher.open(m.content_enc));
    // Only the companion spoke (a welcome, a notice): there was no exchange to keep.
    if (said.length === 0 && reason !== 'ended') {
      await sessions.delete(row.id);
      return undefined;
    }
    // The summary says the session's own count, the number its card shows.
    const summary = summariseSession(said, row.language, undefined, row.message_count);
    if (!keepTranscript) await messages.deleteOf(row.id);
    if (row.session_type === 'voice') await clips.dropLoose(row.id, !keepTranscript);
    // The person keeps no transcripts: nothing of their words is remembered either.
    const remembered =
      keepTranscript && summary.memory
        ? await this.memory.remember(memories, row.user_id, row.id, summary.memory, cipher)
        : 'off';
    const ended = await sessions.update(row.id, {
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
    await outbox.add(SESSION_ENDED_V1, {
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
