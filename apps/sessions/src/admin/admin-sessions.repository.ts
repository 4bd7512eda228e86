import type { EntityManager } from 'typeorm';

export interface LatestSessionRow {
  id: string;
  user_id: string;
  session_type: 'text' | 'voice';
  tone: string;
  started_at: Date;
  duration_seconds: number;
  message_count: number;
}

/** The admin panel's reads: nothing sealed (titles, previews, summaries, messages) is selected. */
export class AdminSessionsRepository {
  constructor(private readonly manager: EntityManager) {}

  latest(limit: number): Promise<LatestSessionRow[]> {
    return this.manager.query(
      `SELECT "id", "user_id", "session_type", "tone", "started_at", "message_count",
              GREATEST(0, extract(epoch FROM coalesce("ended_at", "last_message_at") - "started_at"))::int AS "duration_seconds"
         FROM "sessions"."chat_sessions" ORDER BY "started_at" DESC, "id" DESC LIMIT $1`,
      [limit],
    );
  }
}
