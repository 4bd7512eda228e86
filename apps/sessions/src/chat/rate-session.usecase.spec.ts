import { CommonErrorCode, SESSION_RATED_V1, SessionsErrorCode } from '@maeum/contracts';
import { sessionsUnitKit } from '../sessions-unit.test-kit';
import { RateSessionUseCase } from './rate-session.usecase';

describe('RateSessionUseCase', () => {
  const setup = () => {
    const kit = sessionsUnitKit();
    return { ...kit, useCase: new RateSessionUseCase(kit.unitOfWork) };
  };

  it('rates the caller’s ended session and writes sessions.session.rated.v1 with it', async () => {
    const { sessions, unitOfWork, useCase } = setup();
    const ratedAt = new Date('2026-11-20T11:00:00Z');
    sessions.rate.mockResolvedValue(ratedAt);
    await expect(useCase.execute('user-1', 'session-1', 7)).resolves.toEqual({
      sessionId: 'session-1',
      rating: 7,
      ratedAt: ratedAt.toISOString(),
    });
    expect(sessions.rate).toHaveBeenCalledWith('user-1', 'session-1', 7);
    expect(unitOfWork.eventsOf(SESSION_RATED_V1)).toEqual([
      { userId: 'user-1', sessionId: 'session-1', rating: 7, ratedAt: ratedAt.toISOString() },
    ]);
  });

  it('refuses a session that is not the caller’s as not found, and publishes nothing', async () => {
    const { sessions, unitOfWork, useCase } = setup();
    sessions.rate.mockResolvedValue(undefined);
    await expect(useCase.execute('user-1', 'session-1', 7)).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
    expect(unitOfWork.events).toEqual([]);
    expect(unitOfWork.rollbacks).toBe(1);
  });

  it('refuses a session still running with session_open', async () => {
    const { sessions, unitOfWork, useCase } = setup();
    sessions.rate.mockResolvedValue('open');
    await expect(useCase.execute('user-1', 'session-1', 7)).rejects.toMatchObject({
      code: SessionsErrorCode.sessionOpen,
    });
    expect(unitOfWork.events).toEqual([]);
  });
});
