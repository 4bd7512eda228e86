import { parseClassification } from './classification-request';
import { ModelClassifierOpinion } from './model-classifier.opinion';
import {
  moderationInputs,
  OpenAiModerationOpinion,
  verdictFromModeration,
} from './openai-moderation.opinion';
import {
  askWithDeadline,
  combineVerdicts,
  type SecondOpinion,
  type SecondOpinionInput,
  type SecondOpinionVerdict,
} from './second-opinion';
import { secondOpinionFor } from './second-opinion-for';

const input: SecondOpinionInput = {
  message: 'how many would it take',
  recentUserTurns: ['I am so tired'],
  language: 'en',
};

function opinion(assess: SecondOpinion['assess']): SecondOpinion {
  return { name: 'test', assess };
}

describe('combineVerdicts', () => {
  const crisis = (category: SecondOpinionVerdict['category']): SecondOpinionVerdict => ({
    outcome: 'crisis',
    category,
  });

  it('lets either side’s crisis win, with the offline category first', () => {
    expect(combineVerdicts({ outcome: 'none' }, crisis('suicide'))).toEqual(crisis('suicide'));
    expect(combineVerdicts(crisis('abuse'), { outcome: 'none' })).toEqual(crisis('abuse'));
    expect(combineVerdicts(crisis('abuse'), crisis('suicide'))).toEqual(crisis('abuse'));
    expect(combineVerdicts({ outcome: 'concern', category: 'suicide' }, crisis('violence'))).toEqual(
      crisis('violence'),
    );
  });

  it('takes a concern from either side over none', () => {
    expect(combineVerdicts({ outcome: 'none' }, { outcome: 'concern', category: 'suicide' })).toEqual({
      outcome: 'concern',
      category: 'suicide',
    });
    expect(combineVerdicts({ outcome: 'concern' }, { outcome: 'none' })).toEqual({ outcome: 'concern' });
  });

  it('keeps the offline verdict when there is no second opinion', () => {
    expect(combineVerdicts({ outcome: 'none' }, undefined)).toEqual({ outcome: 'none' });
    expect(combineVerdicts(crisis('self_harm'), undefined)).toEqual(crisis('self_harm'));
  });
});

