import { CommonErrorCode } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import { fakeClock, habitDay, journalUnitKit } from '../journal-unit.test-kit';
import type { StatisticsCache } from '../statistics/statistics.cache';
import { SaveHabitDayUseCase } from './save-habit-day.usecase';

describe('SaveHabitDayUseCase', () => {
  // 2026-11-27 in Seoul (still the 26th in UTC).
  const now = new Date('2026-11-26T16:00:00Z');
  const setup = () => {
    const kit = journalUnitKit();
    const cache = mockRepository<StatisticsCache>();
    kit.habits.save.mockImplementation(async (_userId, date) => habitDay(date, { breakfast: true, done: 0 }));
    return { ...kit, cache, useCase: new SaveHabitDayUseCase(fakeClock(), kit.unitOfWork, cache) };
  };

  it('saves today in the writer’s zone and forgets the cached statistics', async () => {
    const { habits, cache, useCase } = setup();
    await expect(useCase.execute('user-1', '2026-11-27', { breakfast: true }, now)).resolves.toMatchObject({
      date: '2026-11-27',
    });
    expect(habits.save).toHaveBeenCalledWith('user-1', '2026-11-27', { breakfast: true });
    expect(cache.forget).toHaveBeenCalledWith('user-1');
  });

  it('saves the oldest day of the window', async () => {
    const { habits, useCase } = setup();
    await useCase.execute('user-1', '2026-10-28', { mindfulness: true }, now);
    expect(habits.save).toHaveBeenCalledWith('user-1', '2026-10-28', { mindfulness: true });
  });

  it.each([
    ['a day still to come', '2026-11-28', { lunch: true }],
    ['a day before the 30-day window', '2026-10-27', { lunch: true }],
    ['no habit at all', '2026-11-27', {}],
  ])('refuses %s, writing nothing', async (_case, date, input) => {
    const { habits, cache, useCase } = setup();
    await expect(useCase.execute('user-1', date, input, now)).rejects.toMatchObject({
      code: CommonErrorCode.validationFailed,
    });
    expect(habits.save).not.toHaveBeenCalled();
    expect(cache.forget).not.toHaveBeenCalled();
  });
});
