import { CRISIS_HOLD_HOURS } from '@maeum/contracts';
import { sessionsUnitKit } from '../sessions-unit.test-kit';
import { CrisisHoldsUseCase } from './crisis-holds.usecase';

describe('CrisisHoldsUseCase', () => {
  const setup = () => {
    const kit = sessionsUnitKit();
    return { ...kit, useCase: new CrisisHoldsUseCase(kit.unitOfWork) };
  };

  it('answers who among the people asked is held, over the hold’s hours before now', async () => {
    const { crisisHolds, useCase } = setup();
    crisisHolds.held.mockResolvedValue(['user-2']);
    const now = new Date('2026-11-20T10:00:00Z');
    await expect(useCase.execute(['user-1', 'user-2'], now)).resolves.toEqual({ held: ['user-2'] });
    expect(crisisHolds.held).toHaveBeenCalledWith(['user-1', 'user-2'], now, CRISIS_HOLD_HOURS);
  });

  it('asks nothing of the database for nobody', async () => {
    const { crisisHolds, useCase } = setup();
    await expect(useCase.execute([])).resolves.toEqual({ held: [] });
    expect(crisisHolds.held).not.toHaveBeenCalled();
  });
});
