import { Injectable } from '@nestjs/common';
import type { PageVisitView } from '@maeum/contracts';
import { AuthUnitOfWork } from '../auth.unit-of-work';

/**
 * POST /api/page-visits (spec 000): a visit is kept only while the
 * person's analytics consent is on (on by default, as the spec's preferences are); with it off
 * nothing is written and the answer says so. Nothing is sent to third parties.
 */
@Injectable()
export class RecordPageVisitUseCase {
  constructor(private readonly unitOfWork: AuthUnitOfWork) {}

  async execute(userId: string, path: string): Promise<PageVisitView> {
    return { recorded: await this.unitOfWork.direct().pageVisits.recordWithConsent(userId, path) };
  }
}
