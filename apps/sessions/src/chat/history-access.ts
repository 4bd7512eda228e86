import { Injectable } from '@nestjs/common';
import { RpcClient } from '@maeum/messaging';
import { SessionsUnitOfWork } from '../sessions.unit-of-work';
import { HistoryPlanRequiredError } from './sessions.exception';

/**
 * Session history is a Plus feature (spec 001 §6): billing says whether the
 * caller's plan opens it. Without it, the history is a preview: the latest session only.
 */
@Injectable()
export class HistoryAccess {
  constructor(
    private readonly rpc: RpcClient,
    private readonly unitOfWork: SessionsUnitOfWork,
  ) {}

  async whole(userId: string): Promise<boolean> {
    const access = await this.rpc.request('billing.features.check', { name: 'history' }, { userId });
    return access.allowed;
  }

  /** The id of the latest session, or undefined when there is none. */
  async latestId(userId: string): Promise<string | undefined> {
    const [latest] = await this.unitOfWork.direct().sessions.page(userId, 'all', undefined, 1);
    return latest?.id;
  }

  /** 403 `plan_required` for a session of the caller's that is not the preview. */
  async assertOpens(userId: string, sessionId: string): Promise<void> {
    if (await this.whole(userId)) return;
    if ((await this.latestId(userId)) !== sessionId) throw new HistoryPlanRequiredError();
  }
}
