import { BillingErrorCode, CommonErrorCode, FEATURE_PREVIEW_WINDOW_MS } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import { billingUnitKit, subscriptionRow } from '../billing-unit.test-kit';
import type { SubscriptionStore } from '../subscriptions/subscription.store';
import { FeatureAccessUseCase } from './feature-access.usecase';

describe('FeatureAccessUseCase', () => {
  const setup = (planId: 'free' | 'plus' | 'pro' = 'free') => {
    const kit = billingUnitKit();
    kit.previews.lastViewedAt.mockResolvedValue(null);
    const store = mockRepository<SubscriptionStore>({
      read: async () => subscriptionRow({ plan_id: planId }),
    });
    return { ...kit, useCase: new FeatureAccessUseCase(kit.unitOfWork, store) };
  };

  it("opens a feature at or above the plan's rank, with nothing to preview", async () => {
    const { previews, useCase } = setup('plus');
    await expect(useCase.check('user-1', 'mood-boosters')).resolves.toEqual({
      feature: 'mood-boosters',
      allowed: true,
      canPreview: false,
      preview: null,
    });
    expect(previews.lastViewedAt).not.toHaveBeenCalled();
  });

  it('offers a preview of a closed feature, and shows one still open', async () => {
    const { previews, useCase } = setup();
    await expect(useCase.check('user-1', 'history')).resolves.toMatchObject({
      allowed: false,
      canPreview: true,
    });
    const viewedAt = new Date(Date.now() - 60_000);
    previews.lastViewedAt.mockResolvedValue(viewedAt);
    await expect(useCase.check('user-1', 'history')).resolves.toMatchObject({
      canPreview: false,
      preview: { until: new Date(viewedAt.getTime() + FEATURE_PREVIEW_WINDOW_MS).toISOString() },
    });
  });

  it('records one preview a day, serialised per user (several tabs at once)', async () => {
    const { customers, previews, useCase } = setup();
    await expect(useCase.preview('user-1', 'mood-boosters')).resolves.toMatchObject({
      feature: 'mood-boosters',
    });
    expect(customers.lockUser).toHaveBeenCalledWith('user-1');
    expect(previews.record).toHaveBeenCalledWith('user-1', 'mood-boosters', expect.any(Date));
  });

  it('refuses a second preview within the day, saying until when', async () => {
    const { previews, useCase } = setup();
    previews.lastViewedAt.mockResolvedValue(new Date(Date.now() - 60_000));
    await expect(useCase.preview('user-1', 'history')).rejects.toMatchObject({
      code: BillingErrorCode.previewUsed,
    });
    expect(previews.record).not.toHaveBeenCalled();
  });

  it('answers an open feature without recording a preview, and an unknown one as not found', async () => {
    const { previews, useCase } = setup('pro');
    await expect(useCase.preview('user-1', 'full-insights')).resolves.toMatchObject({ itemLimit: null });
    expect(previews.record).not.toHaveBeenCalled();
    await expect(useCase.check('user-1', 'toString')).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
  });
});
