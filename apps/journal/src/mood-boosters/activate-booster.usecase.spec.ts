import { BOOSTER_ACTIVATED_V1, MoodBoosterErrorCode } from '@maeum/contracts';
import { journalUnitKit } from '../journal-unit.test-kit';
import { ActivateBoosterUseCase } from './activate-booster.usecase';
import { BoosterLockedError } from './booster-errors';
import { catalogueBooster, openGate } from './booster-unit.test-kit';

describe('ActivateBoosterUseCase', () => {
  it('logs the click and publishes the activation together', async () => {
    const kit = journalUnitKit();
    const useCase = new ActivateBoosterUseCase(kit.unitOfWork, openGate());
    await expect(useCase.execute('user-1', 'breathing')).resolves.toEqual({
      slug: 'breathing',
      previewUntil: null,
    });
    expect(kit.boosters.addLog).toHaveBeenCalledWith('user-1', 'booster-1', {
      type: 'activated',
      timestamp: expect.any(String),
    });
    expect(kit.unitOfWork.eventsOf(BOOSTER_ACTIVATED_V1)).toEqual([
      expect.objectContaining({ userId: 'user-1', slug: 'breathing', preview: false }),
    ]);
  });

  it('says when a Free preview opened it', async () => {
    const kit = journalUnitKit();
    const until = '2026-11-28T00:00:00.000Z';
    const useCase = new ActivateBoosterUseCase(kit.unitOfWork, openGate(catalogueBooster(), until));
    await expect(useCase.execute('user-1', 'breathing')).resolves.toEqual({
      slug: 'breathing',
      previewUntil: until,
    });
    expect(kit.unitOfWork.eventsOf(BOOSTER_ACTIVATED_V1)).toEqual([
      expect.objectContaining({ preview: true }),
    ]);
  });

  it('refuses a locked booster, writing nothing', async () => {
    const kit = journalUnitKit();
    const gate = openGate();
    gate.open.mockRejectedValue(new BoosterLockedError());
    const useCase = new ActivateBoosterUseCase(kit.unitOfWork, gate);
    await expect(useCase.execute('user-1', 'journal-prompt')).rejects.toMatchObject({
      code: MoodBoosterErrorCode.boosterLocked,
    });
    expect(kit.boosters.addLog).not.toHaveBeenCalled();
    expect(kit.unitOfWork.events).toEqual([]);
  });
});
