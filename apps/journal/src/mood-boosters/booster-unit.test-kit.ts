import { mockRepository } from '@maeum/testing';
import type { CatalogueBooster } from './booster-catalogue';
import type { BoosterGate } from './booster-gate';

/** A booster of the catalogue: the first, the breathing one, unless told otherwise. */
export function catalogueBooster(overrides: Partial<CatalogueBooster> = {}): CatalogueBooster {
  return {
    id: 'booster-1',
    slug: 'breathing',
    title: 'Breathing',
    type: 'exercise',
    emojiIcon: '🌬️',
    createdAt: '2026-01-01T00:00:00.000Z',
    position: 0,
    ...overrides,
  };
}

/** A gate that opens `booster` (on a plan with boosters unless `previewUntil` is given). */
export function openGate(booster = catalogueBooster(), previewUntil: string | null = null) {
  return mockRepository<BoosterGate>({ open: async () => ({ booster, previewUntil }) });
}
