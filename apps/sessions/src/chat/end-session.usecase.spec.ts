import { TIME_UP } from '@maeum/ai';
import { CommonErrorCode, SESSION_ENDED_V1, SessionsErrorCode } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import { MemoryBook } from '../memory/memory-book';
import { fakeKeys, messageRow, sessionRow, sessionsUnitKit } from '../sessions-unit.test-kit';
import { EndSessionUseCase } from './end-session.usecase';
import { SessionClosing } from './session-closing';
import type { TranscriptRetention } from './transcript-retention';

describe('EndSessionUseCase', () => {
  const setup = (keeps = true) => {
    const kit = sessionsUnitKit();
    const memory = new MemoryBook(kit.unitOfWork);
    const retention = mockRepository<TranscriptRetention>({ keeps: async () => keeps });
    kit.messages.of.mockResolvedValue([
      messageRow(),
      messageRow({ id: 'm-2', seq: 2, role: 'user', content_enc: 'sealed(I feel tired and worried)' }),
    ]);
    kit.memories.enabled.mockResolvedValue(true);
    kit.memories.count.mockResolvedValue(0);
    kit.sessions.update.mockImplementation(async (id, set) => ({
      ...sessionRow({ id, message_count: 2 }),
      ...(set as object),
    }));
    return {
      ...kit,
      useCase: new EndSessionUseCase(kit.unitOfWork, fakeKeys(), new SessionClosing(memory), retention),
    };
  };

  it('ends the caller’s session with a sealed summary and writes sessions.session.ended.v1 with it', async () => {
    const { sessions, messages, unitOfWork, useCase } = setup();
    sessions.lock.mockResolvedValue(sessionRow({ message_count: 2 }));
    const view = await useCase.execute('user-1', 'session-1');
    expect(sessions.lock).toHaveBeenCalledWith('user-1', 'session-1');
    expect(messages.add).not.toHaveBeenCalled();
    const [, set] = sessions.update.mock.calls[0]!;
    expect(set).toMatchObject({ end_reason: 'ended', summary_enc: expect.stringMatching(/^sealed\(/) });
    expect(view.endedAt).not.toBeNull();
    expect(unitOfWork.eventsOf(SESSION_ENDED_V1)).toEqual([
      expect.objectContaining({ userId: 'user-1', sessionId: 'session-1', messageCount: 2 }),
    ]);
  });

  it('says goodbye when the plan’s time is up, saved last, and ends as time_up', async () => {
    const { sessions, messages, useCase } = setup();
    sessions.lock.mockResolvedValue(sessionRow({ message_count: 2, closes_at: new Date(Date.now() - 1000) }));
    messages.add.mockResolvedValue(messageRow({ id: 'bye', content_enc: `sealed(${TIME_UP.en.normal})` }));
    const view = await useCase.execute('user-1', 'session-1');
    expect(messages.add).toHaveBeenCalledWith(
      expect.objectContaining({ role: 'assistant', contentEnc: `sealed(${TIME_UP.en.normal})` }),
    );
    expect(sessions.update.mock.calls[0]![1]).toMatchObject({ end_reason: 'time_up' });
    expect(view.closingMessage).toMatchObject({ id: 'bye', content: TIME_UP.en.normal });
  });

  it('keeps no words (no summary, no transcript, no memory) without the retention consent', async () => {
    const { sessions, messages, memories, useCase } = setup(false);
    sessions.lock.mockResolvedValue(sessionRow({ message_count: 2 }));
    await useCase.execute('user-1', 'session-1');
    expect(messages.deleteOf).toHaveBeenCalledWith('session-1');
    expect(sessions.update.mock.calls[0]![1]).toMatchObject({ summary_enc: null, preview_enc: null });
    expect(memories.add).not.toHaveBeenCalled();
  });

  it('gives the same session when ended twice, and publishes nothing again', async () => {
    const { sessions, unitOfWork, useCase } = setup();
    sessions.lock.mockResolvedValue(sessionRow({ message_count: 4, ended_at: new Date() }));
    const view = await useCase.execute('user-1', 'session-1');
    expect(view.endedAt).not.toBeNull();
    expect(sessions.update).not.toHaveBeenCalled();
    expect(unitOfWork.events).toEqual([]);
  });

  it('refuses another’s session as not found and one with only the welcome as too_short', async () => {
    const { sessions, unitOfWork, useCase } = setup();
    sessions.lock.mockResolvedValueOnce(undefined);
    await expect(useCase.execute('user-1', 'session-1')).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
    sessions.lock.mockResolvedValueOnce(sessionRow({ message_count: 1 }));
    await expect(useCase.execute('user-1', 'session-1')).rejects.toMatchObject({
      code: SessionsErrorCode.tooShort,
    });
    expect(unitOfWork.events).toEqual([]);
  });
});
