import { Injectable } from '@nestjs/common';
import type { SessionType } from '@maeum/contracts';
import { DataSource, EntityManager } from 'typeorm';

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
 * The SQL of usage holds. A hold is already in the counters: reserving is one conditional
 * statement on the counter row (concurrent reservations queue on that row and each re-checks the
 * limit against the count the one before it left), giving back takes the hold's row and its count.
 */
@Injectable()
export class UsageHoldsStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * A reservation's commit does not wait for the WAL to reach the disk (the wait was most of its
   * time: 7 ms of 8 on this machine). A database crash can lose the last moment's holds, each with
   * its count, never one without the other: the person gets back a place they were about to use.
   * Their replies' keeps, which make a count final, commit durably through the outbox.
   */
  async commitWithoutWaitingForDisk(manager: EntityManager): Promise<void> {
    await manager.query(`SET LOCAL synchronous_commit TO OFF`);
  }

  /**
   * One of the month's sessions under `holdId`, in one statement: a hold the session already has is
   * kept on (pinned for a reply when `pin`); otherwise the hold is inserted and the month counted
   * if fewer than `limit` are used or held. A concurrent reservation of the same id waits on the
   * hold's key and then finds it held, so an id is counted once. Within a transaction: a refusal
   * (`counted` null) leaves a hold row the caller rolls back.
   */
  async holdSession(
    manager: EntityManager,
    hold: HoldRequest & { type: SessionType; month: string; pin: boolean; limit: number },
  ): Promise<HoldOutcome> {
    const typed = hold.type === 'voice' ? 'voice_sessions_used' : 'text_sessions_used';
    const other = hold.type === 'voice' ? 'text_sessions_used' : 'voice_sessions_used';
    const [row]: HoldRow[] = await manager.query(
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
  async holdText(
    manager: EntityManager,
    hold: HoldRequest & { day: string; limit: number },
  ): Promise<HoldOutcome> {
    if (hold.limit < 1) return { fresh: true, counted: null };
    const [row]: HoldRow[] = await manager.query(
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
  async giveBack(
    manager: EntityManager,
    userId: string,
    ids: string[],
    unpinnedOnly: boolean,
  ): Promise<number> {
    const [gone]: [GoneHold[], number] = await manager.query(
      `DELETE FROM "billing"."usage_holds"
        WHERE "user_id" = $1 AND ("expires_at" <= now() OR ("id" = ANY($2::uuid[]) AND NOT ("pinned" AND $3)))
      RETURNING "kind", "session_type", to_char("period", 'YYYY-MM-DD') AS "period"`,
      [userId, ids, unpinnedOnly],
    );
    for (const hold of gone) {
      if (hold.kind === 'session') {
        const typed = hold.session_type === 'voice' ? 'voice_sessions_used' : 'text_sessions_used';
        // A hold of a month already reset was reset with it.
        await manager.query(
          `UPDATE "billing"."user_subscriptions"
              SET "sessions_used" = GREATEST("sessions_used" - 1, 0), "${typed}" = GREATEST("${typed}" - 1, 0)
            WHERE "user_id" = $1 AND "last_reset_date" = $2::date`,
          [userId, hold.period],
        );
      } else {
        await manager.query(
          `UPDATE "billing"."daily_texts" SET "used" = GREATEST("used" - 1, 0) WHERE "user_id" = $1 AND "day" = $2::date`,
          [userId, hold.period],
        );
      }
    }
    return gone.length;
  }

  /** The holds whose reply came: the rows go, the counts stay. */
  async keep(manager: EntityManager, userId: string, ids: string[]): Promise<number> {
    const [, kept]: [unknown, number] = await manager.query(
      `DELETE FROM "billing"."usage_holds" WHERE "user_id" = $1 AND "id" = ANY($2::uuid[])`,
      [userId, ids],
    );
    return kept;
  }

  /** Everything of a deleted account. */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM "billing"."usage_holds" WHERE "user_id" = $1`, [userId]);
    await manager.query(`DELETE FROM "billing"."daily_texts" WHERE "user_id" = $1`, [userId]);
  }

  /** The day rows of days before `day` count for nothing any more. */
  async forgetDaysBefore(day: string): Promise<number> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      `DELETE FROM "billing"."daily_texts" WHERE "day" < $1::date`,
      [day],
    );
    return count;
  }
}
