import { PROMPT_BANK, promptFor, promptIn } from './prompt-bank';

describe('the daily prompt bank', () => {
  it('holds the same number of prompts in each language, so a prompt has a counterpart', () => {
    expect(PROMPT_BANK.ko).toHaveLength(PROMPT_BANK.en.length);
  });

  it("shows a prompt saved in one language in the writer's language now", () => {
    const english = promptFor('en', 'user:2026-11-27:0');
    const korean = promptIn('ko', english);
    expect(PROMPT_BANK.ko).toContain(korean);
    expect(PROMPT_BANK.ko.indexOf(korean)).toBe(PROMPT_BANK.en.indexOf(english));
    expect(promptIn('en', korean)).toBe(english);
    expect(promptIn('en', english)).toBe(english);
  });

  it('leaves a text from neither bank as it is', () => {
    expect(promptIn('ko', 'A prompt from an older bank')).toBe('A prompt from an older bank');
  });
});
