import { GeminiCompatibleServer, OpenAiCompatibleServer } from '@maeum/testing';
import { GeminiProvider } from '../../providers/gemini.provider';
import { OpenAiProvider } from '../../providers/openai.provider';
import { ModelClassifierOpinion } from './model-classifier.opinion';
import { OpenAiModerationOpinion } from './openai-moderation.opinion';
import { askWithDeadline, type SecondOpinionInput } from './second-opinion';

/** The real clients (openai, @google/genai) against loopback servers that answer as the providers document. */
const calm: SecondOpinionInput = { message: 'work was long but fine', recentUserTurns: [], language: 'en' };
const meansAfterDistress: SecondOpinionInput = {
  message: 'which bridge is the highest',
  recentUserTurns: ['nobody would even notice if I was gone'],
  language: 'en',
};
const korean: SecondOpinionInput = {
  message: '그냥 다 그만하고 싶어',
  recentUserTurns: ['요즘 잠을 못 자'],
  language: 'ko',
};

describe('the OpenAI moderation second opinion', () => {
  const openai = new OpenAiCompatibleServer();
  let opinion: OpenAiModerationOpinion;

  beforeAll(async () => {
    opinion = new OpenAiModerationOpinion({ baseUrl: await openai.start(), apiKey: 'sk-test' });
  });
  afterAll(() => openai.stop());
  beforeEach(() => {
    openai.safetyBehaviour = 'ok';
    openai.safetyDelayMs = 0;
    openai.moderationScores = () => ({});
  });

  it('sends the message and the conversation to omni-moderation-latest', async () => {
    await askWithDeadline(opinion, meansAfterDistress);
    expect(openai.moderations.at(-1)).toEqual({
      model: 'omni-moderation-latest',
      input: [
        'which bridge is the highest',
        'nobody would even notice if I was gone\nwhich bridge is the highest',
      ],
      authorization: 'Bearer sk-test',
    });
    expect(openai.received).toHaveLength(0);
  });

  it('refers when the conversation is flagged for self-harm intent', async () => {
    openai.moderationScores = (text) =>
      text.includes('gone') ? { 'self-harm': 0.7, 'self-harm/intent': 0.62 } : {};
    expect(await askWithDeadline(opinion, meansAfterDistress)).toEqual({
      outcome: 'crisis',
      category: 'suicide',
    });
  });

  it('refers for violence flagged', async () => {
    openai.moderationScores = () => ({ violence: 0.9 });
    expect(await askWithDeadline(opinion, calm)).toEqual({ outcome: 'crisis', category: 'violence' });
  });

  it('asks (concern) on a raised self-harm score below the flag', async () => {
    openai.moderationScores = () => ({ 'self-harm': 0.35 });
    expect(await askWithDeadline(opinion, korean)).toEqual({ outcome: 'concern', category: 'suicide' });
  });

  it('finds nothing in an ordinary message', async () => {
    expect(await askWithDeadline(opinion, calm)).toEqual({ outcome: 'none' });
  });

  it('has no opinion when the endpoint fails or answers garbage', async () => {
    openai.safetyBehaviour = 'fail';
    expect(await askWithDeadline(opinion, calm)).toBeUndefined();
    openai.safetyBehaviour = 'garbage';
    expect(await askWithDeadline(opinion, calm)).toBeUndefined();
  });

  it('gives up at the deadline on an endpoint that answers after 3 s', async () => {
    openai.safetyDelayMs = 3000;
    openai.moderationScores = () => ({ 'self-harm/intent': 0.99 });
    const started = performance.now();
    expect(await askWithDeadline(opinion, meansAfterDistress)).toBeUndefined();
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(1450);
    expect(took).toBeLessThan(2200);
    await waitFor(() => openai.safetyAborted === 1);
  });
});

