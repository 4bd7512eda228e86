import { CommonErrorCode } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import { fakeKeys, messageRow, sessionRow, sessionsUnitKit } from '../sessions-unit.test-kit';
import { GetSessionUseCase } from './get-session.usecase';
import type { HistoryAccess } from './history-access';
import { HistoryPlanRequiredError } from './sessions.exception';

describe('GetSessionUseCase', () => {
  const setup = () => {
    const kit = sessionsUnitKit();
    const access = mockRepository<HistoryAccess>();
    return { ...kit, access, useCase: new GetSessionUseCase(kit.unitOfWork, fakeKeys(), access) };
  };

  it('opens the caller’s session with its transcript, and the kept audio of each spoken reply', async () => {
    const { sessions, messages, clips, useCase } = setup();
    sessions.find.mockResolvedValue(sessionRow({ session_type: 'voice', message_count: 2 }));
    messages.of.mockResolvedValue([
      messageRow({ id: 'm-1', role: 'user', content_enc: 'sealed(Hi)' }),
      messageRow({ id: 'm-2', seq: 2 }),
    ]);
    clips.partsOf.mockResolvedValue(new Map([['m-2', 3]]));
    const detail = await useCase.execute('user-1', 'session-1');
    expect(sessions.find).toHaveBeenCalledWith('user-1', 'session-1');
    expect(detail.session).toMatchObject({ id: 'session-1', title: 'New conversation' });
    expect(detail.messages.map((m) => [m.content, m.audioParts])).toEqual([
      ['Hi', undefined],
      ['Hello, how are you feeling today?', 3],
    ]);
  });

  it('answers not found for a session that is not the caller’s', async () => {
    const { sessions, messages, useCase } = setup();
    sessions.find.mockResolvedValue(undefined);
    await expect(useCase.execute('user-1', 'session-1')).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
    expect(messages.of).not.toHaveBeenCalled();
  });

  it('refuses an older session without Plus before reading its words', async () => {
    const { sessions, messages, access, useCase } = setup();
    sessions.find.mockResolvedValue(sessionRow());
    access.assertOpens.mockRejectedValue(new HistoryPlanRequiredError());
    await expect(useCase.execute('user-1', 'session-1')).rejects.toMatchObject({ code: 'plan_required' });
    expect(messages.of).not.toHaveBeenCalled();
  });
});
