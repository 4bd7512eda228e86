import { habitDay, journalUnitKit } from '../journal-unit.test-kit';
import { ExportHabitsUseCase } from './export-habits.usecase';

describe('ExportHabitsUseCase', () => {
  it('answers every logged day of the caller', async () => {
    const kit = journalUnitKit();
    const days = [habitDay('2026-11-01'), habitDay('2026-11-02')];
    kit.habits.all.mockResolvedValue(days);
    await expect(new ExportHabitsUseCase(kit.unitOfWork).execute('user-1')).resolves.toBe(days);
    expect(kit.habits.all).toHaveBeenCalledWith('user-1');
  });
});
