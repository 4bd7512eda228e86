import { BillingErrorCode, CommonErrorCode } from '@maeum/contracts';
import { billingUnitKit } from '../billing-unit.test-kit';
import { RemovePaymentMethodUseCase } from './remove-payment-method.usecase';

describe('RemovePaymentMethodUseCase', () => {
  const setup = (cards: { id: string; is_default: boolean }[], renews = false) => {
    const kit = billingUnitKit();
    kit.methods.cardsOf.mockResolvedValue(cards);
    kit.methods.hasRenewingPlan.mockResolvedValue(renews);
    kit.methods.list.mockResolvedValue([]);
    return { ...kit, useCase: new RemovePaymentMethodUseCase(kit.unitOfWork) };
  };

  it('removes the default card and makes the newest other card default, for renewals too', async () => {
    const { customers, methods, useCase } = setup([
      { id: 'new', is_default: false },
      { id: 'old', is_default: true },
    ]);
    await useCase.execute('user-1', 'old');
    expect(customers.lockUser).toHaveBeenCalledWith('user-1');
    expect(methods.delete).toHaveBeenCalledWith('old');
    expect(methods.markDefault).toHaveBeenCalledWith('new');
    expect(methods.setSubscriptionDefault).toHaveBeenCalledWith('user-1', 'new');
  });

  it('removes a card that is not the default without moving the default', async () => {
    const { methods, useCase } = setup(
      [
        { id: 'a', is_default: true },
        { id: 'b', is_default: false },
      ],
      true,
    );
    await useCase.execute('user-1', 'b');
    expect(methods.delete).toHaveBeenCalledWith('b');
    expect(methods.markDefault).not.toHaveBeenCalled();
  });

  it('refuses the only card of a plan that renews', async () => {
    const { methods, useCase } = setup([{ id: 'only', is_default: true }], true);
    await expect(useCase.execute('user-1', 'only')).rejects.toMatchObject({
      code: BillingErrorCode.paymentMethodInUse,
    });
    expect(methods.delete).not.toHaveBeenCalled();
  });

  it("refuses a card that is not the user's as not found", async () => {
    const { methods, useCase } = setup([{ id: 'mine', is_default: true }]);
    await expect(useCase.execute('user-1', 'theirs')).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
    expect(methods.delete).not.toHaveBeenCalled();
  });
});
