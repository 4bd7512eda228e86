import { CommonErrorCode } from '@maeum/contracts';
import { fakeKeys, sessionRow, sessionsUnitKit } from '../sessions-unit.test-kit';
import { KeepVoiceClipUseCase } from './keep-voice-clip.usecase';

describe('KeepVoiceClipUseCase', () => {
  const setup = () => {
    const kit = sessionsUnitKit();
    return { ...kit, useCase: new KeepVoiceClipUseCase(kit.unitOfWork, fakeKeys()) };
  };
  const clip = { sessionId: 'session-1', turnId: 'turn-1', part: 0, audio: Buffer.from('mp3') };

  it('keeps a sentence of the caller’s own voice session, sealed', async () => {
    const { sessions, clips, useCase } = setup();
    sessions.find.mockResolvedValue(sessionRow({ session_type: 'voice' }));
    await useCase.execute('user-1', clip);
    expect(sessions.find).toHaveBeenCalledWith('user-1', 'session-1');
    expect(clips.add).toHaveBeenCalledWith({
      sessionId: 'session-1',
      userId: 'user-1',
      turnId: 'turn-1',
      part: 0,
      audioEnc: `sealed-bytes(${Buffer.from('mp3').toString('base64')})`,
    });
  });

  it('keeps nothing for a text session, another’s, or an ended one that kept no transcript', async () => {
    const { sessions, clips, useCase } = setup();
    sessions.find.mockResolvedValueOnce(sessionRow({ session_type: 'text' }));
    sessions.find.mockResolvedValueOnce(undefined);
    sessions.find.mockResolvedValueOnce(
      sessionRow({ session_type: 'voice', ended_at: new Date(), summary_enc: null }),
    );
    for (let i = 0; i < 3; i++) await useCase.execute('user-1', clip);
    expect(clips.add).not.toHaveBeenCalled();
  });

  it('never fails the speech: a failed keep is only logged', async () => {
    const { sessions, clips, useCase } = setup();
    sessions.find.mockResolvedValue(sessionRow({ session_type: 'voice' }));
    clips.add.mockRejectedValue(new Error('database gone'));
    await expect(useCase.execute('user-1', clip)).resolves.toBeUndefined();
  });

  it('answers not found when a sentence names a session that is not the caller’s', async () => {
    const { sessions, useCase } = setup();
    sessions.find.mockResolvedValue(undefined);
    await expect(useCase.checkOwner('user-1', 'session-2')).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
  });
});
