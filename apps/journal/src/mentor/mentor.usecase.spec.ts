import { BillingErrorCode } from '@maeum/contracts';
import type { RpcClient } from '@maeum/messaging';
import { mockRepository } from '@maeum/testing';
import { fakeClock, journalUnitKit } from '../journal-unit.test-kit';
import { MentorUseCases } from './mentor.usecase';

describe('MentorUseCases', () => {
  // Friday 2026-11-27 in Seoul: the week reviewed is 11-21 … 11-27, this week's Monday is 11-23.
  const now = new Date('2026-11-27T01:00:00Z');
  const setup = (allowed = true) => {
    const kit = journalUnitKit();
    const rpc = mockRepository<RpcClient>({ request: (async () => ({ allowed })) as never });
    kit.insights.sessionDays.mockResolvedValue([]);
    kit.insights.entryDays.mockResolvedValue([{ day: '2026-11-25', entries: 2, mood: 'calm' }]);
    kit.insights.habitDays.mockResolvedValue([]);
    kit.insights.emotions.mockResolvedValue([]);
    kit.mentorGoals.thisAndLastWeek.mockResolvedValue([
      { week: '2026-11-23', goal: 'sleep' },
      { week: '2026-11-16', goal: 'water' },
    ]);
    return { ...kit, rpc, useCase: new MentorUseCases(kit.unitOfWork, fakeClock(), rpc) };
  };

  it('reviews the last 7 days in the person’s zone, with this week’s and last week’s goals', async () => {
    const { insights, mentorGoals, rpc, useCase } = setup();
    const view = await useCase.review('user-1', now);
    expect(rpc.request).toHaveBeenCalledWith(
      'billing.features.check',
      { name: 'mentor-support' },
      expect.anything(),
    );
    expect(insights.entryDays).toHaveBeenCalledWith('user-1', 'Asia/Seoul', '2026-11-21');
    expect(mentorGoals.thisAndLastWeek).toHaveBeenCalledWith('user-1', '2026-11-23');
    expect(view).toMatchObject({ weekStart: '2026-11-21', weekEnd: '2026-11-27', journalEntries: 2 });
    expect(view.goal).toBe('sleep');
  });

  it('keeps the goal for the current week (its Monday)', async () => {
    const { mentorGoals, useCase } = setup();
    await useCase.setGoal('user-1', 'sleep', now);
    expect(mentorGoals.set).toHaveBeenCalledWith('user-1', '2026-11-23', 'sleep');
  });

  it('refuses a plan without mentor support, writing nothing', async () => {
    const { mentorGoals, insights, useCase } = setup(false);
    await expect(useCase.setGoal('user-1', 'sleep', now)).rejects.toMatchObject({
      code: BillingErrorCode.planRequired,
    });
    await expect(useCase.review('user-1', now)).rejects.toMatchObject({
      code: BillingErrorCode.planRequired,
    });
    expect(mentorGoals.set).not.toHaveBeenCalled();
    expect(insights.sessionDays).not.toHaveBeenCalled();
  });
});
