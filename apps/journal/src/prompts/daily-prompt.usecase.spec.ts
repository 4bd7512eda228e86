import { fakeClock, journalUnitKit } from '../journal-unit.test-kit';
import { DailyPromptUseCase } from './daily-prompt.usecase';

describe('DailyPromptUseCase', () => {
  // 2026-11-27 in Seoul.
  const now = new Date('2026-11-27T01:00:00Z');
  const setup = () => {
    const kit = journalUnitKit();
    kit.prompts.firstFeelingOf.mockResolvedValue('hope');
    return { ...kit, useCase: new DailyPromptUseCase(kit.unitOfWork, fakeClock()) };
  };

  it('answers the day’s prompt kept, writing nothing, with yesterday’s first feeling', async () => {
    const { prompts, useCase } = setup();
    prompts.ofDay.mockResolvedValue({ prompt: 'What helped today?', generation: 0 });
    const view = await useCase.execute('user-1', false, 'en', now);
    expect(view).toEqual({ prompt: expect.any(String), date: '2026-11-27', yesterday: 'hope' });
    expect(prompts.save).not.toHaveBeenCalled();
    expect(prompts.firstFeelingOf).toHaveBeenCalledWith('user-1', 'Asia/Seoul', '2026-11-26');
  });

  it('writes the first prompt of the day (generation 0)', async () => {
    const { prompts, useCase } = setup();
    prompts.ofDay.mockResolvedValue(undefined);
    prompts.save.mockImplementation(async (_u, _d, prompt) => prompt);
    const view = await useCase.execute('user-1', false, undefined, now);
    expect(prompts.save).toHaveBeenCalledWith('user-1', '2026-11-27', expect.any(String), 0, false);
    expect(view.prompt).toBe(prompts.save.mock.calls[0]![2]);
  });

  it('regenerates a different prompt as the next generation', async () => {
    const { prompts, useCase } = setup();
    prompts.ofDay.mockResolvedValue({ prompt: 'What helped today?', generation: 2 });
    prompts.save.mockImplementation(async (_u, _d, prompt) => prompt);
    const view = await useCase.execute('user-1', true, 'en', now);
    expect(prompts.save).toHaveBeenCalledWith('user-1', '2026-11-27', expect.any(String), 3, true);
    expect(view.prompt).not.toBe('What helped today?');
  });

  it('answers the prompt another request wrote first', async () => {
    const { prompts, useCase } = setup();
    prompts.ofDay
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce({ prompt: 'What made you smile?', generation: 0 });
    prompts.save.mockResolvedValue(undefined);
    await expect(useCase.execute('user-1', false, 'en', now)).resolves.toMatchObject({
      prompt: 'What made you smile?',
    });
  });
});
