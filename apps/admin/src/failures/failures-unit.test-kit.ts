import type { AdminDeadLetterRow, AdminFailedJobRow } from '@maeum/contracts';
import type { DeadLetters } from '@maeum/messaging';
import type { FailedJobs } from '@maeum/service-kit';
import { mockRepository } from '@maeum/testing';
import type { FailureSources } from './failure-sources';

export const deadLetter = (overrides: Partial<AdminDeadLetterRow> = {}): AdminDeadLetterRow => ({
  id: '7',
  consumer: 'journal-analyse-entry',
  eventType: 'journal.entry.created.v1',
  eventId: 'event-1',
  deliveries: 5,
  reason: 'boom',
  parkedAt: '2026-11-27T05:00:00.000Z',
  ...overrides,
});

export const failedJob = (overrides: Partial<AdminFailedJobRow> = {}): AdminFailedJobRow => ({
  queue: 'email',
  id: 'job-1',
  name: 'send-email',
  reason: 'smtp down',
  attempts: 5,
  failedAt: '2026-11-27T05:00:00.000Z',
  ...overrides,
});

/** The dead-letter stream and the failed jobs, mocked; `sources` hands them as FailureSources does. */
export function failureSourcesKit() {
  const deadLetters = mockRepository<DeadLetters>();
  const jobs = mockRepository<FailedJobs>();
  const sources = mockRepository<FailureSources>({ jobs, deadLetters: async () => deadLetters });
  return { deadLetters, jobs, sources };
}
