import { PLAN_IDS, type PlanId } from '@maeum/contracts';
import { isDowngrade, isUpgrade } from './plan-changes';

describe('plan changes (spec §4)', () => {
  const pairs = (test: (from: PlanId, to: PlanId) => boolean) =>
    PLAN_IDS.flatMap((from) => PLAN_IDS.filter((to) => test(from, to)).map((to) => `${from}→${to}`));

  it('allows exactly the upgrades of the spec', () => {
    expect(pairs(isUpgrade)).toEqual([
      'free→lite',
      'free→plus',
      'free→pro',
      'lite→plus',
      'lite→pro',
      'plus→pro',
    ]);
  });

  it('allows exactly the downgrades of the spec', () => {
    expect(pairs(isDowngrade)).toEqual([
      'lite→free',
      'plus→free',
      'plus→lite',
      'pro→free',
      'pro→lite',
      'pro→plus',
    ]);
  });
});
