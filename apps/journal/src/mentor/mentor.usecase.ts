import { Inject, Injectable } from '@nestjs/common';
import { BillingErrorCode, type MentorGoal, type MentorReviewView } from '@maeum/contracts';
import { RpcClient, RpcError } from '@maeum/messaging';
import { addDays, localDay, localWeekday, WriterClock } from '../entries/writer-clock';
import { JournalUnitOfWork } from '../journal.unit-of-work';
import { mentorReview } from './mentor-review';

const EMOTIONS_SHOWN = 5;

export class MentorPlanRequiredError extends RpcError {
  constructor() {
    super(
      BillingErrorCode.planRequired,
      'Mentor support is a Pro feature. Upgrade to Pro for your weekly guided review.',
    );
  }
}

/**
 * GET /api/mentor/review and PUT /api/mentor/goal (Pro): the last 7 days in the person's zone,
 * reviewed; the goal is kept for the current week (its Monday), and last week's goal is measured
 * against the days reviewed.
 */
@Injectable()
export class MentorUseCases {
  constructor(
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly clock: WriterClock,
    @Inject(RpcClient) private readonly rpc: RpcClient,
  ) {}

  async review(userId: string, now = new Date()): Promise<MentorReviewView> {
    await this.requirePro(userId);
    return this.build(userId, now);
  }

  async setGoal(userId: string, goal: MentorGoal, now = new Date()): Promise<MentorReviewView> {
    await this.requirePro(userId);
    const { timezone } = await this.clock.writer(userId);
    await this.unitOfWork.direct().mentorGoals.set(userId, monday(now, timezone), goal);
    return this.build(userId, now);
  }

  private async requirePro(userId: string) {
    const access = await this.rpc.request(
      'billing.features.check',
      { name: 'mentor-support' },
      { userId, timeoutMs: 3000 },
    );
    if (!access.allowed) throw new MentorPlanRequiredError();
  }

  private async build(userId: string, now: Date): Promise<MentorReviewView> {
    const { timezone } = await this.clock.writer(userId);
    const weekEnd = localDay(now, timezone);
    const weekStart = addDays(weekEnd, -6);
    const thisMonday = monday(now, timezone);
    const { insights, mentorGoals } = this.unitOfWork.direct();
    const [sessions, entries, habits, emotions, goals] = await Promise.all([
      insights.sessionDays(userId, timezone, weekStart),
      insights.entryDays(userId, timezone, weekStart),
      insights.habitDays(userId, weekStart),
      insights.emotions(userId, timezone, weekStart, EMOTIONS_SHOWN),
      mentorGoals.thisAndLastWeek(userId, thisMonday),
    ]);
    const goalOf = (week: string) => goals.find((g) => g.week === week)?.goal ?? null;
    return mentorReview(
      { sessions, entries, habits: habits.filter((h) => h.day <= weekEnd), emotions },
      { weekStart, weekEnd },
      { goal: goalOf(thisMonday), previous: goalOf(addDays(thisMonday, -7)) },
    );
  }
}

/** The Monday of the person's current week. */
function monday(now: Date, timezone: string): string {
  return addDays(localDay(now, timezone), 1 - localWeekday(now, timezone));
}
