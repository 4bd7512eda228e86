import type { CompanionRequest } from '../companion/companion-request';
import { companionInstructions } from './companion-instructions';

const request = (extra: Partial<CompanionRequest> = {}): CompanionRequest => ({
  language: 'ko',
  tone: 'genz',
  persona: 'hype-friend',
  history: [],
  message: '안녕',
  memory: [],
  afterCrisis: false,
  seed: 's',
  ...extra,
});

describe('the instructions every model provider gets', () => {
  it("ask for the offline companion's listening: reflection in the person's words, one follow-up question, no valence contradiction, boosters", () => {
    const text = companionInstructions(request());
    expect(text).toMatch(/reflect the feeling and the content in the person's own words/);
    expect(text).toMatch(/exactly one open question/);
    expect(text).toMatch(/Never contradict how the person feels/);
    expect(text).toMatch(/relief/);
    expect(text).toMatch(/Mindful Breathing/);
    expect(text).toMatch(/under 100 Korean characters/);
    expect(text).toMatch(/반말/);
    expect(companionInstructions(request({ tone: 'normal' }))).toMatch(/해요체/);
    expect(companionInstructions(request({ language: 'en' }))).toMatch(/under 100 words/);
  });
});
