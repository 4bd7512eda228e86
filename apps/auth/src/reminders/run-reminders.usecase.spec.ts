import type { RpcClient } from '@maeum/messaging';
import { mockRepository } from '@maeum/testing';
import type { AuthConfig } from '../auth.config';
import { authUnitKit } from '../auth-unit.test-kit';
import type { DueReminderRow } from './reminder.repository';
import type { ReminderQueue } from './reminder-queue';
import { RunRemindersUseCase } from './run-reminders.usecase';
import { verifyStopToken } from './stop-token';

describe('RunRemindersUseCase', () => {
  const now = new Date('2026-11-27T11:05:00.000Z');
  const person = (userId: string, overrides: Partial<DueReminderRow> = {}): DueReminderRow => ({
    user_id: userId,
    email: `${userId.slice(0, 4)}@example.com`,
    language: null,
    day: '2026-11-27',
    stop_key: Buffer.alloc(32, 7),
    ...overrides,
  });
  const A = '00000000-0000-4000-8000-00000000000a';
  const B = '00000000-0000-4000-8000-00000000000b';

  const setup = (held: string[] = [], vapid = 'vapid-key') => {
    const kit = authUnitKit();
    const queue = mockRepository<ReminderQueue>();
    const rpc = mockRepository<RpcClient>({
      request: (async () => ({ held })) as unknown as RpcClient['request'],
    });
    const config = { PUBLIC_URL: 'https://maeum.test/', VAPID_PUBLIC_KEY: vapid } as AuthConfig;
    kit.reminders.claimDay.mockResolvedValue(true);
    kit.reminders.devicesOf.mockResolvedValue([]);
    return { ...kit, queue, rpc, useCase: new RunRemindersUseCase(kit.uow, queue, rpc, config) };
  };

  it('asks nobody and queues nothing when no one is due', async () => {
    const { useCase, reminders, rpc, queue } = setup();
    reminders.due.mockResolvedValue([]);
    await expect(useCase.execute(now)).resolves.toEqual({ queued: 0, held: 0 });
    expect(reminders.due).toHaveBeenCalledWith(now, 120);
    expect(rpc.request).not.toHaveBeenCalled();
    expect(queue.email).not.toHaveBeenCalled();
  });

  it('claims each person’s day and e-mails them, in their language, with a stop link signed by their key', async () => {
    const { useCase, reminders, queue, unitOfWork } = setup();
    reminders.due.mockResolvedValue([person(A, { language: 'ko' })]);
    await expect(useCase.execute(now)).resolves.toEqual({ queued: 1, held: 0 });
    expect(reminders.claimDay).toHaveBeenCalledWith(A, '2026-11-27');
    const [userId, day, email] = queue.email.mock.calls[0];
    expect([userId, day]).toEqual([A, '2026-11-27']);
    expect(email).toMatchObject({ to: '0000@example.com', locale: 'ko', template: 'self-care-reminder' });
    const token = new URL(email.link!).searchParams.get('token')!;
    expect(email.link).toMatch(/^https:\/\/maeum\.test\/reminders\/stop\?token=/);
    expect(verifyStopToken(token, Buffer.alloc(32, 7))).toBe(true);
    expect(unitOfWork.commits).toBe(1);
  });

  it('passes over a person in a crisis hold: the day is claimed, nothing is sent', async () => {
    const { useCase, reminders, queue } = setup([B]);
    reminders.due.mockResolvedValue([person(A), person(B)]);
    await expect(useCase.execute(now)).resolves.toEqual({ queued: 1, held: 1 });
    expect(reminders.claimDay).toHaveBeenCalledWith(B, '2026-11-27');
    expect(queue.email).toHaveBeenCalledTimes(1);
    expect(queue.email.mock.calls[0][0]).toBe(A);
  });

  it('sends nothing for a day another pass already claimed', async () => {
    const { useCase, reminders, queue } = setup();
    reminders.due.mockResolvedValue([person(A)]);
    reminders.claimDay.mockResolvedValue(false);
    await expect(useCase.execute(now)).resolves.toEqual({ queued: 0, held: 0 });
    expect(queue.email).not.toHaveBeenCalled();
  });

  it('pushes to the person’s devices only when push is configured', async () => {
    const device = { id: 'd1', endpoint: 'https://push.test/1', p256dh: 'p', auth: 'a' };
    const withKey = setup();
    withKey.reminders.due.mockResolvedValue([person(A)]);
    withKey.reminders.devicesOf.mockResolvedValue([device]);
    await withKey.useCase.execute(now);
    expect(withKey.queue.push).toHaveBeenCalledWith(A, '2026-11-27', {
      locale: 'en',
      url: 'https://maeum.test/dashboard',
      subscriptions: [{ id: 'd1', endpoint: 'https://push.test/1', keys: { p256dh: 'p', auth: 'a' } }],
    });

    const withoutKey = setup([], '');
    withoutKey.reminders.due.mockResolvedValue([person(A)]);
    withoutKey.reminders.devicesOf.mockResolvedValue([device]);
    await withoutKey.useCase.execute(now);
    expect(withoutKey.queue.push).not.toHaveBeenCalled();
  });

  it('a queue that fails rolls the claim back, so the next pass tries again', async () => {
    const { useCase, reminders, queue, unitOfWork } = setup();
    reminders.due.mockResolvedValue([person(A)]);
    queue.email.mockRejectedValue(new Error('redis down'));
    await expect(useCase.execute(now)).rejects.toThrow('redis down');
    expect(unitOfWork.rollbacks).toBe(1);
  });
});
