import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EmailLocale, RemindersRunResult } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { AuthConfig } from '../auth.config';
import { AuthUnitOfWork } from '../auth.unit-of-work';
import type { DueReminderRow, ReminderRepository } from './reminder.repository';
import { ReminderQueue } from './reminder-queue';
import { signStopToken } from './stop-token';

/** A reminder is sent from its time until this many minutes later (a pass late by a restart still sends). */
const WINDOW_MINUTES = 120;

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
    private readonly unitOfWork: AuthUnitOfWork,
    private readonly queue: ReminderQueue,
    @Inject(RpcClient) private readonly rpc: RpcClient,
    private readonly config: AuthConfig,
  ) {}

  async execute(now = new Date()): Promise<RemindersRunResult> {
    const due = await this.unitOfWork.direct().reminders.due(now, WINDOW_MINUTES);
    if (due.length === 0) return { queued: 0, held: 0 };
    const { held } = await this.rpc.request(
      'sessions.safety.crisis-holds',
      { userIds: due.map((d) => d.user_id), now: now.toISOString() },
      { timeoutMs: 10_000 },
    );
    const holding = new Set(held);
    let queued = 0;
    for (const person of due) {
      const sent = await this.unitOfWork.run(async ({ reminders }) => {
        const claimed = await reminders.claimDay(person.user_id, person.day);
        if (!claimed || holding.has(person.user_id)) return false;
        await this.queueReminder(reminders, person);
        return true;
      });
      if (sent) queued += 1;
    }
    const result = { queued, held: due.filter((d) => holding.has(d.user_id)).length };
    this.logger.log(result, 'Reminders pass');
    return result;
  }

  private async queueReminder(reminders: ReminderRepository, person: DueReminderRow) {
    const locale: EmailLocale = person.language === 'ko' ? 'ko' : 'en';
    const origin = this.config.PUBLIC_URL.replace(/\/+$/, '');
    const stop = `${origin}/reminders/stop?token=${signStopToken(person.user_id, person.stop_key)}`;
    await this.queue.email(person.user_id, person.day, {
      to: person.email,
      locale,
      template: 'self-care-reminder',
      link: stop,
    });
    const devices = await reminders.devicesOf(person.user_id);
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
