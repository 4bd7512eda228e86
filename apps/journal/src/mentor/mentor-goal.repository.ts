import type { MentorGoal } from '@maeum/contracts';
import { EntityManager } from 'typeorm';

/** journal.mentor_goals: one goal per person per week (its Monday). */
export class MentorGoalRepository {
  constructor(private readonly manager: EntityManager) {}

  async set(userId: string, weekStart: string, goal: MentorGoal): Promise<void> {
    await this.manager.query(
      `INSERT INTO "journal"."mentor_goals" ("user_id", "week_start", "goal") VALUES ($1, $2, $3)
       ON CONFLICT ("user_id", "week_start") DO UPDATE SET "goal" = $3, "set_at" = now()`,
      [userId, weekStart, goal],
    );
  }

  /** The goals of the week from `monday` and of the week before. */
  thisAndLastWeek(userId: string, monday: string): Promise<{ week: string; goal: MentorGoal }[]> {
    return this.manager.query(
      `SELECT to_char("week_start", 'YYYY-MM-DD') AS "week", "goal" FROM "journal"."mentor_goals"
          WHERE "user_id" = $1 AND "week_start" IN ($2::date, $2::date - 7)`,
      [userId, monday],
    );
  }

  all(userId: string): Promise<{ weekStart: string; goal: string }[]> {
    return this.manager.query(
      `SELECT to_char("week_start", 'YYYY-MM-DD') AS "weekStart", "goal" FROM "journal"."mentor_goals"
          WHERE "user_id" = $1 ORDER BY "week_start"`,
      [userId],
    );
  }
}
