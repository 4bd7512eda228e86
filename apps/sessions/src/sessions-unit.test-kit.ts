import { fakeUnitOfWork, mockRepository } from '@maeum/testing';
import type { ChatMessageRow, ChatSessionRow } from './chat/chat-rows';
import type { DataKeys, UserCipher } from './data-keys/data-keys';
import type { SessionsRepositories } from './sessions.unit-of-work';

/** What the sessions service's use-case unit specs share: every repository mocked, a fake unit of work over them. */
export function sessionsUnitKit() {
  const repositories: { [K in keyof SessionsRepositories]: jest.Mocked<SessionsRepositories[K]> } = {
    sessions: mockRepository(),
    messages: mockRepository(),
    referrals: mockRepository(),
    clips: mockRepository(),
    memories: mockRepository(),
    crisisHolds: mockRepository(),
    admin: mockRepository(),
    accounts: mockRepository(),
  };
  return { ...repositories, unitOfWork: fakeUnitOfWork<SessionsRepositories>(repositories) };
}

/**
 * A cipher that seals visibly (`sealed(text)`), so a spec sees that nothing reaches a repository in
 * plain text; bytes are sealed as `sealed-bytes(base64)`.
 */
export function fakeCipher(): UserCipher {
  const open = (sealed: string) => {
    const match = /^sealed\((.*)\)$/s.exec(sealed);
    if (!match) throw new Error(`not sealed: ${sealed}`);
    return match[1]!;
  };
  return {
    seal: (text: string) => `sealed(${text})`,
    open,
    sealBytes: (bytes: Buffer) => `sealed-bytes(${bytes.toString('base64')})`,
    openBytes: (sealed: string) => {
      const match = /^sealed-bytes\((.*)\)$/s.exec(sealed);
      if (!match) throw new Error(`not sealed: ${sealed}`);
      return Buffer.from(match[1]!, 'base64');
    },
  } as unknown as UserCipher;
}

/** The data keys of a spec: every person's cipher is `fakeCipher()`. */
export function fakeKeys() {
  const cipher = fakeCipher();
  return mockRepository<DataKeys>({ cipherFor: async () => cipher });
}

/** An open text session as the repository returns it, sealed with `fakeCipher()`: the welcome only. */
export function sessionRow(overrides: Partial<ChatSessionRow> = {}): ChatSessionRow {
  return {
    id: 'session-1',
    user_id: 'user-1',
    session_type: 'text',
    tone: 'normal',
    language: 'en',
    voice_id: null,
    title_enc: 'sealed(New conversation)',
    started_at: new Date('2026-11-20T10:00:00Z'),
    last_message_at: new Date('2026-11-20T10:00:00Z'),
    closes_at: new Date(Date.now() + 30 * 60_000),
    ended_at: null,
    end_reason: null,
    summary_enc: null,
    preview_enc: null,
    mood_tags_enc: [],
    message_count: 1,
    usage_counted: false,
    crisis_shown: false,
    risk_state_enc: null,
    ...overrides,
  };
}

/** A message as the repository returns it, sealed with `fakeCipher()`. */
export function messageRow(overrides: Partial<ChatMessageRow> = {}): ChatMessageRow {
  return {
    id: 'message-1',
    session_id: 'session-1',
    seq: 1,
    role: 'assistant',
    content_enc: 'sealed(Hello, how are you feeling today?)',
    crisis: false,
    concern: false,
    interrupted: false,
    created_at: new Date('2026-11-20T10:00:00Z'),
    ...overrides,
  };
}
