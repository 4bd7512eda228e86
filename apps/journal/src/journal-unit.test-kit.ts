import type { HabitDayView } from '@maeum/contracts';
import { fakeUnitOfWork, mockRepository } from '@maeum/testing';
import type { UserCipher } from './data-keys/journal-data-keys';
import type { EntryRow } from './entries/journal-rows';
import type { JournalRepositories } from './journal.unit-of-work';

/** What the journal's use-case unit specs share: every repository mocked, a fake unit of work over them. */
export function journalUnitKit() {
  const repositories: { [K in keyof JournalRepositories]: jest.Mocked<JournalRepositories[K]> } = {
    entries: mockRepository(),
    analyses: mockRepository(),
    writers: mockRepository(),
    prompts: mockRepository(),
    summaries: mockRepository(),
    boosters: mockRepository(),
    habits: mockRepository(),
    statistics: mockRepository(),
    insights: mockRepository(),
    mentorGoals: mockRepository(),
    accounts: mockRepository(),
  };
  return { ...repositories, unitOfWork: fakeUnitOfWork<JournalRepositories>(repositories) };
}

/**
 * A cipher that seals visibly (`sealed(text)`), so a spec sees that nothing reaches a repository in
 * plain text; its blind index is `index(text)`.
 */
export function fakeCipher(): UserCipher {
  return {
    seal: (text: string) => `sealed(${text})`,
    open: (sealed: string) => {
      const match = /^sealed\((.*)\)$/s.exec(sealed);
      if (!match) throw new Error(`not sealed: ${sealed}`);
      return match[1]!;
    },
    blindIndex: (text: string) => `index(${text.toLowerCase()})`,
  } as unknown as UserCipher;
}

/** The data keys of a spec: every writer's cipher is `fakeCipher()`. */
export function fakeKeys() {
  const cipher = fakeCipher();
  return mockRepository<import('./data-keys/journal-data-keys').JournalDataKeys>({
    cipherFor: async () => cipher,
  });
}

/** An entry row as the repository returns it, sealed with `fakeCipher()`, not analysed. */
export function entryRow(overrides: Partial<EntryRow> = {}): EntryRow {
  return {
    id: 'entry-1',
    user_id: 'user-1',
    title_enc: 'sealed(A day)',
    content_enc: 'sealed(I walked by the river.)',
    mood: null,
    tags_enc: [],
    is_private: true,
    created_at: new Date('2026-11-20T10:00:00Z'),
    mood_tag: null,
    emotion_tags: null,
    details_enc: null,
    analysed_at: null,
    ...overrides,
  };
}

/** A writer's clock: Seoul and English unless told otherwise (no call to auth). */
export function fakeClock(
  writer: { timezone: string; language: 'en' | 'ko' } = { timezone: 'Asia/Seoul', language: 'en' },
) {
  return mockRepository<import('./entries/writer-clock').WriterClock>({ writer: async () => writer });
}

/** A logged habit day: nothing ticked unless told otherwise. */
export function habitDay(date: string, overrides: Partial<HabitDayView> = {}): HabitDayView {
  return {
    date,
    breakfast: false,
    lunch: false,
    dinner: false,
    waterGlasses: 0,
    physicalActivity: false,
    mindfulness: false,
    socialConnection: false,
    sleepQuality: null,
    done: 0,
    ...overrides,
  };
}
