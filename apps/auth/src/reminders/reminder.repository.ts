import { randomBytes } from 'node:crypto';
import type { PushSubscriptionInput, ReminderSettingsInput } from '@maeum/contracts';
import { EntityManager } from 'typeorm';

export interface ReminderSettingsRow {
  enabled: boolean;
  time: string;
  weekdays: (number | string)[];
}

/** A person whose reminder is due now, with what the e-mail needs. */
export interface DueReminderRow {
  user_id: string;
  email: string;
  language: string | null;
  day: string;
  stop_key: Buffer;
}

export interface PushDeviceRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** auth.reminder_settings and auth.push_subscriptions. */
export class ReminderRepository {
  constructor(private readonly manager: EntityManager) {}

  async settingsOf(userId: string): Promise<ReminderSettingsRow | undefined> {
    const [row]: ReminderSettingsRow[] = await this.manager.query(
      `SELECT "enabled", to_char("local_time", 'HH24:MI') AS "time", "weekdays"
             FROM "auth"."reminder_settings" WHERE "user_id" = $1`,
      [userId],
    );
    return row;
  }

  async timeZoneOf(userId: string): Promise<string | undefined> {
    const [zone]: { timezone: string }[] = await this.manager.query(
      `SELECT "timezone" FROM "auth"."user_preferences" WHERE "user_id" = $1`,
      [userId],
    );
    return zone?.timezone;
  }

  async deviceCount(userId: string): Promise<number> {
    const [devices]: { count: number }[] = await this.manager.query(
      `SELECT count(*)::int AS "count" FROM "auth"."push_subscriptions" WHERE "user_id" = $1`,
      [userId],
    );
    return devices?.count ?? 0;
  }

  /** Creates or updates the settings; a new row gets its stop key (an existing one keeps its own). */
  async save(userId: string, input: ReminderSettingsInput, weekdays: number[]): Promise<void> {
    await this.manager.query(
      `INSERT INTO "auth"."reminder_settings" ("user_id", "enabled", "local_time", "weekdays", "stop_key")
       VALUES ($1, $2, $3::time, $4::smallint[], $5)
       ON CONFLICT ("user_id") DO UPDATE SET "enabled" = $2, "local_time" = $3::time, "weekdays" = $4::smallint[],
         "updated_at" = now()`,
      [userId, input.enabled, input.time, weekdays, randomBytes(32)],
    );
  }

  async stopKey(userId: string): Promise<Buffer | null> {
    const [row]: { stop_key: Buffer }[] = await this.manager.query(
      `SELECT "stop_key" FROM "auth"."reminder_settings" WHERE "user_id" = $1`,
      [userId],
    );
    return row?.stop_key ?? null;
  }

  async turnOff(userId: string): Promise<void> {
    await this.manager.query(
      `UPDATE "auth"."reminder_settings" SET "enabled" = false, "updated_at" = now() WHERE "user_id" = $1`,
      [userId],
    );
  }

  /** One row per device: the same endpoint again (a renewed key) moves to this person. */
  async subscribe(userId: string, input: PushSubscriptionInput): Promise<void> {
    await this.manager.query(
      `INSERT INTO "auth"."push_subscriptions" ("user_id", "endpoint", "p256dh", "auth") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("endpoint") DO UPDATE SET "user_id" = $1, "p256dh" = $3, "auth" = $4, "created_at" = now()`,
      [userId, input.endpoint, input.keys.p256dh, input.keys.auth],
    );
  }

  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    await this.manager.query(
      `DELETE FROM "auth"."push_subscriptions" WHERE "user_id" = $1 AND "endpoint" = $2`,
      [userId, endpoint],
    );
  }

  async removeGone(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const removed: unknown[] = await this.manager.query(
      `DELETE FROM "auth"."push_subscriptions" WHERE "id" = ANY($1::uuid[]) RETURNING "id"`,
      [ids],
    );
    return removed.length;
  }

  /**
   * Everyone whose reminder is on, whose local weekday is one they chose, whose chosen time passed
   * within `windowMinutes`, and who has had none today (their day).
   */
  due(now: Date, windowMinutes: number): Promise<DueReminderRow[]> {
    return this.manager.query(
      `WITH zoned AS (
         SELECT r."user_id", u."email", p."language", r."stop_key", r."weekdays", r."local_time", r."last_sent_on",
                ($1::timestamptz AT TIME ZONE z."name") AS "local_now"
           FROM "auth"."reminder_settings" r
           JOIN "auth"."users" u ON u."id" = r."user_id" AND u."deleted_at" IS NULL
           LEFT JOIN "auth"."user_preferences" p ON p."user_id" = r."user_id"
           JOIN pg_timezone_names z ON z."name" = coalesce(nullif(p."timezone", ''), 'UTC')
          WHERE r."enabled")
       SELECT "user_id", "email", "language", "stop_key", to_char("local_now"::date, 'YYYY-MM-DD') AS "day"
         FROM zoned
        WHERE extract(isodow FROM "local_now")::smallint = ANY("weekdays")
          AND "local_now"::time >= "local_time"
          AND "local_now"::time - "local_time" < make_interval(mins => $2)
          AND "last_sent_on" IS DISTINCT FROM "local_now"::date`,
      [now, windowMinutes],
    );
  }

  /** Marks the person's day as sent; false when it already was (another pass) or reminders went off. */
  async claimDay(userId: string, day: string): Promise<boolean> {
    const claimed: unknown[] = await this.manager.query(
      `UPDATE "auth"."reminder_settings" SET "last_sent_on" = $2::date
            WHERE "user_id" = $1 AND "enabled" AND "last_sent_on" IS DISTINCT FROM $2::date RETURNING "user_id"`,
      [userId, day],
    );
    return claimed.length > 0;
  }

  devicesOf(userId: string): Promise<PushDeviceRow[]> {
    return this.manager.query(
      `SELECT "id", "endpoint", "p256dh", "auth" FROM "auth"."push_subscriptions" WHERE "user_id" = $1`,
      [userId],
    );
  }
}
