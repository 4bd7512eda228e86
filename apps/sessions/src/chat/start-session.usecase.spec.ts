import { WELCOME } from '@maeum/ai';
import { BillingErrorCode, USAGE_HOLDS_SETTLED_V1, type UsageReservation } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import { fakeKeys, messageRow, sessionRow, sessionsUnitKit } from '../sessions-unit.test-kit';
import type { SessionClosing } from './session-closing';
import { StartSessionUseCase } from './start-session.usecase';
import type { TranscriptRetention } from './transcript-retention';
import type { UsageHolds } from './usage-holds';

const allowed = { allowed: true, reason: null, sessionMinutes: 30 } as unknown as UsageReservation;
const refused = { allowed: false, reason: 'session_limit_reached' } as unknown as UsageReservation;
const request = { type: 'text', tone: 'normal', language: 'en' } as const;

describe('StartSessionUseCase', () => {
  const setup = () => {
    const kit = sessionsUnitKit();
    const usage = mockRepository<UsageHolds>({ reserve: async () => allowed });
    const closing = mockRepository<SessionClosing>();
    const retention = mockRepository<TranscriptRetention>({ keeps: async () => true });
    kit.sessions.welcomeOnly.mockResolvedValue([]);
    kit.sessions.lockOpen.mockResolvedValue([]);
    kit.sessions.lockOpenById.mockResolvedValue([]);
    kit.sessions.create.mockImplementation(async (input) => sessionRow({ id: input.id, message_count: 0 }));
    kit.messages.add.mockResolvedValue(messageRow({ content_enc: `sealed(${WELCOME.en.normal})` }));
    const useCase = new StartSessionUseCase(kit.unitOfWork, fakeKeys(), usage, closing, retention);
    return { ...kit, usage, closing, retention, useCase };
  };

  it('reserves a place under the new id, then creates the session with a sealed title and the welcome', async () => {
    const { sessions, messages, usage, useCase } = setup();
    const view = await useCase.execute('user-1', request, 'key-1');
    const [, reservation] = usage.reserve.mock.calls[0]!;
    const id = reservation.session!.holdId;
    expect(reservation).toEqual({ session: { holdId: id, type: 'text' }, replacing: [] });
    expect(sessions.create).toHaveBeenCalledWith(
      expect.objectContaining({
        id,
        userId: 'user-1',
        titleEnc: 'sealed(New conversation)',
        minutes: 30,
        idempotencyKey: 'key-1',
      }),
    );
    expect(messages.add).toHaveBeenCalledWith({
      sessionId: id,
      userId: 'user-1',
      role: 'assistant',
      contentEnc: `sealed(${WELCOME.en.normal})`,
    });
    expect(view.session).toMatchObject({ id, title: 'New conversation', messageCount: 1 });
    expect(view.messages[0]!.content).toBe(WELCOME.en.normal);
  });

  it('gives back the first session to a start asked again with the same key, reserving nothing', async () => {
    const { sessions, usage, useCase } = setup();
    sessions.startedWith.mockResolvedValue({ session: sessionRow(), welcome: messageRow() });
    const view = await useCase.execute('user-1', request, 'key-1');
    expect(sessions.startedWith).toHaveBeenCalledWith('user-1', 'key-1');
    expect(view.session.id).toBe('session-1');
    expect(usage.reserve).not.toHaveBeenCalled();
    expect(sessions.create).not.toHaveBeenCalled();
  });

  it('refuses past the month’s sessions with session_limit_reached and creates nothing', async () => {
    const { sessions, usage, useCase } = setup();
    usage.reserve.mockResolvedValue(refused);
    await expect(useCase.execute('user-1', request)).rejects.toMatchObject({
      code: BillingErrorCode.sessionLimitReached,
    });
    expect(sessions.create).not.toHaveBeenCalled();
  });

  it('replaces a reloaded page’s untouched session, and at the last place a sibling too', async () => {
    const { sessions, usage, closing, unitOfWork, useCase } = setup();
    sessions.welcomeOnly.mockResolvedValue([
      { id: 'old', session_type: 'text', young: false },
      { id: 'young', session_type: 'text', young: true },
    ]);
    usage.reserve.mockResolvedValueOnce(refused).mockResolvedValueOnce(allowed);
    sessions.lockOpen.mockResolvedValue([sessionRow({ id: 'old' }), sessionRow({ id: 'young' })]);
    closing.close.mockResolvedValue(undefined);
    await useCase.execute('user-1', request);
    expect(usage.reserve.mock.calls.map(([, r]) => r.replacing)).toEqual([['old'], ['old', 'young']]);
    expect(closing.close.mock.calls.map(([, row, , reason]) => [row.id, reason])).toEqual([
      ['old', 'replaced'],
      ['young', 'replaced'],
    ]);
    expect(unitOfWork.eventsOf(USAGE_HOLDS_SETTLED_V1)).toEqual([
      expect.objectContaining({ userId: 'user-1', kept: [], released: ['old', 'young'] }),
    ]);
  });

  it('gives the new place back when the session could not be created', async () => {
    const { sessions, usage, unitOfWork, useCase } = setup();
    sessions.create.mockRejectedValue(new Error('database gone'));
    await expect(useCase.execute('user-1', request)).rejects.toThrow('database gone');
    const id = usage.reserve.mock.calls[0]![1].session!.holdId;
    expect(usage.release).toHaveBeenCalledWith('user-1', [id]);
    expect(unitOfWork.rollbacks).toBe(1);
  });

  it('answers with the sibling start that committed first under the same key', async () => {
    const { sessions, usage, useCase } = setup();
    sessions.startedWith
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce({ session: sessionRow({ id: 'sibling' }), welcome: messageRow() });
    sessions.create.mockRejectedValue(new Error('duplicate key'));
    const view = await useCase.execute('user-1', request, 'key-1');
    expect(view.session.id).toBe('sibling');
    expect(usage.release).toHaveBeenCalled();
  });
});