describe('the JSON classification by an OpenAI-compatible model', () => {
  const model = new OpenAiCompatibleServer();
  let opinion: ModelClassifierOpinion;

  beforeAll(async () => {
    opinion = new ModelClassifierOpinion(
      new OpenAiProvider({ baseUrl: await model.start(), apiKey: '', model: 'llama3.2' }),
    );
  });
  afterAll(() => model.stop());
  beforeEach(() => {
    model.safetyBehaviour = 'ok';
    model.safetyDelayMs = 0;
    model.classify = () => ({ outcome: 'none', category: 'none' });
  });

  it('asks once, held to a strict JSON schema, with the texts as data', async () => {
    await askWithDeadline(opinion, meansAfterDistress);
    const asked = model.classifications.at(-1)!;
    expect(asked.model).toBe('llama3.2');
    expect(asked.stream).toBeFalsy();
    expect(asked.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'safety_verdict',
        strict: true,
        schema: { type: 'object', required: ['outcome', 'category'] },
      },
    });
    expect(asked.messages[0].role).toBe('system');
    expect(asked.messages[0].content).toMatch(/idioms/);
    expect(JSON.parse(asked.messages[1].content)).toEqual({
      language: 'en',
      earlier_user_turns: ['nobody would even notice if I was gone'],
      latest_user_message: 'which bridge is the highest',
    });
    expect(model.received).toHaveLength(0);
  });

  it('returns the model’s crisis, concern or none', async () => {
    model.classify = (text) =>
      text.includes('bridge')
        ? { outcome: 'crisis', category: 'suicide' }
        : text.includes('그만')
          ? { outcome: 'concern', category: 'suicide' }
          : { outcome: 'none', category: 'none' };
    expect(await askWithDeadline(opinion, meansAfterDistress)).toEqual({
      outcome: 'crisis',
      category: 'suicide',
    });
    expect(await askWithDeadline(opinion, korean)).toEqual({ outcome: 'concern', category: 'suicide' });
    expect(await askWithDeadline(opinion, calm)).toEqual({ outcome: 'none' });
  });

  it('has no opinion on a 500 or an answer that is not the JSON asked for', async () => {
    model.safetyBehaviour = 'fail';
    expect(await askWithDeadline(opinion, calm)).toBeUndefined();
    model.safetyBehaviour = 'garbage';
    expect(await askWithDeadline(opinion, calm)).toBeUndefined();
    model.safetyBehaviour = 'ok';
    model.classify = () => '{"outcome": "probably fine"}';
    expect(await askWithDeadline(opinion, calm)).toBeUndefined();
  });

  it('gives up at the deadline on a model that answers after 3 s', async () => {
    model.safetyDelayMs = 3000;
    model.classify = () => ({ outcome: 'crisis', category: 'suicide' });
    const started = performance.now();
    expect(await askWithDeadline(opinion, meansAfterDistress)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(2200);
    await waitFor(() => model.safetyAborted === 1);
  });
});

describe('the JSON classification by Gemini', () => {
  const gemini = new GeminiCompatibleServer();
  let opinion: ModelClassifierOpinion;

  beforeAll(async () => {
    opinion = new ModelClassifierOpinion(
      new GeminiProvider({ baseUrl: await gemini.start(), apiKey: 'gm-test', model: 'gemini-2.0-flash' }),
    );
  });
  afterAll(() => gemini.stop());
  beforeEach(() => {
    gemini.safetyBehaviour = 'ok';
    gemini.safetyDelayMs = 0;
    gemini.classify = () => ({ outcome: 'none', category: 'none' });
  });

  it('asks generateContent for JSON by a response schema', async () => {
    gemini.classify = (text) =>
      text.includes('그만')
        ? { outcome: 'crisis', category: 'self_harm' }
        : { outcome: 'none', category: 'none' };
    expect(await askWithDeadline(opinion, korean)).toEqual({ outcome: 'crisis', category: 'self_harm' });
    const asked = gemini.classifications.at(-1)!;
    expect(asked.path).toBe('/v1beta/models/gemini-2.0-flash:generateContent');
    expect(asked.apiKey).toBe('gm-test');
    expect(asked.body.generationConfig).toMatchObject({
      responseMimeType: 'application/json',
      temperature: 0,
      responseJsonSchema: { type: 'object', required: ['outcome', 'category'] },
    });
    expect(JSON.stringify(asked.body.systemInstruction)).toMatch(/자살골/);
    expect(JSON.parse(asked.body.contents[0].parts[0].text)).toMatchObject({
      latest_user_message: '그냥 다 그만하고 싶어',
    });
    expect(gemini.received).toHaveLength(0);
  });

  it('returns concern and none as the model says', async () => {
    gemini.classify = () => ({ outcome: 'concern', category: 'suicide' });
    expect(await askWithDeadline(opinion, korean)).toEqual({ outcome: 'concern', category: 'suicide' });
    gemini.classify = () => ({ outcome: 'none', category: 'none' });
    expect(await askWithDeadline(opinion, calm)).toEqual({ outcome: 'none' });
  });

  it('has no opinion on a 500 or garbage', async () => {
    gemini.safetyBehaviour = 'fail';
    expect(await askWithDeadline(opinion, calm)).toBeUndefined();
    gemini.safetyBehaviour = 'garbage';
    expect(await askWithDeadline(opinion, calm)).toBeUndefined();
  });

  it('gives up at the deadline on a Gemini that answers after 3 s', async () => {
    gemini.safetyDelayMs = 3000;
    gemini.classify = () => ({ outcome: 'crisis', category: 'suicide' });
    const started = performance.now();
    expect(await askWithDeadline(opinion, korean)).toBeUndefined();
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(1450);
    expect(took).toBeLessThan(2200);
    await waitFor(() => gemini.safetyAborted === 1);
  });
});

/** The server sees the aborted request close a moment after the client lets go. */
async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}
