import { CRISIS_LINES, type SafetyVerdict } from '@maeum/ai';
import {
  CommonErrorCode,
  CRISIS_DETECTED_V1,
  SESSION_ENDED_V1,
  SessionsErrorCode,
  USAGE_HOLDS_SETTLED_V1,
  USAGE_INCREMENTED_V1,
  type UsageReservation,
} from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import { fakeKeys, messageRow, sessionRow, sessionsUnitKit } from '../sessions-unit.test-kit';
import type { ChatSessionRow } from './chat-rows';
import type { CompanionMemory } from './companion-memory';
import type { CompanionReply, Reply } from './companion-reply';
import type { ReplyStream, ReplyStreams } from './reply-stream';
import type { SafetyCheck } from './safety-check';
import type { SessionClosing } from './session-closing';
import { SendMessageUseCase } from './send-message.usecase';
import type { TranscriptRetention } from './transcript-retention';
import type { UsageHolds } from './usage-holds';

const reservation = (over: Partial<UsageReservation> = {}) =>
  ({ allowed: true, reason: null, dailyTexts: 20, textsToday: 1, ...over }) as UsageReservation;
const reply = (over: Partial<Reply> = {}): Reply => ({
  text: 'That sounds heavy. What happened?',
  crisis: false,
  concern: false,
  interrupted: false,
  timeUp: false,
  ...over,
});

