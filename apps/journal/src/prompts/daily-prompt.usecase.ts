import { Injectable } from '@nestjs/common';
import { promptFor, promptIn } from '@maeum/ai';
import type { JournalPromptView } from '@maeum/contracts';
import { addDays, localDay, WriterClock } from '../entries/writer-clock';
import { JournalUnitOfWork } from '../journal.unit-of-work';

/**
 * The daily prompt (spec 001 §2): one per writer per day in their time zone, the same on every
 * reload; Regenerate writes a different one for the rest of the day. From the bank of CBT-style
 * prompts in the writer's language. "Yesterday you mentioned" quotes the first emotion tag of the
 * latest entry written yesterday. A prompt kept from earlier in the day follows a change of language.
 */
@Injectable()
export class DailyPromptUseCase {
  constructor(
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly clock: WriterClock,
  ) {}

  /** `wording`: the language the page shows (a switch of language is seen at once); the writer's otherwise. */
  async execute(
    userId: string,
    regenerate: boolean,
    wording?: 'en' | 'ko',
    now = new Date(),
  ): Promise<JournalPromptView> {
    const writer = await this.clock.writer(userId);
    const { timezone } = writer;
    const language = wording ?? writer.language;
    const day = localDay(now, timezone);
    const { prompts } = this.unitOfWork.direct();
    const current = await prompts.ofDay(userId, day);
    let prompt = current?.prompt;
    if (!prompt || regenerate) {
      const generation = current ? current.generation + 1 : 0;
      const next = promptFor(
        language,
        `${userId}:${day}:${generation}`,
        prompt && promptIn(language, prompt),
      );
      const saved = await prompts.save(userId, day, next, generation, regenerate);
      // Another request wrote the day's prompt first: the one that is there.
      prompt = saved ?? (await prompts.ofDay(userId, day))?.prompt ?? next;
    }
    const yesterday = await prompts.firstFeelingOf(userId, timezone, addDays(day, -1));
    return { prompt: promptIn(language, prompt), date: day, yesterday };
  }
}
