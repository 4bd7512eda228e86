import { Injectable } from '@nestjs/common';
import { HABIT_HISTORY_DAYS, type HabitDayInput, type HabitDayView } from '@maeum/contracts';
import { addDays, localDay, WriterClock } from '../entries/writer-clock';
import { HabitDayOutOfRangeError, NoHabitGivenError } from './habit-errors';
import { StatisticsCache } from '../statistics/statistics.cache';
import { JournalUnitOfWork } from '../journal.unit-of-work';

/** PUT /api/habits/:date: today or one of the past 30 days in the person's time zone, never the future. */
@Injectable()
export class SaveHabitDayUseCase {
  constructor(
    private readonly clock: WriterClock,
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly statistics: StatisticsCache,
  ) {}

  async execute(userId: string, date: string, input: HabitDayInput, now = new Date()): Promise<HabitDayView> {
    if (Object.values(input).every((value) => value === undefined)) throw new NoHabitGivenError();
    const { timezone } = await this.clock.writer(userId);
    const today = localDay(now, timezone);
    if (date > today) throw new HabitDayOutOfRangeError(true);
    if (date < addDays(today, -HABIT_HISTORY_DAYS)) throw new HabitDayOutOfRangeError(false);
    const saved = await this.unitOfWork.direct().habits.save(userId, date, input);
    this.statistics.forget(userId);
    return saved;
  }
}
