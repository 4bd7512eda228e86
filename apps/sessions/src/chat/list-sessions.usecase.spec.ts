import { mockRepository } from '@maeum/testing';
import { fakeKeys, sessionRow, sessionsUnitKit } from '../sessions-unit.test-kit';
import type { HistoryAccess } from './history-access';
import { ListSessionsUseCase } from './list-sessions.usecase';

describe('ListSessionsUseCase', () => {
  const setup = (whole = true) => {
    const kit = sessionsUnitKit();
    const access = mockRepository<HistoryAccess>({ whole: async () => whole });
    return { ...kit, access, useCase: new ListSessionsUseCase(kit.unitOfWork, fakeKeys(), access) };
  };
  const rows = [
    sessionRow({ id: 's-2', title_enc: 'sealed(Work worries)', preview_enc: 'sealed(My boss)' }),
    sessionRow({ id: 's-1', title_enc: 'sealed(A calm day)', summary_enc: 'sealed(We talked of tea)' }),
  ];

  it('pages the whole history with Plus, newest first, 20 a page after the cursor', async () => {
    const { sessions, useCase } = setup();
    sessions.page.mockResolvedValue(rows);
    const cards = await useCase.execute('user-1', { type: 'text', cursor: '2026-11-20T10:00:00.000Z' });
    expect(sessions.page).toHaveBeenCalledWith('user-1', 'text', '2026-11-20T10:00:00.000Z', 20);
    expect(cards.map((c) => [c.id, c.title, c.preview])).toEqual([
      ['s-2', 'Work worries', 'My boss'],
      ['s-1', 'A calm day', 'We talked of tea'],
    ]);
  });

  it('searches the opened titles, previews and summaries', async () => {
    const { sessions, useCase } = setup();
    sessions.page.mockResolvedValue(rows);
    const cards = await useCase.execute('user-1', { q: ' TEA ' });
    expect(sessions.page).toHaveBeenCalledWith('user-1', 'all', undefined, 500);
    expect(cards.map((c) => c.id)).toEqual(['s-1']);
  });

  it('shows only the latest session without Plus', async () => {
    const { sessions, access, useCase } = setup(false);
    access.latestId.mockResolvedValue('s-1');
    sessions.page.mockResolvedValue(rows);
    const cards = await useCase.execute('user-1', {});
    expect(sessions.page).toHaveBeenCalledWith('user-1', 'all', undefined, 1);
    expect(cards.map((c) => c.id)).toEqual(['s-1']);
  });

  it('refuses a further page without Plus with plan_required', async () => {
    const { sessions, useCase } = setup(false);
    await expect(useCase.execute('user-1', { cursor: '2026-11-20T10:00:00.000Z' })).rejects.toMatchObject({
      code: 'plan_required',
    });
    expect(sessions.page).not.toHaveBeenCalled();
  });
});
