import { ADMIN_FAILURES_LIST_SIZE, AdminErrorCode, CommonErrorCode } from '@maeum/contracts';
import { adminUnitKit } from '../admin-unit.test-kit';
import { deadLetter, failedJob, failureSourcesKit } from './failures-unit.test-kit';
import { ListFailuresUseCase } from './list-failures.usecase';

describe('ListFailuresUseCase', () => {
  const setup = (admin?: null) => {
    const kit = admin === null ? adminUnitKit(null) : adminUnitKit();
    const failures = failureSourcesKit();
    failures.deadLetters.count.mockResolvedValue(3);
    failures.deadLetters.latest.mockResolvedValue([deadLetter()]);
    failures.jobs.count.mockResolvedValue(1);
    failures.jobs.latest.mockResolvedValue([failedJob()]);
    return { ...kit, ...failures, useCase: new ListFailuresUseCase(kit.gate, failures.sources) };
  };

  it('answers both counts and the newest of each, and writes nothing', async () => {
    const { useCase, deadLetters, jobs, audit } = setup();
    await expect(useCase.execute('admin-1')).resolves.toEqual({
      deadLetters: { total: 3, latest: [deadLetter()] },
      failedJobs: { total: 1, latest: [failedJob()] },
    });
    expect(deadLetters.latest).toHaveBeenCalledWith(ADMIN_FAILURES_LIST_SIZE);
    expect(jobs.latest).toHaveBeenCalledWith(ADMIN_FAILURES_LIST_SIZE);
    expect(audit.insert).not.toHaveBeenCalled();
  });

  it('refuses a non-admin before reading anything', async () => {
    const { useCase, deadLetters } = setup(null);
    await expect(useCase.execute('user-1')).rejects.toMatchObject({ code: AdminErrorCode.notAdmin });
    expect(deadLetters.count).not.toHaveBeenCalled();
  });

  it('a store not answering is 503 naming it', async () => {
    const { useCase, jobs } = setup();
    jobs.count.mockRejectedValue(new Error('ECONNREFUSED'));
    await expect(useCase.execute('admin-1')).rejects.toMatchObject({
      code: CommonErrorCode.serviceUnavailable,
      details: { service: 'redis' },
    });
  });
});
