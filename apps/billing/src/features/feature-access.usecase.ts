import { Injectable } from '@nestjs/common';
import {
  FEATURE_PREVIEW_WINDOW_MS,
  GATED_FEATURES,
  type FeatureAccessView,
  type FeaturePreviewView,
  type GatedFeature,
  MOOD_BOOSTER_PREVIEW_COUNT,
  PLAN_RANK,
} from '@maeum/contracts';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { SubscriptionStore } from '../subscriptions/subscription.store';
import { PreviewUsedError, UnknownFeatureError } from '../subscriptions/subscription.exception';
import { effectivePlanId } from '../subscriptions/subscription-view';

/** Spec §6: a feature is open if the user's plan rank is at least the rank that opens it. */
@Injectable()
export class FeatureAccessUseCase {
  constructor(
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly store: SubscriptionStore,
  ) {}

  async check(userId: string, name: string): Promise<FeatureAccessView> {
    const feature = gatedFeature(name);
    const allowed = await this.allowed(userId, feature);
    const lastPreview = allowed
      ? null
      : await this.unitOfWork.direct().previews.lastViewedAt(userId, feature);
    const open = this.stillOpen(lastPreview);
    return {
      feature,
      allowed,
      canPreview: !allowed && !open,
      preview: open ? previewView(feature, lastPreview!) : null,
    };
  }

  /** Records a preview: one per feature per 24 hours, even when several tabs ask at once. */
  async preview(userId: string, name: string): Promise<FeaturePreviewView> {
    const feature = gatedFeature(name);
    if (await this.allowed(userId, feature))
      return {
        feature,
        until: new Date(Date.now() + FEATURE_PREVIEW_WINDOW_MS).toISOString(),
        itemLimit: null,
      };
    const viewedAt = await this.unitOfWork.run(async ({ customers, previews }) => {
      await customers.lockUser(userId);
      const last = await previews.lastViewedAt(userId, feature);
      if (this.stillOpen(last))
        throw new PreviewUsedError(new Date(last!.getTime() + FEATURE_PREVIEW_WINDOW_MS));
      const now = new Date();
      await previews.record(userId, feature, now);
      return now;
    });
    return previewView(feature, viewedAt);
  }

  private async allowed(userId: string, feature: GatedFeature): Promise<boolean> {
    const row = await this.store.read(userId);
    return PLAN_RANK[effectivePlanId(row, new Date())] >= PLAN_RANK[GATED_FEATURES[feature]];
  }

  private stillOpen(viewedAt: Date | null): boolean {
    return !!viewedAt && Date.now() - viewedAt.getTime() < FEATURE_PREVIEW_WINDOW_MS;
  }
}

function previewView(feature: GatedFeature, viewedAt: Date): FeaturePreviewView {
  return {
    feature,
    until: new Date(viewedAt.getTime() + FEATURE_PREVIEW_WINDOW_MS).toISOString(),
    itemLimit: feature === 'mood-boosters' ? MOOD_BOOSTER_PREVIEW_COUNT : null,
  };
}

function gatedFeature(name: string): GatedFeature {
  if (!Object.hasOwn(GATED_FEATURES, name)) throw new UnknownFeatureError();
  return name as GatedFeature;
}
