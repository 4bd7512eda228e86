import { Injectable } from '@nestjs/common';
import type { SessionType } from '@maeum/contracts';
import { DataSource, EntityManager } from 'typeorm';

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

  /** The session's hold, kept on (and pinned for a reply when `pin`); false when it has none. */
  async renewSessionHold(
    manager: EntityManager,
    userId: string,
    holdId: string,
    pin: boolean,
    ttlSeconds: number,
  ): Promise<boolean> {
    // TypeORM answers an UPDATE or DELETE as [rows, count].
    const [rows]: [unknown[], number] = await manager.query(
      `UPDATE "billing"."usage_holds"
          SET "pinned" = "pinned" OR $3, "expires_at" = GREATEST("expires_at", now() + make_interval(secs => $4))
        WHERE "id" = $1 AND "user_id" = $2 AND "kind" = 'session' AND "expires_at" > now()
      RETURNING "id"`,
      [holdId, userId, pin, ttlSeconds],
    );
    return rows.length === 1;
  }

  /**
   * A new hold's row; false when the id is already held (a retried request, or a concurrent one
   * for the same session that got there first): that hold is the one that counts.
   */
  async insertHold(
    manager: EntityManager,
    hold: {
      id: string;
      userId: string;
      kind: 'session' | 'text';
      sessionType: SessionType;
      period: string;
      pinned: boolean;
      ttlSeconds: number;
    },
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO "billing"."usage_holds" ("id", "user_id", "kind", "session_type", "period", "pinned", "expires_at")
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))
       ON CONFLICT ("id") DO NOTHING RETURNING "id"`,
      [hold.id, hold.userId, hold.kind, hold.sessionType, hold.period, hold.pinned, hold.ttlSeconds],
    );
    return rows.length === 1;
  }

  /** One more of the month's sessions if fewer than `limit` are used or held; the count, or null. */
  async countSession(
    manager: EntityManager,
    userId: string,
    type: SessionType,
    month: string,
    limit: number,
  ): Promise<number | null> {
    const typed = type === 'voice' ? 'voice_sessions_used' : 'text_sessions_used';
    const other = type === 'voice' ? 'text_sessions_used' : 'voice_sessions_used';
    const [rows]: [{ used: number }[], number] = await manager.query(
      `UPDATE "billing"."user_subscriptions"
          SET "sessions_used" = CASE WHEN "last_reset_date" < $2 THEN 0 ELSE "sessions_used" END + 1,
              "${typed}" = CASE WHEN "last_reset_date" < $2 THEN 0 ELSE "${typed}" END + 1,
              "${other}" = CASE WHEN "last_reset_date" < $2 THEN 0 ELSE "${other}" END,
              "last_reset_date" = GREATEST("last_reset_date", $2::date)
        WHERE "user_id" = $1
          AND CASE WHEN "last_reset_date" < $2 THEN 0
                   ELSE GREATEST("sessions_used", "voice_sessions_used", "text_sessions_used") END < $3
      RETURNING GREATEST("sessions_used", "voice_sessions_used", "text_sessions_used") AS "used"`,
      [userId, month, limit],
    );
    return rows[0]?.used ?? null;
  }

  /** One more of the day's texts if fewer than `limit` are sent or held; the count, or null. */
  async countText(
    manager: EntityManager,
    userId: string,
    day: string,
    limit: number,
  ): Promise<number | null> {
    if (limit < 1) return null;
    const rows: { used: number }[] = await manager.query(
      `INSERT INTO "billing"."daily_texts" AS d ("user_id", "day", "used") VALUES ($1, $2, 1)
       ON CONFLICT ("user_id", "day") DO UPDATE SET "used" = d."used" + 1 WHERE d."used" < $3
       RETURNING "used"`,
      [userId, day, limit],
    );
    return rows[0]?.used ?? null;
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
