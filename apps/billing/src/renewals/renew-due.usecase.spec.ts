import { mockRepository } from '@maeum/testing';
import { billingUnitKit } from '../billing-unit.test-kit';
import type { ReconcileOpenOrdersUseCase } from '../payments/reconcile-open-orders.usecase';
import type { EndDueSubscriptionsUseCase } from './end-due-subscriptions.usecase';
import type { DueRenewal } from './renewal.repository';
import { RenewDueUseCase } from './renew-due.usecase';
import type { RenewSubscriptionUseCase } from './renew-subscription.usecase';

describe('RenewDueUseCase', () => {
  it('ends what is due, renews each due plan (at most 500 a pass), then settles open orders', async () => {
    const { renewals, unitOfWork } = billingUnitKit();
    const now = new Date('2026-11-27T00:00:00Z');
    const due = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }] as DueRenewal[];
    renewals.due.mockResolvedValue(due);
    const endDue = mockRepository<EndDueSubscriptionsUseCase>({ execute: async () => 2 });
    const outcomes = ['renewed', 'failed', 'unsettled', 'ended'] as const;
    const renewOne = mockRepository<RenewSubscriptionUseCase>({
      execute: async (row) => outcomes[due.indexOf(row)]!,
    });
    const reconcile = mockRepository<ReconcileOpenOrdersUseCase>({ execute: async () => 1 });

    await expect(new RenewDueUseCase(unitOfWork, endDue, renewOne, reconcile).execute(now)).resolves.toEqual({
      renewed: 1,
      failed: 1,
      unsettled: 1,
      ended: 3,
      reconciled: 1,
    });
    expect(renewals.due).toHaveBeenCalledWith(now, 500);
    expect(reconcile.execute).toHaveBeenCalledWith(now);
  });
});
