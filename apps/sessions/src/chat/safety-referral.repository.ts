import type { EntityManager } from 'typeorm';

/** The anonymous daily counts of crisis and concern referrals: no user id, no words. */
export class SafetyReferralRepository {
  constructor(private readonly manager: EntityManager) {}

  /** One more referral today (Asia/Seoul), counted by outcome, reason and language only. */
  async count(referral: {
    outcome: 'crisis' | 'concern';
    category: string;
    language: string;
  }): Promise<void> {
    await this.manager.query(
      `INSERT INTO "sessions"."safety_referrals_daily" ("day", "outcome", "category", "language", "referrals")
       VALUES ((now() AT TIME ZONE 'Asia/Seoul')::date, $1, $2, $3, 1)
       ON CONFLICT ("day", "outcome", "category", "language")
       DO UPDATE SET "referrals" = "safety_referrals_daily"."referrals" + 1`,
      [referral.outcome, referral.category, referral.language],
    );
  }

  /** Referrals per day over the last `days` (UTC), for the admin panel. */
  async perDay(days: number): Promise<{ day: string; count: number }[]> {
    const rows: { day: string; count: string }[] = await this.manager.query(
      `SELECT to_char("day", 'YYYY-MM-DD') AS "day", sum("referrals") AS "count" FROM "sessions"."safety_referrals_daily"
        WHERE "day" >= (now() AT TIME ZONE 'UTC')::date - ($1::int - 1) GROUP BY "day" ORDER BY "day"`,
      [days],
    );
    return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
  }
}
