import { fakeClock, habitDay, journalUnitKit } from '../journal-unit.test-kit';
import { ListHabitsUseCase } from './list-habits.usecase';

describe('ListHabitsUseCase', () => {
  const now = new Date('2026-11-26T16:00:00Z'); // 2026-11-27 in Seoul

  it('reads the window reaching back far enough for the streak and answers the days asked for', async () => {
    const kit = journalUnitKit();
    kit.habits.between.mockResolvedValue([
      habitDay('2026-11-27', { done: 3 }),
      habitDay('2026-11-26', { done: 4 }),
      habitDay('2026-11-20', { done: 1 }),
    ]);
    const view = await new ListHabitsUseCase(fakeClock(), kit.unitOfWork).execute('user-1', 3, now);
    expect(kit.habits.between).toHaveBeenCalledWith('user-1', '2026-10-28', '2026-11-27');
    expect(view).toMatchObject({ today: '2026-11-27', timezone: 'Asia/Seoul', streak: 2 });
    expect(view.days.map((day) => day.date)).toEqual(['2026-11-27', '2026-11-26']);
  });
});
