import { CommonErrorCode } from '@maeum/contracts';
import { fakeKeys, messageRow, sessionRow, sessionsUnitKit } from '../sessions-unit.test-kit';
import { isStartOf, ReportSpokenReplyUseCase } from './report-spoken-reply.usecase';

describe('ReportSpokenReplyUseCase', () => {
  const setup = () => {
    const kit = sessionsUnitKit();
    kit.sessions.lock.mockResolvedValue(sessionRow({ session_type: 'voice' }));
    kit.messages.reply.mockResolvedValue(messageRow({ content_enc: 'sealed(I hear you. Tell me more.)' }));
    return { ...kit, useCase: new ReportSpokenReplyUseCase(kit.unitOfWork, fakeKeys()) };
  };
  const report = { id: 'session-1', messageId: 'message-1' };

  it('keeps only what was heard, sealed and marked interrupted, when the person cut in', async () => {
    const { messages, useCase } = setup();
    messages.markInterrupted.mockResolvedValue(
      messageRow({ content_enc: 'sealed(I hear you.)', interrupted: true }),
    );
    const view = await useCase.execute('user-1', { ...report, heard: 'I hear   you.' });
    expect(messages.markInterrupted).toHaveBeenCalledWith('message-1', 'sealed(I hear you.)');
    expect(view).toMatchObject({ content: 'I hear you.', interrupted: true });
  });

  it('changes nothing when the whole reply was heard (a repeat of the same report)', async () => {
    const { messages, useCase } = setup();
    const view = await useCase.execute('user-1', { ...report, heard: 'I hear you. Tell me more.' });
    expect(messages.markInterrupted).not.toHaveBeenCalled();
    expect(view.content).toBe('I hear you. Tell me more.');
  });

  it('joins the turn’s clips to the reply they spoke', async () => {
    const { clips, useCase } = setup();
    await useCase.execute('user-1', { ...report, turnId: 'turn-1' });
    expect(clips.attach).toHaveBeenCalledWith({
      sessionId: 'session-1',
      userId: 'user-1',
      turnId: 'turn-1',
      messageId: 'message-1',
    });
  });

  it('refuses words that are not the start of the reply', async () => {
    const { messages, useCase } = setup();
    await expect(useCase.execute('user-1', { ...report, heard: 'Something else' })).rejects.toMatchObject({
      code: CommonErrorCode.validationFailed,
    });
    expect(messages.markInterrupted).not.toHaveBeenCalled();
  });

  it('answers not found for another’s session or a message that is not one of its replies', async () => {
    const { sessions, messages, clips, useCase } = setup();
    messages.reply.mockResolvedValue(undefined);
    await expect(useCase.execute('user-1', { ...report, turnId: 'turn-1' })).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
    sessions.lock.mockResolvedValue(undefined);
    await expect(useCase.execute('user-1', report)).rejects.toMatchObject({ code: CommonErrorCode.notFound });
    expect(clips.attach).not.toHaveBeenCalled();
  });

  it('reads spaces aside: the page speaks trimmed sentences', () => {
    expect(isStartOf(' I hear\nyou.', 'I hear you. Tell me more.')).toBe(true);
    expect(isStartOf('hear you', 'I hear you.')).toBe(false);
  });
});
