import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EmailLocale, RemindersRunResult } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { AuthConfig } from '../auth.config';
import { ReminderQueue } from './reminder-queue';
import { signStopToken } from './stop-token';

/** A reminder is sent from its time until this many minutes later (a pass late by a restart still sends). */
const WINDOW_MINUTES = 120;

interface DueRow {
  user_id: string;
  email: string;
  language: string | null;
  day: string;
  stop_key: Buffer;
}

/**
 * The worker's pass (every 5 minutes): every person whose reminder is on, whose local weekday is
 * one they chose and whose chosen time passed within the window, and who has had none today (their
 * day). Never during a crisis hold (sessions: a crisis referral within 24 hours): that day is
 * passed over. The day is marked in the same transaction as the jobs are queued, so a failed
 * queue leaves it for the next pass, and a second pass the same day sends nothing more.
 */
@Injectable()
export class RunRemindersUseCase {
  private readonly logger = new Logger(RunRemindersUseCase.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: ReminderQueue,
    @Inject(RpcClient) private readonly rpc: RpcClient,
    private readonly config: AuthConfig,
  ) {}

  async execute(now = new Date()): Promise<RemindersRunResult> {
    const due: DueRow[] = await this.dataSource.query(
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
      [now, WINDOW_MINUTES],
    );
    if (due.length === 0) return { queued: 0, held: 0 };
    const { held } = await this.rpc.request(
      'sessions.safety.crisis-holds',
      { userIds: due.map((d) => d.user_id), now: now.toISOString() },
      { timeoutMs: 10_000 },
    );
    const holding = new Set(held);
    let queued = 0;
    for (const person of due) {
      const sent = await this.dataSource.transaction(async (manager) => {
        const claimed: unknown[] = await manager.query(
          `UPDATE "auth"."reminder_settings" SET "last_sent_on" = $2::date
            WHERE "user_id" = $1 AND "enabled" AND "last_sent_on" IS DISTINCT FROM $2::date RETURNING "user_id"`,
          [person.user_id, person.day],
        );
        if (claimed.length === 0 || holding.has(person.user_id)) return false;
        await this.queueReminder(manager, person);
        return true;
      });
      if (sent) queued += 1;
    }
    const result = { queued, held: due.filter((d) => holding.has(d.user_id)).length };
    this.logger.log(result, 'Reminders pass');
    return result;
  }

  private async queueReminder(manager: import('typeorm').EntityManager, person: DueRow) {
    const locale: EmailLocale = person.language === 'ko' ? 'ko' : 'en';
    const origin = this.config.PUBLIC_URL.replace(/\/+$/, '');
    const stop = `${origin}/reminders/stop?token=${signStopToken(person.user_id, person.stop_key)}`;
    await this.queue.email(person.user_id, person.day, {
      to: person.email,
      locale,
      template: 'self-care-reminder',
      link: stop,
    });
    const devices: { id: string; endpoint: string; p256dh: string; auth: string }[] = await manager.query(
      `SELECT "id", "endpoint", "p256dh", "auth" FROM "auth"."push_subscriptions" WHERE "user_id" = $1`,
      [person.user_id],
    );
    if (devices.length && this.config.VAPID_PUBLIC_KEY)
      await this.queue.push(person.user_id, person.day, {
        locale,
        url: `${origin}/dashboard`,
        subscriptions: devices.map((d) => ({
          id: d.id,
          endpoint: d.endpoint,
          keys: { p256dh: d.p256dh, auth: d.auth },
        })),
      });
  }
}
