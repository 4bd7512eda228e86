import { PLAN_RANK, type PlanId } from '@maeum/contracts';

/**
 * Spec §4: upgrades free → any paid plan, lite → plus or pro, plus → pro; downgrades pro → plus,
 * lite or free, plus → lite or free, lite → free. Both are "to a higher (lower) rank".
 */
export function isUpgrade(from: PlanId, to: PlanId): boolean {
  return PLAN_RANK[to] > PLAN_RANK[from];
}

export function isDowngrade(from: PlanId, to: PlanId): boolean {
  return PLAN_RANK[to] < PLAN_RANK[from];
}
