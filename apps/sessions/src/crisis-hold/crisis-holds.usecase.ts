import { Injectable } from '@nestjs/common';
import { CRISIS_HOLD_HOURS } from '@maeum/contracts';
import { SessionsUnitOfWork } from '../sessions.unit-of-work';

/**
 * The crisis hold (issue 24): for CRISIS_HOLD_HOURS after a crisis referral no self-care reminder
 * is sent. A referral is a user message the gate called a crisis (chat_messages.crisis); a session
 * whose crisis card was shown and that was active in the hold counts too, so a transcript that is
 * not kept (or was reset) still holds.
 */
@Injectable()
export class CrisisHoldsUseCase {
  constructor(private readonly unitOfWork: SessionsUnitOfWork) {}

  async execute(userIds: string[], now = new Date()): Promise<{ held: string[] }> {
    if (userIds.length === 0) return { held: [] };
    const held = await this.unitOfWork.direct().crisisHolds.held(userIds, now, CRISIS_HOLD_HOURS);
    return { held };
  }
}
