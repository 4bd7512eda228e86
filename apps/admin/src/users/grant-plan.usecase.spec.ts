import { ADMIN_ACTION_LOGGED_V1, AdminErrorCode, BillingErrorCode, RpcPattern } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';
import { accountRow, adminUnitKit, rpcAnswering } from '../admin-unit.test-kit';
import { GrantPlanUseCase } from './grant-plan.usecase';
import { TargetAccounts } from './target-accounts';

describe('GrantPlanUseCase', () => {
  const target = accountRow().id;
  const setup = (grantAnswer: unknown = {}) => {
    const kit = adminUnitKit();
    const rpc = rpcAnswering({
      [RpcPattern.authAdminAccountsGet]: accountRow(),
      [RpcPattern.billingAdminSubscription]: { planId: 'free' },
      [RpcPattern.billingAdminGrantPlan]: grantAnswer,
    });
    return { ...kit, rpc, useCase: new GrantPlanUseCase(kit.gate, new TargetAccounts(rpc), rpc, kit.uow) };
  };

  it('has billing grant the plan and records it with the plan it replaced and the reason', async () => {
    const { useCase, rpc, audit, unitOfWork } = setup();
    const result = await useCase.execute('admin-1', target, { planId: 'lite', reason: 'pilot' });
    expect(rpc.request).toHaveBeenCalledWith(
      RpcPattern.billingAdminGrantPlan,
      { userId: target, planId: 'lite', reason: 'pilot' },
      { userId: 'admin-1' },
    );
    expect(audit.insert).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'plan.grant',
        targetUserId: target,
        details: { planId: 'lite', previousPlanId: 'free', reason: 'pilot' },
      }),
    );
    expect(unitOfWork.eventsOf(ADMIN_ACTION_LOGGED_V1)).toHaveLength(1);
    expect(result).toMatchObject({ message: 'Plan granted: lite.', audit: { action: 'plan.grant' } });
  });

  it('ends a granted plan with free, recorded as plan.end', async () => {
    const { useCase, audit } = setup();
    const result = await useCase.execute('admin-1', target, { planId: 'free', reason: 'pilot over' });
    expect(audit.insert).toHaveBeenCalledWith(expect.objectContaining({ action: 'plan.end' }));
    expect(result.message).toBe('The granted plan has ended; the user is on Free.');
  });

  it('a change billing refuses rolls its audit row back: nothing commits', async () => {
    const refusal = new RpcError(BillingErrorCode.planNotFound, 'No such plan');
    const { useCase, unitOfWork } = setup(refusal);
    await expect(useCase.execute('admin-1', target, { planId: 'lite', reason: 'x' })).rejects.toBe(refusal);
    expect(unitOfWork.rollbacks).toBe(1);
    expect(unitOfWork.commits).toBe(0);
    expect(unitOfWork.events).toEqual([]);
  });

  it('the 11th action in 5 minutes is refused before billing is asked', async () => {
    const { useCase, rpc, audit } = setup();
    audit.countSince.mockResolvedValue({ count: 10, oldest: new Date() });
    await expect(useCase.execute('admin-1', target, { planId: 'lite', reason: 'x' })).rejects.toMatchObject({
      code: AdminErrorCode.tooManyAdminActions,
    });
    expect(rpc.request).not.toHaveBeenCalledWith(
      RpcPattern.billingAdminGrantPlan,
      expect.anything(),
      expect.anything(),
    );
    expect(audit.insert).not.toHaveBeenCalled();
  });
});
