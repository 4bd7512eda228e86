import { Injectable } from '@nestjs/common';
import { MOOD_BOOSTER_PREVIEW_COUNT } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { BoosterCatalogue, type CatalogueBooster } from './booster-catalogue';
import { BoosterLockedError, BoosterNotFoundError } from './booster-errors';

export interface OpenBooster {
  booster: CatalogueBooster;
  /** When the Free plan's preview closes; null on a plan with mood boosters. */
  previewUntil: string | null;
}

/**
 * The plan gate on the server (spec 001 §4): Plus and Pro open every booster; Free opens the
 * first 3 while its preview (one per 24 h, recorded by billing) is open; nothing else.
 */
@Injectable()
export class BoosterGate {
  constructor(
    private readonly catalogue: BoosterCatalogue,
    private readonly rpc: RpcClient,
  ) {}

  async open(userId: string, slug: string): Promise<OpenBooster> {
    const [booster, access] = await Promise.all([
      this.catalogue.bySlug(slug),
      this.rpc.request('billing.features.check', { name: 'mood-boosters' }, { userId, timeoutMs: 3000 }),
    ]);
    if (!booster) throw new BoosterNotFoundError();
    if (access.allowed) return { booster, previewUntil: null };
    const limit = access.preview?.itemLimit ?? MOOD_BOOSTER_PREVIEW_COUNT;
    if (access.preview && booster.position < limit) return { booster, previewUntil: access.preview.until };
    throw new BoosterLockedError();
  }
}
