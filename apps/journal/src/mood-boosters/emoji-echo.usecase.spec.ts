import { CommonErrorCode } from '@maeum/contracts';
import type { JournalModel } from '../analysis/journal-model';
import { fakeKeys, journalUnitKit } from '../journal-unit.test-kit';
import { BoosterNotFoundError } from './booster-errors';
import { catalogueBooster, openGate } from './booster-unit.test-kit';
import { EmojiEchoUseCase } from './emoji-echo.usecase';

describe('EmojiEchoUseCase', () => {
  // No model: the tone's fallback answers.
  const model = { model: undefined, timeoutMs: 1000 } as unknown as JournalModel;

  it('answers the reflection and keeps it, and the emoji chosen, sealed', async () => {
    const kit = journalUnitKit();
    const gate = openGate(catalogueBooster({ id: 'booster-echo', slug: 'emoji-echo' }));
    const useCase = new EmojiEchoUseCase(kit.unitOfWork, gate, fakeKeys(), model);

    const view = await useCase.execute('user-1', { emoji: '😰', tone: 'millennial' });

    expect(gate.open).toHaveBeenCalledWith('user-1', 'emoji-echo');
    expect(view).toMatchObject({ emoji: '😰', tone: 'millennial', fallback: true });
    expect(kit.boosters.addEcho).toHaveBeenCalledWith({
      userId: 'user-1',
      emoji: '😰',
      tone: 'millennial',
      reflectionEnc: `sealed(${view.reflection})`,
      fallback: true,
    });
    expect(kit.boosters.addLog).toHaveBeenCalledWith(
      'user-1',
      'booster-echo',
      { type: 'emoji_selected', timestamp: expect.any(String) },
      { payloadEnc: `sealed(${JSON.stringify({ emoji: '😰', tone: 'millennial' })})` },
    );
    expect(kit.unitOfWork.commits).toBe(1);
  });

  it('writes nothing when the booster is not there', async () => {
    const kit = journalUnitKit();
    const gate = openGate();
    gate.open.mockRejectedValue(new BoosterNotFoundError());
    const useCase = new EmojiEchoUseCase(kit.unitOfWork, gate, fakeKeys(), model);
    await expect(useCase.execute('user-1', { emoji: '😰', tone: 'millennial' })).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
    expect(kit.boosters.addEcho).not.toHaveBeenCalled();
    expect(kit.unitOfWork.commits).toBe(0);
  });
});
