import { fakeKeys, journalUnitKit } from '../journal-unit.test-kit';
import { ExportMoodBoostersUseCase } from './export-mood-boosters.usecase';

describe('ExportMoodBoostersUseCase', () => {
  it('opens the caller’s booster activity and emoji echoes', async () => {
    const kit = journalUnitKit();
    const at = new Date('2026-11-20T10:00:00Z');
    kit.boosters.logsOf.mockResolvedValue([
      {
        slug: 'breathing',
        interaction: { type: 'activated' },
        payload_enc: null,
        journal_enc: null,
        created_at: at,
      },
      {
        slug: 'feeling-wheel',
        interaction: { type: 'completed' },
        payload_enc: 'sealed({"feeling":"calm"})',
        journal_enc: 'sealed(Better.)',
        created_at: at,
      },
    ]);
    kit.boosters.echoesOf.mockResolvedValue([
      {
        emoji: '😊',
        tone: 'gentle',
        reflection_enc: 'sealed(Joy is here.)',
        fallback: false,
        created_at: at,
      },
    ]);
    const exported = await new ExportMoodBoostersUseCase(kit.unitOfWork, fakeKeys()).execute('user-1');
    expect(kit.boosters.logsOf).toHaveBeenCalledWith('user-1');
    expect(exported).toEqual({
      activity: [
        { booster: 'breathing', type: 'activated', payload: null, journal: null, at: at.toISOString() },
        {
          booster: 'feeling-wheel',
          type: 'completed',
          payload: { feeling: 'calm' },
          journal: 'Better.',
          at: at.toISOString(),
        },
      ],
      emojiEchoes: [
        { emoji: '😊', tone: 'gentle', reflection: 'Joy is here.', fallback: false, at: at.toISOString() },
      ],
    });
  });
});
