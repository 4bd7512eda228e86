import type { EntityManager } from 'typeorm';

/** Who among some people had a crisis referral, or a session showing the crisis card, lately. */
export class CrisisHoldRepository {
  constructor(private readonly manager: EntityManager) {}

  async held(userIds: string[], now: Date, hours: number): Promise<string[]> {
    const rows: { user_id: string }[] = await this.manager.query(
      `SELECT DISTINCT "user_id" FROM (
         SELECT m."user_id" FROM "sessions"."chat_messages" m
          WHERE m."user_id" = ANY($1::uuid[]) AND m."crisis"
            AND m."created_at" > $2::timestamptz - make_interval(hours => $3)
         UNION ALL
         SELECT s."user_id" FROM "sessions"."chat_sessions" s
          WHERE s."user_id" = ANY($1::uuid[]) AND s."crisis_shown"
            AND s."last_message_at" > $2::timestamptz - make_interval(hours => $3)
       ) held`,
      [userIds, now, hours],
    );
    return rows.map((r) => r.user_id);
  }
}
