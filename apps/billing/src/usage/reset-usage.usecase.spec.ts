import { mockRepository } from '@maeum/testing';
import { billingUnitKit } from '../billing-unit.test-kit';
import type { SubscriptionStore } from '../subscriptions/subscription.store';
import { ResetUsageUseCase } from './reset-usage.usecase';

describe('ResetUsageUseCase', () => {
  it("resets the month in four user-id ranges side by side and forgets last month's text days", async () => {
    const { usage, unitOfWork } = billingUnitKit();
    usage.resetMonth.mockResolvedValue(5);
    const store = mockRepository<SubscriptionStore>({
      month: () => ({ start: '2026-12-01', next: '2027-01-01' }),
    });
    await expect(
      new ResetUsageUseCase(unitOfWork, store).execute(new Date('2026-12-01T00:00:00+09:00')),
    ).resolves.toEqual({
      monthStart: '2026-12-01',
      reset: 20,
    });
    const ranges = usage.resetMonth.mock.calls.map(([, from, to]) => [from, to]);
    expect(ranges[0]).toEqual([null, '40000000-0000-0000-0000-000000000000']);
    expect(ranges[3]).toEqual(['c0000000-0000-0000-0000-000000000000', null]);
    expect(usage.resetMonth.mock.calls.every(([start]) => start === '2026-12-01')).toBe(true);
    expect(usage.forgetDaysBefore).toHaveBeenCalledWith('2026-12-01');
  });
});
