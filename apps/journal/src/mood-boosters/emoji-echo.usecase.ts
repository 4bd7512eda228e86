import { Injectable } from '@nestjs/common';
import { writeEmojiEcho } from '@maeum/ai';
import type { EmojiEchoRequest, EmojiEchoView } from '@maeum/contracts';
import { JournalModel } from '../analysis/journal-model';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { BoosterGate } from './booster-gate';
import { JournalUnitOfWork } from '../journal.unit-of-work';

/** A person waits on the screen for this: the model gets a few seconds, then the fallback answers. */
const ECHO_TIMEOUT_MS = 8000;

/**
 * The emoji echo (spec 001 §2): one of 15 emojis → a short reflection in the chosen tone, from the
 * model (its answer passes the safety gate) or the tone's fallback text; kept sealed in
 * emoji_echo_logs.
 */
@Injectable()
export class EmojiEchoUseCase {
  constructor(
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly gate: BoosterGate,
    private readonly keys: JournalDataKeys,
    private readonly model: JournalModel,
  ) {}

  async execute(userId: string, input: EmojiEchoRequest): Promise<EmojiEchoView> {
    const [{ booster }, cipher] = await Promise.all([
      this.gate.open(userId, 'emoji-echo'),
      this.keys.cipherFor(userId),
    ]);
    const language = input.language ?? 'en';
    const echo = await writeEmojiEcho(
      { emoji: input.emoji, tone: input.tone, language },
      this.model.model,
      Math.min(this.model.timeoutMs, ECHO_TIMEOUT_MS),
    );
    await this.unitOfWork.run(async ({ boosters }) => {
      await boosters.addEcho({
        userId,
        emoji: input.emoji,
        tone: input.tone,
        reflectionEnc: cipher.seal(echo.reflection),
        fallback: echo.fallback,
      });
      await boosters.addLog(
        userId,
        booster.id,
        { type: 'emoji_selected', timestamp: new Date().toISOString() },
        { payloadEnc: cipher.seal(JSON.stringify({ emoji: input.emoji, tone: input.tone })) },
      );
    });
    return { emoji: input.emoji, tone: input.tone, reflection: echo.reflection, fallback: echo.fallback };
  }
}
