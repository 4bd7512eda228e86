import { Injectable, Logger } from '@nestjs/common';
import {
  capReply,
  CONCERN_REPLIES,
  type CompanionRequest,
  CRISIS_REPLIES,
  methodDetailsRefusal,
  personaOf,
  replyGivesMethodDetails,
  type SafetyVerdict,
  streamReply,
  TIME_UP,
  TOPIC_REPLIES,
} from '@maeum/ai';
import type { ChatSessionRow } from './chat-rows';
import { Companion } from './companion';
import type { ReplyStream } from './reply-stream';

export interface Reply {
  text: string;
  crisis: boolean;
  concern: boolean;
  interrupted: boolean;
  timeUp: boolean;
}

/**
 * The companion's side of a turn, streamed as it is written: a scripted reply (crisis, concern,
 * time up, a topic it does not take) or the provider's, never giving method details.
 */
@Injectable()
export class CompanionReply {
  private readonly logger = new Logger(CompanionReply.name);

  constructor(private readonly companion: Companion) {}

  async write(
    session: ChatSessionRow,
    memoryLines: Promise<CompanionRequest['memory']>,
    history: CompanionRequest['history'],
    content: string,
    verdict: SafetyVerdict,
    stream: ReplyStream,
    timeUp: boolean,
  ): Promise<Reply> {
    const { language, tone } = session;
    const scripted =
      verdict.kind === 'crisis'
        ? CRISIS_REPLIES[verdict.category][language][tone]
        : verdict.kind === 'concern'
          ? CONCERN_REPLIES[language][tone]
          : timeUp
            ? TIME_UP[language][tone]
            : verdict.kind === 'topic'
              ? TOPIC_REPLIES[verdict.topic][language][tone]
              : undefined;
    if (scripted) {
      for (const piece of scripted.match(/\S+\s*/g) ?? [scripted]) stream.delta(piece);
      return {
        text: scripted,
        crisis: verdict.kind === 'crisis',
        concern: verdict.kind === 'concern',
        interrupted: false,
        timeUp,
      };
    }
    const memory = await memoryLines;
    const request: CompanionRequest = {
      language,
      tone,
      persona: personaOf(session.voice_id),
      history,
      message: content,
      memory,
      afterCrisis: session.crisis_shown,
      seed: session.id,
    };
    let text = '';
    let stopped = false;
    const outcome = await streamReply(this.companion.provider, request, {
      signal: stream.abort.signal,
      firstTokenMs: this.companion.firstTokenMs,
      totalMs: this.companion.totalMs,
      onDelta: (delta) => {
        if (stopped) return;
        text += delta;
        // Never method information, whatever the model writes: the reply stops where it starts.
        if (replyGivesMethodDetails(text, language)) {
          stopped = true;
          return;
        }
        stream.delta(delta);
      },
    });
    if (stopped) {
      this.logger.warn(
        { provider: this.companion.provider.name },
        'A reply giving method details was stopped',
      );
      const refusal = methodDetailsRefusal(language);
      stream.delta(`\n\n${refusal}`);
      return { text: refusal, crisis: false, concern: true, interrupted: false, timeUp: false };
    }
    if (outcome.errorCode) {
      // The code only: never what was said.
      this.logger.warn(
        { provider: this.companion.provider.name, code: outcome.errorCode, fellBack: outcome.fellBack },
        'AI provider failed',
      );
    }
    return {
      text: capReply(text, language),
      crisis: false,
      concern: false,
      interrupted: outcome.interrupted,
      timeUp: false,
    };
  }
}
