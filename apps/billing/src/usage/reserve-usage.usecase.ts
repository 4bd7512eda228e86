import { Inject, Injectable } from '@nestjs/common';
import type { UsageReservation, UsageReserveRequest } from '@maeum/contracts';
import { SERVICE_RUNTIME, type ServiceRuntime } from '@maeum/service-kit';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import type { Plan } from '../plans/plan.entity';
import { PlanCatalog } from '../plans/plan-catalog';
import { SubscriptionStore } from '../subscriptions/subscription.store';
import { effectivePlanId, SESSION_LIMIT_REACHED, sessionsUsed } from '../subscriptions/subscription-view';
import { usageDay } from '../subscriptions/usage-calendar';
import { ReleaseUsageUseCase } from './release-usage.usecase';
import type { UsageRepository } from './usage.repository';

/** A started session keeps its hold this long past its length: time for a first message after the last minute. */
export const SESSION_HOLD_GRACE_SECONDS = 5 * 60;
/** A hold waiting for its reply: longer than any reply, with the outbox relay behind it. */
export const REPLY_HOLD_SECONDS = 10 * 60;
export const DAILY_TEXT_LIMIT_REACHED = 'daily_text_limit_reached';

type Refusal = typeof SESSION_LIMIT_REACHED | typeof DAILY_TEXT_LIMIT_REACHED;

class Refused extends Error {
  constructor(readonly reason: Refusal) {
    super(reason);
  }
}

/** How long a session hold lives: the session's length and the grace, or a reply's time once pinned. */
export function sessionHoldSeconds(plan: Pick<Plan, 'sessionMinutes'>, reply: boolean): number {
  return reply ? REPLY_HOLD_SECONDS : plan.sessionMinutes * 60 + SESSION_HOLD_GRACE_SECONDS;
}

/**
 * billing.usage.reserve: the sessions service's one way to use a plan's limits (billing is the one
 * counter). All the holds of a request are reserved in one transaction or none is: the replaced
 * sessions' holds are given back first, then each hold is one conditional statement on its
 * counter. Expired holds are given back (and the reservation tried again) only when a limit says no. A session that already holds its place (its start reserved it) only
 * has the hold pinned for its first reply, so a start elsewhere cannot give it away meanwhile.
 */
@Injectable()
export class ReserveUsageUseCase {
  constructor(
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly subscriptions: SubscriptionStore,
    private readonly catalog: PlanCatalog,
    private readonly release: ReleaseUsageUseCase,
    @Inject(SERVICE_RUNTIME) private readonly runtime: ServiceRuntime,
  ) {}

  async execute(userId: string, request: UsageReserveRequest): Promise<UsageReservation> {
    const row = await this.subscriptions.read(userId);
    const now = new Date();
    const plan = this.catalog.get(effectivePlanId(row, now));
    const month = this.subscriptions.month(now);
    const answer = (reason: Refusal | null, used: number, textsToday: number | null): UsageReservation => ({
      allowed: reason === null,
      reason,
      planName: plan.name,
      used,
      limit: plan.monthlySessions,
      sessionMinutes: plan.sessionMinutes,
      dailyTexts: plan.dailyTexts,
      textsToday,
    });
    const attempt = () =>
      this.unitOfWork.run(async ({ usage }) => {
        await usage.commitWithoutWaitingForDisk();
        return this.reserve(usage, userId, request, plan, month.start, usageDay(now, this.timeZone));
      });
    try {
      let counted: Awaited<ReturnType<typeof attempt>>;
      try {
        counted = await attempt();
      } catch (error) {
        // Expired holds (a reply whose service died) are given back when they stand in the way.
        if (!(error instanceof Refused) || !(await this.release.release(userId, []))) throw error;
        counted = await attempt();
      }
      return answer(null, counted.sessions ?? sessionsUsed(row, month), counted.texts);
    } catch (error) {
      if (error instanceof Refused) return answer(error.reason, sessionsUsed(row, month), null);
      throw error;
    }
  }

  private get timeZone(): string {
    return this.runtime.config.USAGE_RESET_TIME_ZONE;
  }

  private async reserve(
    usage: UsageRepository,
    userId: string,
    request: UsageReserveRequest,
    plan: Plan,
    month: string,
    day: string,
  ): Promise<{ sessions: number | null; texts: number | null }> {
    if (request.replacing?.length) await usage.giveBack(userId, request.replacing, true);
    let sessions: number | null = null;
    if (request.session) {
      const pin = request.session.reply === true;
      const held = await usage.holdSession({
        id: request.session.holdId,
        userId,
        type: request.session.type,
        month,
        pin,
        limit: plan.monthlySessions,
        ttlSeconds: sessionHoldSeconds(plan, pin),
      });
      if (held.fresh && held.counted === null) throw new Refused(SESSION_LIMIT_REACHED);
      sessions = held.counted;
    }
    let texts: number | null = null;
    // An unlimited plan has nothing to hold.
    if (request.text && plan.dailyTexts !== null) {
      const held = await usage.holdText({
        id: request.text.holdId,
        userId,
        day,
        limit: plan.dailyTexts,
        ttlSeconds: REPLY_HOLD_SECONDS,
      });
      if (held.fresh && held.counted === null) throw new Refused(DAILY_TEXT_LIMIT_REACHED);
      texts = held.counted;
    }
    return { sessions, texts };
  }
}
