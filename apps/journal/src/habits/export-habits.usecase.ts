import { Injectable } from '@nestjs/common';
import type { HabitDayView } from '@maeum/contracts';
import { HabitDaysStore } from './habit-days.store';

/** Every logged habit day of the caller, oldest first (part of GET /api/me/export). */
@Injectable()
export class ExportHabitsUseCase {
  constructor(private readonly store: HabitDaysStore) {}

  execute(userId: string): Promise<HabitDayView[]> {
    return this.store.all(userId);
  }
}
