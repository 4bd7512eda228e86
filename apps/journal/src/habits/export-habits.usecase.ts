import { Injectable } from '@nestjs/common';
import type { HabitDayView } from '@maeum/contracts';
import { JournalUnitOfWork } from '../journal.unit-of-work';

/** Every logged habit day of the caller, oldest first (part of GET /api/me/export). */
@Injectable()
export class ExportHabitsUseCase {
  constructor(private readonly unitOfWork: JournalUnitOfWork) {}

  execute(userId: string): Promise<HabitDayView[]> {
    return this.unitOfWork.direct().habits.all(userId);
  }
}
