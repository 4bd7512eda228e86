import { Injectable } from '@nestjs/common';
import { HABIT_HISTORY_DAYS, HABIT_STATS_DAYS, type HabitsView } from '@maeum/contracts';
import { addDays, localDay, WriterClock } from '../entries/writer-clock';
import { JournalUnitOfWork } from '../journal.unit-of-work';
import { habitSummary } from './habit-stats';

/**
 * GET /api/habits?days=N: the logged days from N days ago to today (30: the whole window that can be
 * edited) and the §9 statistics of the latest 7.
 */
@Injectable()
export class ListHabitsUseCase {
  constructor(
    private readonly clock: WriterClock,
    private readonly unitOfWork: JournalUnitOfWork,
  ) {}

  async execute(userId: string, days = HABIT_HISTORY_DAYS, now = new Date()): Promise<HabitsView> {
    const { timezone } = await this.clock.writer(userId);
    const today = localDay(now, timezone);
    // The statistics and the streak need at least the latest week (and a streak reaches back at most the window).
    const reach = Math.max(days + 1, HABIT_STATS_DAYS, HABIT_HISTORY_DAYS + 1);
    const logged = await this.unitOfWork.direct().habits.between(userId, addDays(today, 1 - reach), today);
    const from = addDays(today, -days);
    return {
      today,
      timezone,
      days: logged.filter((day) => day.date >= from),
      ...habitSummary(logged, today),
    };
  }
}
