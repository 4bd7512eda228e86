import type { TextCompleter } from '../../providers/text-completer';
import {
  CLASSIFICATION_INSTRUCTIONS,
  CLASSIFICATION_SCHEMA,
  classificationPrompt,
  parseClassification,
} from './classification-request';
import type { SecondOpinion, SecondOpinionInput, SecondOpinionVerdict } from './second-opinion';

/** Room for the small JSON object (and a model that pads it); the deadline bounds the rest. */
const MAX_TOKENS = 200;

/**
 * One classification by the configured model (any OpenAI-compatible endpoint, or Gemini) through
 * the companion's own provider, its answer held to a JSON schema.
 */
export class ModelClassifierOpinion implements SecondOpinion {
  readonly name: string;

  constructor(private readonly model: TextCompleter) {
    this.name = `${model.name}-classifier`;
  }

  async assess(input: SecondOpinionInput, signal: AbortSignal): Promise<SecondOpinionVerdict> {
    const answer = await this.model.complete(
      {
        system: CLASSIFICATION_INSTRUCTIONS,
        user: classificationPrompt(input),
        maxTokens: MAX_TOKENS,
        temperature: 0,
        jsonSchema: {
          name: 'safety_verdict',
          schema: CLASSIFICATION_SCHEMA as unknown as Record<string, unknown>,
        },
      },
      signal,
    );
    return parseClassification(answer);
  }
}
