import { Injectable } from '@nestjs/common';
import type { AdminActionResult } from '@maeum/contracts';
import { AdminGate } from '../access/admin-gate';
import { DeadLetterConsumerGoneError, DeadLetterNotFoundError } from '../access/admin-errors';
import { AdminUnitOfWork } from '../admin.unit-of-work';
import { writeAudit } from '../audit/audit-log';
import { FailureSources, orUnavailable } from './failure-sources';

/**
 * POST /api/admin/dead-letters/:id/retry: sends one parked event back to the consumer that failed
 * it, and removes it from the dead-letter stream. In the transaction of its audit row, after the
 * action limit is claimed: a refusal publishes nothing and writes no row; a retry the stream
 * already held (another admin's, a moment earlier) is answered as gone and writes no row either.
 */
@Injectable()
export class RetryDeadLetterUseCase {
  constructor(
    private readonly gate: AdminGate,
    private readonly sources: FailureSources,
    private readonly unitOfWork: AdminUnitOfWork,
  ) {}

  async execute(adminId: string, id: string): Promise<AdminActionResult> {
    await this.gate.check(adminId, 'panel');
    const deadLetters = await this.sources.deadLetters();
    const entry = await orUnavailable('nats', () => deadLetters.get(Number(id)));
    if (!entry) throw new DeadLetterNotFoundError();
    if (!(await orUnavailable('nats', () => deadLetters.consumerExists(entry.consumer))))
      throw new DeadLetterConsumerGoneError();
    const audit = await this.unitOfWork.run(async (scope) => {
      await this.gate.claimAction(scope, adminId);
      const row = await writeAudit(scope, {
        adminId,
        action: 'dead-letter.retry',
        details: {
          deadLetterId: entry.id,
          consumer: entry.consumer,
          eventType: entry.eventType,
          eventId: entry.eventId,
          deliveries: entry.deliveries,
        },
      });
      // Last, so the row commits only with a redelivery the stream took as new.
      const sent = await orUnavailable('nats', () => deadLetters.redeliver(Number(id)));
      if (!sent || sent.duplicate) throw new DeadLetterNotFoundError();
      return row;
    });
    return { message: 'The event was sent back to its consumer.', audit };
  }
}