describe('SendMessageUseCase', () => {
  const setup = (session: ChatSessionRow = sessionRow(), verdict: SafetyVerdict = { kind: 'clear' }) => {
    const kit = sessionsUnitKit();
    const usage = mockRepository<UsageHolds>({ reserve: async () => reservation() });
    const replies = mockRepository<CompanionReply>({ write: async () => reply() });
    const stream = mockRepository<ReplyStream>();
    const streams = mockRepository<ReplyStreams>({ open: () => stream });
    const closing = mockRepository<SessionClosing>();
    const retention = mockRepository<TranscriptRetention>({ keeps: async () => true });
    const memory = mockRepository<CompanionMemory>({ linesFor: async () => [] });
    const safety = mockRepository<SafetyCheck>({
      assess: async () => ({ verdict, stateEnc: 'sealed(state)' }),
    });
    kit.sessions.find.mockResolvedValue(session);
    kit.sessions.lock.mockResolvedValue(session);
    kit.messages.of.mockResolvedValue([messageRow()]);
    kit.messages.turnOf.mockResolvedValue({});
    kit.messages.add.mockImplementation(async (m) =>
      messageRow({
        id: `${m.role}-saved`,
        role: m.role,
        content_enc: m.contentEnc,
        crisis: m.crisis ?? false,
      }),
    );
    const useCase = new SendMessageUseCase(
      kit.unitOfWork,
      fakeKeys(),
      usage,
      replies,
      streams,
      closing,
      retention,
      memory,
      safety,
    );
    return { ...kit, usage, replies, stream, closing, useCase };
  };
  const send = { id: 'session-1', content: '  I had a rough day  ', streamSubject: 'reply.1' };

  it('saves the words sealed under the session’s lock, then the reply; counts the session and keeps the day’s text', async () => {
    const { sessions, messages, usage, stream, unitOfWork, useCase } = setup();
    const view = await useCase.execute('user-1', send, 'key-1');
    expect(sessions.lock).toHaveBeenCalledWith('user-1', 'session-1');
    expect(messages.add.mock.calls.map(([m]) => m)).toEqual([
      {
        sessionId: 'session-1',
        userId: 'user-1',
        role: 'user',
        contentEnc: 'sealed(I had a rough day)',
        crisis: false,
        countsAsText: true,
        riskStateEnc: 'sealed(state)',
        previewEnc: 'sealed(I had a rough day)',
        idempotencyKey: 'key-1',
      },
      expect.objectContaining({ role: 'assistant', contentEnc: 'sealed(That sounds heavy. What happened?)' }),
    ]);
    const [, request] = usage.reserve.mock.calls[0]!;
    expect(request.session).toEqual({ holdId: 'session-1', type: 'text', reply: true });
    expect(sessions.update).toHaveBeenCalledWith('session-1', { usage_counted: true });
    expect(unitOfWork.eventsOf(USAGE_INCREMENTED_V1)).toEqual([
      expect.objectContaining({ userId: 'user-1', sessionId: 'session-1', sessionType: 'text' }),
    ]);
    expect(unitOfWork.eventsOf(USAGE_HOLDS_SETTLED_V1)).toEqual([
      expect.objectContaining({ kept: [request.text!.holdId], released: [] }),
    ]);
    expect(view.userMessage.content).toBe('I had a rough day');
    expect(view.message.content).toBe('That sounds heavy. What happened?');
    expect(stream.done).toHaveBeenCalledWith(view);
    expect(stream.close).toHaveBeenCalled();
  });

  it('answers a crisis with the referral: counted, the card shown once, crisis.detected written, nothing kept', async () => {
    const crisis: SafetyVerdict = { kind: 'crisis', category: 'suicide' };
    const { sessions, referrals, usage, replies, unitOfWork, useCase } = setup(sessionRow(), crisis);
    replies.write.mockResolvedValue(reply({ text: 'You matter. Please call 109.', crisis: true }));
    const view = await useCase.execute('user-1', send);
    expect(referrals.count).toHaveBeenCalledWith({ outcome: 'crisis', category: 'suicide', language: 'en' });
    expect(sessions.update).toHaveBeenCalledWith('session-1', { crisis_shown: true });
    expect(sessions.update).not.toHaveBeenCalledWith('session-1', { usage_counted: true });
    expect(unitOfWork.eventsOf(CRISIS_DETECTED_V1)).toEqual([
      expect.objectContaining({ sessionId: 'session-1', category: 'suicide', language: 'en' }),
    ]);
    expect(unitOfWork.eventsOf(USAGE_INCREMENTED_V1)).toEqual([]);
    expect(unitOfWork.eventsOf(USAGE_HOLDS_SETTLED_V1)).toEqual([]);
    expect(view.crisis).toEqual({ lines: [...CRISIS_LINES] });
    // The text reserved while the gate read goes back: help costs nothing.
    await new Promise((resolve) => setImmediate(resolve));
    expect(usage.release).toHaveBeenCalledWith('user-1', [usage.reserve.mock.calls[0]![1].text!.holdId]);
  });

  it('answers a crisis even in an ended session, and counts the concern question as a referral', async () => {
    const ended = sessionRow({ ended_at: new Date(), usage_counted: true });
    const { referrals, replies, useCase } = setup(ended, { kind: 'concern' });
    replies.write.mockResolvedValue(reply({ text: 'Are you safe right now?', concern: true }));
    const view = await useCase.execute('user-1', send);
    expect(referrals.count).toHaveBeenCalledWith({ outcome: 'concern', category: 'concern', language: 'en' });
    expect(view.concern).toEqual({ lines: [...CRISIS_LINES] });
  });

  it('gives back both turns of a message answered already, saving and reserving nothing', async () => {
    const { messages, usage, stream, unitOfWork, useCase } = setup();
    messages.turnOf.mockResolvedValue({
      user: messageRow({ id: 'u', role: 'user', content_enc: 'sealed(I had a rough day)' }),
      reply: messageRow({ id: 'r' }),
    });
    const view = await useCase.execute('user-1', send, 'key-1');
    expect(messages.turnOf).toHaveBeenCalledWith('session-1', 'key-1');
    expect([view.userMessage.id, view.message.id]).toEqual(['u', 'r']);
    expect(messages.add).not.toHaveBeenCalled();
    expect(usage.reserve).not.toHaveBeenCalled();
    expect(unitOfWork.commits).toBe(0);
    expect(stream.done).toHaveBeenCalledWith(view);
  });

  it('writes the reply for words an earlier try saved, without saving them twice', async () => {
    const { messages, useCase } = setup();
    const saved = messageRow({ id: 'u', role: 'user', content_enc: 'sealed(I had a rough day)' });
    messages.turnOf.mockResolvedValue({ user: saved });
    const view = await useCase.execute('user-1', send, 'key-1');
    expect(messages.add.mock.calls.map(([m]) => m.role)).toEqual(['assistant']);
    expect(view.userMessage.id).toBe('u');
  });

  it('lets the reply another try saved first stand, and gives this one’s holds back', async () => {
    const { messages, usage, unitOfWork, useCase } = setup();
    messages.turnOf
      .mockResolvedValueOnce({})
      .mockResolvedValueOnce({})
      .mockResolvedValueOnce({
        user: messageRow({ id: 'u', role: 'user' }),
        reply: messageRow({ id: 'first' }),
      });
    const view = await useCase.execute('user-1', send, 'key-1');
    expect(view.message.id).toBe('first');
    expect(messages.add.mock.calls.map(([m]) => m.role)).toEqual(['user']);
    const [, request] = usage.reserve.mock.calls[0]!;
    expect(usage.release).toHaveBeenCalledWith('user-1', [request.text!.holdId, 'session-1']);
    expect(unitOfWork.events).toEqual([]);
  });

  it('refuses past the day’s texts with daily_text_limit_reached, before saving anything', async () => {
    const { messages, usage, useCase } = setup();
    usage.reserve.mockResolvedValue(reservation({ allowed: false, reason: 'daily_text_limit_reached' }));
    await expect(useCase.execute('user-1', send)).rejects.toMatchObject({
      code: SessionsErrorCode.dailyTextLimitReached,
    });
    expect(messages.add).not.toHaveBeenCalled();
  });

  it('refuses another’s session as not found and an ended one as session_ended', async () => {
    const { sessions, messages, useCase } = setup();
    sessions.find.mockResolvedValueOnce(undefined);
    await expect(useCase.execute('user-1', send)).rejects.toMatchObject({ code: CommonErrorCode.notFound });
    sessions.find.mockResolvedValueOnce(sessionRow({ ended_at: new Date() }));
    await expect(useCase.execute('user-1', send)).rejects.toMatchObject({
      code: SessionsErrorCode.sessionEnded,
    });
    expect(messages.add).not.toHaveBeenCalled();
  });

  it('gives the holds back at once when no reply came, and says so on the stream', async () => {
    const { replies, usage, stream, unitOfWork, useCase } = setup();
    replies.write.mockRejectedValue(new Error('provider down'));
    await expect(useCase.execute('user-1', send)).rejects.toThrow('provider down');
    const [, request] = usage.reserve.mock.calls[0]!;
    expect(usage.release).toHaveBeenCalledWith('user-1', [request.text!.holdId, 'session-1']);
    expect(stream.error).toHaveBeenCalledWith('internal_error', expect.any(String));
    expect(unitOfWork.events).toEqual([]);
  });

  it('ends the session with the reply when the plan’s time is up', async () => {
    const late = sessionRow({
      closes_at: new Date(Date.now() - 1000),
      usage_counted: true,
      message_count: 3,
    });
    const { replies, closing, useCase } = setup(late);
    replies.write.mockResolvedValue(reply({ text: 'Our time is up for today.', timeUp: true }));
    closing.close.mockImplementation(async ({ outbox }) => {
      await outbox.add(SESSION_ENDED_V1, {} as never);
      return undefined;
    });
    const view = await useCase.execute('user-1', send);
    expect(closing.close).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ id: 'session-1', message_count: 4 }),
      expect.anything(),
      'time_up',
      true,
    );
    expect(view.sessionEnded).toBe(true);
  });
});