describe('askWithDeadline', () => {
  it('returns the verdict given in time', async () => {
    const verdict = await askWithDeadline(
      opinion(async () => ({ outcome: 'crisis', category: 'suicide' })),
      input,
      200,
    );
    expect(verdict).toEqual({ outcome: 'crisis', category: 'suicide' });
  });

  it('gives up at the deadline and aborts the request', async () => {
    let seen: AbortSignal | undefined;
    const started = Date.now();
    const verdict = await askWithDeadline(
      opinion(
        (_input, signal) =>
          new Promise((_resolve, reject) => {
            seen = signal;
            signal.addEventListener('abort', () => reject(new Error('aborted')));
          }),
      ),
      input,
      100,
    );
    expect(verdict).toBeUndefined();
    expect(seen?.aborted).toBe(true);
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('gives up at the deadline even when the opinion ignores the abort', async () => {
    const verdict = await askWithDeadline(
      opinion(() => new Promise(() => undefined)),
      input,
      50,
    );
    expect(verdict).toBeUndefined();
  });

  it('turns a failure, thrown or rejected, into no opinion', async () => {
    await expect(
      askWithDeadline(
        opinion(() => Promise.reject(new Error('500'))),
        input,
        200,
      ),
    ).resolves.toBeUndefined();
    await expect(
      askWithDeadline(
        opinion(() => {
          throw new Error('sync');
        }),
        input,
        200,
      ),
    ).resolves.toBeUndefined();
  });

  it('stops when the caller’s own signal aborts', async () => {
    const caller = new AbortController();
    setTimeout(() => caller.abort(), 20);
    const started = Date.now();
    const verdict = await askWithDeadline(
      opinion(
        (_input, signal) =>
          new Promise((_resolve, reject) =>
            signal.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      ),
      input,
      1000,
      caller.signal,
    );
    expect(verdict).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('parseClassification', () => {
  it('reads the schema’s object, with fences or words around it', () => {
    expect(parseClassification('{"outcome":"crisis","category":"self_harm"}')).toEqual({
      outcome: 'crisis',
      category: 'self_harm',
    });
    expect(parseClassification('```json\n{"outcome": "concern", "category": "suicide"}\n```')).toEqual({
      outcome: 'concern',
      category: 'suicide',
    });
    expect(parseClassification('{"outcome":"none","category":"none"}')).toEqual({ outcome: 'none' });
    expect(parseClassification('{"outcome":"CRISIS","category":"self-harm"}')).toEqual({
      outcome: 'crisis',
      category: 'self_harm',
    });
  });

  it('gives a crisis without a known category the general wording', () => {
    expect(parseClassification('{"outcome":"crisis","category":"other"}')).toEqual({
      outcome: 'crisis',
      category: 'suicide',
    });
    expect(parseClassification('{"outcome":"concern"}')).toEqual({ outcome: 'concern' });
  });

  it('throws on anything it cannot read, so the offline verdict stands', () => {
    for (const text of [
      '',
      'I think they are fine',
      '{"outcome":"maybe"}',
      '{oops}',
      '[]',
      '{"category":"suicide"}',
    ]) {
      expect(() => parseClassification(text)).toThrow();
    }
  });
});

describe('verdictFromModeration', () => {
  const result = (flags: Record<string, boolean>, scores: Record<string, number> = {}) => ({
    flagged: Object.values(flags).some(Boolean),
    categories: { 'self-harm': false, 'self-harm/intent': false, violence: false, ...flags },
    category_scores: scores,
  });

  it('reads self-harm intent or instructions as a suicide crisis', () => {
    expect(verdictFromModeration([result({ 'self-harm': true, 'self-harm/intent': true })])).toEqual({
      outcome: 'crisis',
      category: 'suicide',
    });
    expect(verdictFromModeration([result({}), result({ 'self-harm/instructions': true })])).toEqual({
      outcome: 'crisis',
      category: 'suicide',
    });
  });

  it('reads self-harm alone as a self-harm crisis', () => {
    expect(verdictFromModeration([result({ 'self-harm': true })])).toEqual({
      outcome: 'crisis',
      category: 'self_harm',
    });
  });

  it('reads violence, graphic violence or a threat as a violence crisis', () => {
    for (const name of ['violence', 'violence/graphic', 'harassment/threatening']) {
      expect(verdictFromModeration([result({ [name]: true })])).toEqual({
        outcome: 'crisis',
        category: 'violence',
      });
    }
  });

  it('puts self-harm before violence when both are flagged', () => {
    expect(verdictFromModeration([result({ violence: true }), result({ 'self-harm': true })])).toEqual({
      outcome: 'crisis',
      category: 'self_harm',
    });
  });

  it('asks (concern) on a raised self-harm score that OpenAI did not flag', () => {
    expect(verdictFromModeration([result({}, { 'self-harm': 0.31, 'self-harm/intent': 0.1 })])).toEqual({
      outcome: 'concern',
      category: 'suicide',
    });
    expect(verdictFromModeration([result({}, { 'self-harm': 0.01, violence: 0.4 })])).toEqual({
      outcome: 'none',
    });
  });

  it('ignores categories it does not refer for (sexual, hate, harassment without a threat)', () => {
    expect(verdictFromModeration([result({ sexual: true, hate: true, harassment: true })])).toEqual({
      outcome: 'none',
    });
  });

  it('throws on a body that is not the documented shape', () => {
    for (const body of [undefined, [], 'x', [{ flagged: true }], [null]]) {
      expect(() => verdictFromModeration(body)).toThrow();
    }
  });

  it('moderates the message alone and with the earlier turns', () => {
    expect(moderationInputs(input)).toEqual([
      'how many would it take',
      'I am so tired\nhow many would it take',
    ]);
    expect(moderationInputs({ ...input, recentUserTurns: [' '] })).toEqual(['how many would it take']);
  });
});

describe('secondOpinionFor', () => {
  it('asks OpenAI’s moderation when the provider is OpenAI itself', () => {
    expect(secondOpinionFor({ provider: 'openai', apiKey: 'sk' })).toBeInstanceOf(OpenAiModerationOpinion);
    expect(
      secondOpinionFor({ provider: 'openai', baseUrl: 'https://api.openai.com/v1', apiKey: 'sk' }),
    ).toBeInstanceOf(OpenAiModerationOpinion);
  });

  it('asks the configured model for a JSON classification otherwise', () => {
    expect(
      secondOpinionFor({ provider: 'openai', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2' }),
    ).toBeInstanceOf(ModelClassifierOpinion);
    expect(
      secondOpinionFor({ provider: 'openai', baseUrl: 'https://api.openai.com.example.net/v1', model: 'x' }),
    ).toBeInstanceOf(ModelClassifierOpinion);
    expect(secondOpinionFor({ provider: 'gemini', apiKey: 'gm' })).toBeInstanceOf(ModelClassifierOpinion);
  });

  it('has none for the offline provider', () => {
    expect(secondOpinionFor({ provider: 'offline' })).toBeUndefined();
  });
});
