import { CommonErrorCode } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import type { HistoryAccess } from '../chat/history-access';
import { HistoryPlanRequiredError } from '../chat/sessions.exception';
import { fakeKeys, sessionsUnitKit } from '../sessions-unit.test-kit';
import { GetReplyAudioUseCase } from './get-reply-audio.usecase';

describe('GetReplyAudioUseCase', () => {
  const setup = () => {
    const kit = sessionsUnitKit();
    const access = mockRepository<HistoryAccess>();
    return { ...kit, access, useCase: new GetReplyAudioUseCase(kit.unitOfWork, fakeKeys(), access) };
  };
  const input = { id: 'session-1', messageId: 'message-1', part: 2 };

  it('opens the kept sentence for its owner', async () => {
    const { clips, access, useCase } = setup();
    clips.clip.mockResolvedValue(`sealed-bytes(${Buffer.from('mp3').toString('base64')})`);
    await expect(useCase.execute('user-1', input)).resolves.toEqual({
      audioBase64: Buffer.from('mp3').toString('base64'),
    });
    expect(clips.clip).toHaveBeenCalledWith('user-1', 'session-1', 'message-1', 2);
    expect(access.assertOpens).toHaveBeenCalledWith('user-1', 'session-1');
  });

  it('answers not found when no such sentence is the caller’s', async () => {
    const { clips, access, useCase } = setup();
    clips.clip.mockResolvedValue(undefined);
    await expect(useCase.execute('user-1', input)).rejects.toMatchObject({ code: CommonErrorCode.notFound });
    expect(access.assertOpens).not.toHaveBeenCalled();
  });

  it('refuses an older session’s audio without Plus, like its transcript', async () => {
    const { clips, access, useCase } = setup();
    clips.clip.mockResolvedValue('sealed-bytes(AA==)');
    access.assertOpens.mockRejectedValue(new HistoryPlanRequiredError());
    await expect(useCase.execute('user-1', input)).rejects.toMatchObject({ code: 'plan_required' });
  });
});
