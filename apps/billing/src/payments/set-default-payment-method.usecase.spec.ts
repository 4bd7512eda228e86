import { CommonErrorCode } from '@maeum/contracts';
import { billingUnitKit } from '../billing-unit.test-kit';
import { SetDefaultPaymentMethodUseCase } from './set-default-payment-method.usecase';

describe('SetDefaultPaymentMethodUseCase', () => {
  it('makes the card the default of the cards and of renewals, then answers the cards', async () => {
    const { customers, methods, unitOfWork } = billingUnitKit();
    methods.isOwn.mockResolvedValue(true);
    methods.list.mockResolvedValue([]);
    await new SetDefaultPaymentMethodUseCase(unitOfWork).execute('user-1', 'card-2');
    expect(customers.lockUser).toHaveBeenCalledWith('user-1');
    expect(methods.clearDefault).toHaveBeenCalledWith('user-1');
    expect(methods.markDefault).toHaveBeenCalledWith('card-2');
    expect(methods.setSubscriptionDefault).toHaveBeenCalledWith('user-1', 'card-2');
    expect(methods.list).toHaveBeenCalledWith('user-1');
  });

  it("refuses another user's card as not found, changing nothing", async () => {
    const { methods, unitOfWork } = billingUnitKit();
    methods.isOwn.mockResolvedValue(false);
    await expect(
      new SetDefaultPaymentMethodUseCase(unitOfWork).execute('user-1', 'card-x'),
    ).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
    expect(methods.clearDefault).not.toHaveBeenCalled();
  });
});
