import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { PushSubscriptionInput, ReminderSettingsInput, ReminderSettingsView } from '@maeum/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuthConfig } from '../auth.config';

interface SettingsRow {
  enabled: boolean;
  time: string;
  weekdays: (number | string)[];
}

/** auth.reminder_settings and auth.push_subscriptions: one person's reads and writes. */
@Injectable()
export class RemindersStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AuthConfig,
  ) {}

  async view(
    userId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ReminderSettingsView> {
    const [[row], [zone], [devices]]: [SettingsRow[], { timezone: string }[], { count: number }[]] =
      await Promise.all([
        manager.query(
          `SELECT "enabled", to_char("local_time", 'HH24:MI') AS "time", "weekdays"
             FROM "auth"."reminder_settings" WHERE "user_id" = $1`,
          [userId],
        ),
        manager.query(`SELECT "timezone" FROM "auth"."user_preferences" WHERE "user_id" = $1`, [userId]),
        manager.query(
          `SELECT count(*)::int AS "count" FROM "auth"."push_subscriptions" WHERE "user_id" = $1`,
          [userId],
        ),
      ]);
    return {
      enabled: row?.enabled ?? false,
      time: row?.time ?? '20:00',
      weekdays: (row?.weekdays ?? [1, 2, 3, 4, 5, 6, 7]).map(Number),
      timezone: zone?.timezone || 'UTC',
      pushPublicKey: this.config.VAPID_PUBLIC_KEY || null,
      pushDevices: devices?.count ?? 0,
    };
  }

  async save(userId: string, input: ReminderSettingsInput): Promise<void> {
    const weekdays = [...new Set(input.weekdays)].sort((a, b) => a - b);
    await this.dataSource.query(
      `INSERT INTO "auth"."reminder_settings" ("user_id", "enabled", "local_time", "weekdays", "stop_key")
       VALUES ($1, $2, $3::time, $4::smallint[], $5)
       ON CONFLICT ("user_id") DO UPDATE SET "enabled" = $2, "local_time" = $3::time, "weekdays" = $4::smallint[],
         "updated_at" = now()`,
      [userId, input.enabled, input.time, weekdays, randomBytes(32)],
    );
  }

  async stopKey(userId: string): Promise<Buffer | null> {
    const [row]: { stop_key: Buffer }[] = await this.dataSource.query(
      `SELECT "stop_key" FROM "auth"."reminder_settings" WHERE "user_id" = $1`,
      [userId],
    );
    return row?.stop_key ?? null;
  }

  async turnOff(userId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "auth"."reminder_settings" SET "enabled" = false, "updated_at" = now() WHERE "user_id" = $1`,
      [userId],
    );
  }

  /** One row per device: the same endpoint again (a renewed key) moves to this person. */
  async subscribe(userId: string, input: PushSubscriptionInput): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "auth"."push_subscriptions" ("user_id", "endpoint", "p256dh", "auth") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("endpoint") DO UPDATE SET "user_id" = $1, "p256dh" = $3, "auth" = $4, "created_at" = now()`,
      [userId, input.endpoint, input.keys.p256dh, input.keys.auth],
    );
  }

  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM "auth"."push_subscriptions" WHERE "user_id" = $1 AND "endpoint" = $2`,
      [userId, endpoint],
    );
  }

  async removeGone(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const removed: unknown[] = await this.dataSource.query(
      `DELETE FROM "auth"."push_subscriptions" WHERE "id" = ANY($1::uuid[]) RETURNING "id"`,
      [ids],
    );
    return removed.length;
  }
}
