import { journalUnitKit, fakeKeys } from '../journal-unit.test-kit';
import { openGate } from './booster-unit.test-kit';
import { RecordBoosterEventUseCase } from './record-booster-event.usecase';

describe('RecordBoosterEventUseCase', () => {
  const setup = () => {
    const kit = journalUnitKit();
    return { ...kit, useCase: new RecordBoosterEventUseCase(openGate(), kit.unitOfWork, fakeKeys()) };
  };

  it('stores the interaction with what the person gave sealed', async () => {
    const { boosters, useCase } = setup();
    await expect(
      useCase.execute('user-1', {
        slug: 'breathing',
        type: 'entry_saved',
        payload: { feeling: 'calm' },
        journal: 'Slower now.',
      }),
    ).resolves.toEqual({ recorded: true });
    expect(boosters.addLog).toHaveBeenCalledWith(
      'user-1',
      'booster-1',
      { type: 'entry_saved', timestamp: expect.any(String) },
      { payloadEnc: 'sealed({"feeling":"calm"})', journalEnc: 'sealed(Slower now.)' },
    );
  });

  it('keeps an empty payload and blank words as nothing', async () => {
    const { boosters, useCase } = setup();
    await useCase.execute('user-1', { slug: 'breathing', type: 'entry_saved', payload: {}, journal: '  ' });
    expect(boosters.addLog).toHaveBeenCalledWith('user-1', 'booster-1', expect.anything(), {
      payloadEnc: null,
      journalEnc: null,
    });
  });
});
