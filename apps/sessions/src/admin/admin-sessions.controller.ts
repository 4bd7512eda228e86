import { Controller } from '@nestjs/common';
import {
  type AdminDayCount,
  AdminLatestSessionsDto,
  AdminOverviewDaysDto,
  type AdminSessionRow,
  RpcPattern,
} from '@maeum/contracts';
import { RpcHandler } from '@maeum/messaging';
import { SessionsUnitOfWork } from '../sessions.unit-of-work';

/**
 * The admin panel's latest sessions (the admin service checks the rules; no gateway route leads
 * here): type, mode, start, length and message count. Nothing sealed is read: titles, previews,
 * summaries and messages stay what they are, unreadable.
 */
@Controller()
export class AdminSessionsController {
  constructor(private readonly unitOfWork: SessionsUnitOfWork) {}

  @RpcHandler(RpcPattern.sessionsAdminLatest)
  async latest(input: AdminLatestSessionsDto): Promise<AdminSessionRow[]> {
    const rows = await this.unitOfWork.direct().admin.latest(input.limit);
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
    return this.unitOfWork.direct().referrals.perDay(input.days);
  }
}
