import { mockRepository } from '@maeum/testing';
import type { BoosterCatalogue } from './booster-catalogue';
import { catalogueBooster } from './booster-unit.test-kit';
import { ListBoostersUseCase } from './list-boosters.usecase';

describe('ListBoostersUseCase', () => {
  it('answers the catalogue in its order, without the place kept for the preview', async () => {
    const catalogue = mockRepository<BoosterCatalogue>({
      list: async () => [
        catalogueBooster(),
        catalogueBooster({ id: 'booster-2', slug: 'gratitude', position: 1 }),
      ],
    });
    const list = await new ListBoostersUseCase(catalogue).execute();
    expect(list.map((booster) => booster.slug)).toEqual(['breathing', 'gratitude']);
    expect(list[0]).not.toHaveProperty('position');
    expect(list[0]).toMatchObject({ id: 'booster-1', title: 'Breathing', emojiIcon: '🌬️' });
  });
});
