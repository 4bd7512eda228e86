import { Controller } from '@nestjs/common';
import {
  type AdminDayCount,
  AdminLatestSessionsDto,
  AdminOverviewDaysDto,
  type AdminSessionRow,
  RpcPattern,
} from '@maeum/contracts';
import { RpcHandler } from '@maeum/messaging';
import { DataSource } from 'typeorm';

interface LatestRow {
  id: string;
  user_id: string;
  session_type: 'text' | 'voice';
  tone: string;
  started_at: Date;
  duration_seconds: number;
  message_count: number;
}

/**
 * The admin panel's latest sessions (the admin service checks the rules; no gateway route leads
 * here): type, mode, start, length and message count. Nothing sealed is read: titles, previews,
 * summaries and messages stay what they are, unreadable.
 */
@Controller()
export class AdminSessionsController {
  constructor(private readonly dataSource: DataSource) {}

  @RpcHandler(RpcPattern.sessionsAdminLatest)
  async latest(input: AdminLatestSessionsDto): Promise<AdminSessionRow[]> {
    const rows: LatestRow[] = await this.dataSource.query(
      `SELECT "id", "user_id", "session_type", "tone", "started_at", "message_count",
              GREATEST(0, extract(epoch FROM coalesce("ended_at", "last_message_at") - "started_at"))::int AS "duration_seconds"
         FROM "sessions"."chat_sessions" ORDER BY "started_at" DESC, "id" DESC LIMIT $1`,
      [input.limit],
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      type: row.session_type,
      mode: row.tone,
      startedAt: row.started_at.toISOString(),
      durationSeconds: Number(row.duration_seconds),
      messageCount: Number(row.message_count),
    }));
  }

  /** Crisis and concern referrals per day, from the anonymous daily counts (no user id is kept there). */
  @RpcHandler(RpcPattern.sessionsAdminReferrals)
  async referrals(input: AdminOverviewDaysDto): Promise<AdminDayCount[]> {
    const rows: { day: string; count: string }[] = await this.dataSource.query(
      `SELECT to_char("day", 'YYYY-MM-DD') AS "day", sum("referrals") AS "count" FROM "sessions"."safety_referrals_daily"
        WHERE "day" >= (now() AT TIME ZONE 'UTC')::date - ($1::int - 1) GROUP BY "day" ORDER BY "day"`,
      [input.days],
    );
    return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
  }
}
