import { ADMIN_ACTION_LOGGED_V1, AdminErrorCode, CommonErrorCode } from '@maeum/contracts';
import { adminUnitKit } from '../admin-unit.test-kit';
import { failedJob, failureSourcesKit } from './failures-unit.test-kit';
import { RetryFailedJobUseCase } from './retry-failed-job.usecase';

describe('RetryFailedJobUseCase', () => {
  const setup = () => {
    const kit = adminUnitKit();
    const failures = failureSourcesKit();
    failures.jobs.get.mockResolvedValue(failedJob());
    failures.jobs.retry.mockResolvedValue(failedJob());
    return { ...kit, ...failures, useCase: new RetryFailedJobUseCase(kit.gate, failures.sources, kit.uow) };
  };

  it('sends the job back to its queue and records which job it was', async () => {
    const { useCase, jobs, audit, unitOfWork } = setup();
    const result = await useCase.execute('admin-1', 'email', 'job-1');
    expect(jobs.retry).toHaveBeenCalledWith('email', 'job-1');
    expect(audit.insert).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'job.retry',
        details: { queue: 'email', jobId: 'job-1', jobName: 'send-email', attempts: 5 },
      }),
    );
    expect(unitOfWork.eventsOf(ADMIN_ACTION_LOGGED_V1)).toHaveLength(1);
    expect(result.message).toBe('The job was sent back to its queue.');
  });

  it('a job no longer failed is 404 and writes nothing', async () => {
    const { useCase, jobs, audit } = setup();
    jobs.get.mockResolvedValue(undefined);
    await expect(useCase.execute('admin-1', 'email', 'job-1')).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
    expect(audit.insert).not.toHaveBeenCalled();
  });

  it('a second retry that finds the job gone rolls its row back', async () => {
    const { useCase, jobs, unitOfWork } = setup();
    jobs.retry.mockResolvedValue(undefined);
    await expect(useCase.execute('admin-1', 'email', 'job-1')).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
    expect(unitOfWork.rollbacks).toBe(1);
    expect(unitOfWork.events).toEqual([]);
  });

  it('the 11th action is refused before the job moves', async () => {
    const { useCase, jobs, audit } = setup();
    audit.countSince.mockResolvedValue({ count: 10, oldest: new Date() });
    await expect(useCase.execute('admin-1', 'email', 'job-1')).rejects.toMatchObject({
      code: AdminErrorCode.tooManyAdminActions,
    });
    expect(jobs.retry).not.toHaveBeenCalled();
  });

  it('Redis not answering is 503', async () => {
    const { useCase, jobs } = setup();
    jobs.get.mockRejectedValue(new Error('ECONNREFUSED'));
    await expect(useCase.execute('admin-1', 'email', 'job-1')).rejects.toMatchObject({
      code: CommonErrorCode.serviceUnavailable,
      details: { service: 'redis' },
    });
  });
});
