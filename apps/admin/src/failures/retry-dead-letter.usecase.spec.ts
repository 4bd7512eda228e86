import { ADMIN_ACTION_LOGGED_V1, AdminErrorCode, CommonErrorCode } from '@maeum/contracts';
import { adminUnitKit } from '../admin-unit.test-kit';
import { deadLetter, failureSourcesKit } from './failures-unit.test-kit';
import { RetryDeadLetterUseCase } from './retry-dead-letter.usecase';

describe('RetryDeadLetterUseCase', () => {
  const setup = () => {
    const kit = adminUnitKit();
    const failures = failureSourcesKit();
    failures.deadLetters.get.mockResolvedValue(deadLetter());
    failures.deadLetters.consumerExists.mockResolvedValue(true);
    failures.deadLetters.redeliver.mockResolvedValue({ ...deadLetter(), duplicate: false });
    return { ...kit, ...failures, useCase: new RetryDeadLetterUseCase(kit.gate, failures.sources, kit.uow) };
  };

  it('sends the event back to its consumer and records what it was (never the payload)', async () => {
    const { useCase, deadLetters, audit, unitOfWork } = setup();
    const result = await useCase.execute('admin-1', '7');
    expect(deadLetters.redeliver).toHaveBeenCalledWith(7);
    expect(audit.insert).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'dead-letter.retry',
        details: {
          deadLetterId: '7',
          consumer: 'journal-analyse-entry',
          eventType: 'journal.entry.created.v1',
          eventId: 'event-1',
          deliveries: 5,
        },
      }),
    );
    expect(unitOfWork.eventsOf(ADMIN_ACTION_LOGGED_V1)).toHaveLength(1);
    expect(result.message).toBe('The event was sent back to its consumer.');
  });

  it('an entry no longer parked is 404, and nothing is claimed or written', async () => {
    const { useCase, deadLetters, admins, audit } = setup();
    deadLetters.get.mockResolvedValue(undefined);
    await expect(useCase.execute('admin-1', '7')).rejects.toMatchObject({ code: CommonErrorCode.notFound });
    expect(admins.lockAdmin).not.toHaveBeenCalled();
    expect(audit.insert).not.toHaveBeenCalled();
  });

  it('an entry whose consumer is gone stays, and is 404 with its own message', async () => {
    const { useCase, deadLetters, audit } = setup();
    deadLetters.consumerExists.mockResolvedValue(false);
    await expect(useCase.execute('admin-1', '7')).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
      message: 'The consumer of this event no longer exists; the entry stays',
    });
    expect(deadLetters.redeliver).not.toHaveBeenCalled();
    expect(audit.insert).not.toHaveBeenCalled();
  });

  it.each([
    ['taken by another admin a moment earlier', undefined],
    ['a duplicate the stream already held', { ...deadLetter(), duplicate: true }],
  ])('a retry %s rolls its row back', async (_case, sent) => {
    const { useCase, deadLetters, unitOfWork } = setup();
    deadLetters.redeliver.mockResolvedValue(sent);
    await expect(useCase.execute('admin-1', '7')).rejects.toMatchObject({ code: CommonErrorCode.notFound });
    expect(unitOfWork.rollbacks).toBe(1);
    expect(unitOfWork.events).toEqual([]);
  });

  it('the 11th action is refused before anything is redelivered', async () => {
    const { useCase, deadLetters, audit } = setup();
    audit.countSince.mockResolvedValue({ count: 10, oldest: new Date() });
    await expect(useCase.execute('admin-1', '7')).rejects.toMatchObject({
      code: AdminErrorCode.tooManyAdminActions,
    });
    expect(deadLetters.redeliver).not.toHaveBeenCalled();
  });

  it('NATS not answering is 503, not 500', async () => {
    const { useCase, deadLetters } = setup();
    deadLetters.get.mockRejectedValue(new Error('connection closed'));
    await expect(useCase.execute('admin-1', '7')).rejects.toMatchObject({
      code: CommonErrorCode.serviceUnavailable,
    });
  });
});
