import type { SessionType } from '@maeum/contracts';
import { EntityManager } from 'typeorm';

export interface HoldRequest {
  id: string;
  userId: string;
  ttlSeconds: number;
}

/** `fresh`: this request made the hold; `counted`: the count with it, null when the limit said no. */
export interface HoldOutcome {
  fresh: boolean;
  counted: number | null;
}

interface HoldRow {
  fresh: number;
  used: number | null;
}

const outcome = (row: HoldRow): HoldOutcome => ({ fresh: row.fresh === 1, counted: row.used });

export interface GoneHold {
  kind: 'session' | 'text';
  session_type: SessionType;
  period: string;
}

/**
 * The SQL of usage: the holds, the day counts of texts, and the month's counters on the subscription row. A hold is already in the counters: reserving is one conditional
 * statement on the counter row (concurrent reservations queue on that row and each re-checks the
 * limit against the count the one before it left), giving back takes the hold's row and its count.
 */
export class UsageRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * A reservation's commit does not wait for the WAL to reach the disk (the wait was most of its
   * time: 7 ms of 8 on this machine). A database crash can lose the last moment's holds, each with
   * its count, never one without the other: the person gets back a place they were about to use.
   * Their replies' keeps, which make a count final, commit durably through the outbox.
   */
  async commitWithoutWaitingForDisk(): Promise<void> {
    await this.manager.query(`SET LOCAL synchronous_commit TO OFF`);
  }

  /**
   * One of the month's sessions under `holdId`, in one statement: a hold the session already has is
   * kept on (pinned for a reply when `pin`); otherwise the hold is inserted and the month counted
   * if fewer than `limit` are used or held. A concurrent reservation of the same id waits on the
   * hold's key and then finds it held, so an id is counted once. Within a transaction: a refusal
   * (`counted` null) leaves a hold row the caller rolls back.
   */
  async holdSession(
    hold: HoldRequest & { type: SessionType; month: string; pin: boolean; limit: number },
  ): Promise<HoldOutcome> {
    const typed = hold.type === 'voice' ? 'voice_sessions_used' : 'text_sessions_used';
    const other = hold.type === 'voice' ? 'text_sessions_used' : 'voice_sessions_used';
    const [row]: HoldRow[] = await this.manager.query(
      `WITH renewed AS (
         UPDATE "billing"."usage_holds"
            SET "pinned" = "pinned" OR $5, "expires_at" = GREATEST("expires_at", now() + make_interval(secs => $6))
          WHERE "id" = $1 AND "user_id" = $2 AND "kind" = 'session'
         RETURNING "id"),
       inserted AS (
         INSERT INTO "billing"."usage_holds" ("id", "user_id", "kind", "session_type", "period", "pinned", "expires_at")
         SELECT $1, $2, 'session', $3, $4, $5, now() + make_interval(secs => $6)
          WHERE NOT EXISTS (SELECT 1 FROM renewed)
         ON CONFLICT ("id") DO NOTHING RETURNING "id"),
       counted AS (
         UPDATE "billing"."user_subscriptions"
            SET "sessions_used" = CASE WHEN "last_reset_date" < $4 THEN 0 ELSE "sessions_used" END + 1,
                "${typed}" = CASE WHEN "last_reset_date" < $4 THEN 0 ELSE "${typed}" END + 1,
                "${other}" = CASE WHEN "last_reset_date" < $4 THEN 0 ELSE "${other}" END,
                "last_reset_date" = GREATEST("last_reset_date", $4::date)
          WHERE "user_id" = $2 AND EXISTS (SELECT 1 FROM inserted)
            AND CASE WHEN "last_reset_date" < $4 THEN 0
                     ELSE GREATEST("sessions_used", "voice_sessions_used", "text_sessions_used") END < $7
         RETURNING GREATEST("sessions_used", "voice_sessions_used", "text_sessions_used") AS "used")
       SELECT (SELECT count(*) FROM inserted)::int AS "fresh", (SELECT "used" FROM counted) AS "used"`,
      [hold.id, hold.userId, hold.type, hold.month, hold.pin, hold.ttlSeconds, hold.limit],
    );
    return outcome(row);
  }

  /**
   * One of the day's texts under `holdId`, in one statement: the hold is inserted and the day
   * counted if fewer than `limit` are sent or held (the same terms as holdSession).
   */
  async holdText(hold: HoldRequest & { day: string; limit: number }): Promise<HoldOutcome> {
    if (hold.limit < 1) return { fresh: true, counted: null };
    const [row]: HoldRow[] = await this.manager.query(
      `WITH inserted AS (
         INSERT INTO "billing"."usage_holds" ("id", "user_id", "kind", "session_type", "period", "pinned", "expires_at")
         VALUES ($1, $2, 'text', 'text', $3, true, now() + make_interval(secs => $4))
         ON CONFLICT ("id") DO NOTHING RETURNING "id"),
       counted AS (
         INSERT INTO "billing"."daily_texts" AS d ("user_id", "day", "used") SELECT $2, $3, 1 FROM inserted
         ON CONFLICT ("user_id", "day") DO UPDATE SET "used" = d."used" + 1 WHERE d."used" < $5
         RETURNING "used")
       SELECT (SELECT count(*) FROM inserted)::int AS "fresh", (SELECT "used" FROM counted) AS "used"`,
      [hold.id, hold.userId, hold.day, hold.ttlSeconds, hold.limit],
    );
    return outcome(row);
  }

  /**
   * Gives back the user's holds that expired, and those of `ids` (unless pinned, when
   * `unpinnedOnly`): each row goes with its count. A hold already kept or given back is no row.
   */
  async giveBack(userId: string, ids: string[], unpinnedOnly: boolean): Promise<number> {
    const [gone]: [GoneHold[], number] = await this.manager.query(
      `DELETE FROM "billing"."usage_holds"
        WHERE "user_id" = $1 AND ("expires_at" <= now() OR ("id" = ANY($2::uuid[]) AND NOT ("pinned" AND $3)))
      RETURNING "kind", "session_type", to_char("period", 'YYYY-MM-DD') AS "period"`,
      [userId, ids, unpinnedOnly],
    );
    for (const hold of gone) {
      if (hold.kind === 'session') {
        const typed = hold.session_type === 'voice' ? 'voice_sessions_used' : 'text_sessions_used';
        // A hold of a month already reset was reset with it.
        await this.manager.query(
          `UPDATE "billing"."user_subscriptions"
              SET "sessions_used" = GREATEST("sessions_used" - 1, 0), "${typed}" = GREATEST("${typed}" - 1, 0)
            WHERE "user_id" = $1 AND "last_reset_date" = $2::date`,
          [userId, hold.period],
        );
      } else {
        await this.manager.query(
          `UPDATE "billing"."daily_texts" SET "used" = GREATEST("used" - 1, 0) WHERE "user_id" = $1 AND "day" = $2::date`,
          [userId, hold.period],
        );
      }
    }
    return gone.length;
  }

  /** The holds whose reply came: the rows go, the counts stay. */
  async keep(userId: string, ids: string[]): Promise<number> {
    const [, kept]: [unknown, number] = await this.manager.query(
      `DELETE FROM "billing"."usage_holds" WHERE "user_id" = $1 AND "id" = ANY($2::uuid[])`,
      [userId, ids],
    );
    return kept;
  }

  /** Everything of a deleted account. */
  async deleteAllOf(userId: string): Promise<void> {
    await this.manager.query(`DELETE FROM "billing"."usage_holds" WHERE "user_id" = $1`, [userId]);
    await this.manager.query(`DELETE FROM "billing"."daily_texts" WHERE "user_id" = $1`, [userId]);
  }

  /** The day rows of days before `day` count for nothing any more. */
  async forgetDaysBefore(day: string): Promise<number> {
    const [, count]: [unknown, number] = await this.manager.query(
      `DELETE FROM "billing"."daily_texts" WHERE "day" < $1::date`,
      [day],
    );
    return count;
  }

  /**
   * The monthly reset of the users in [from, to) (null: open end): every row still counting an
   * earlier month starts `monthStart` from zero. Answers how many rows it reset.
   */
  async resetMonth(monthStart: string, from: string | null, to: string | null): Promise<number> {
    const [, reset]: [unknown, number] = await this.manager.query(
      `UPDATE "billing"."user_subscriptions"
          SET "sessions_used" = 0, "voice_sessions_used" = 0, "text_sessions_used" = 0, "last_reset_date" = $1
        WHERE "last_reset_date" < $1
          AND ($2::uuid IS NULL OR "user_id" >= $2::uuid) AND ($3::uuid IS NULL OR "user_id" < $3::uuid)`,
      [monthStart, from, to],
    );
    return reset;
  }
}
