import { Injectable } from '@nestjs/common';
import { CRISIS_HOLD_HOURS } from '@maeum/contracts';
import { DataSource } from 'typeorm';

/**
 * The crisis hold (issue 24): for CRISIS_HOLD_HOURS after a crisis referral no self-care reminder
 * is sent. A referral is a user message the gate called a crisis (chat_messages.crisis); a session
 * whose crisis card was shown and that was active in the hold counts too, so a transcript that is
 * not kept (or was reset) still holds.
 */
@Injectable()
export class CrisisHoldsUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(userIds: string[], now = new Date()): Promise<{ held: string[] }> {
    if (userIds.length === 0) return { held: [] };
    const rows: { user_id: string }[] = await this.dataSource.query(
      `SELECT DISTINCT "user_id" FROM (
         SELECT m."user_id" FROM "sessions"."chat_messages" m
          WHERE m."user_id" = ANY($1::uuid[]) AND m."crisis"
            AND m."created_at" > $2::timestamptz - make_interval(hours => $3)
         UNION ALL
         SELECT s."user_id" FROM "sessions"."chat_sessions" s
          WHERE s."user_id" = ANY($1::uuid[]) AND s."crisis_shown"
            AND s."last_message_at" > $2::timestamptz - make_interval(hours => $3)
       ) held`,
      [userIds, now, CRISIS_HOLD_HOURS],
    );
    return { held: rows.map((r) => r.user_id) };
  }
}
