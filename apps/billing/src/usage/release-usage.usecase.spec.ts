import { billingUnitKit } from '../billing-unit.test-kit';
import { ReleaseUsageUseCase } from './release-usage.usecase';

describe('ReleaseUsageUseCase', () => {
  it('gives back the holds of a reply that did not come, pinned or not, in one transaction', async () => {
    const { usage, unitOfWork } = billingUnitKit();
    usage.giveBack.mockResolvedValue(2);
    await expect(new ReleaseUsageUseCase(unitOfWork).release('user-1', ['a', 'b'])).resolves.toBe(2);
    expect(usage.commitWithoutWaitingForDisk).toHaveBeenCalled();
    expect(usage.giveBack).toHaveBeenCalledWith('user-1', ['a', 'b'], false);
    expect(unitOfWork.commits).toBe(1);
  });

  it('keeps the holds whose reply came and gives back the others, each only when named', async () => {
    const { usage, unitOfWork } = billingUnitKit();
    const useCase = new ReleaseUsageUseCase(unitOfWork);
    await useCase.settle(usage, 'user-1', ['kept'], ['gone']);
    expect(usage.keep).toHaveBeenCalledWith('user-1', ['kept']);
    expect(usage.giveBack).toHaveBeenCalledWith('user-1', ['gone'], false);

    const none = billingUnitKit();
    await useCase.settle(none.usage, 'user-1', [], []);
    expect(none.usage.keep).not.toHaveBeenCalled();
    expect(none.usage.giveBack).not.toHaveBeenCalled();
  });
});
