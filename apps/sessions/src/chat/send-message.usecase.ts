import { Injectable } from '@nestjs/common';
import { CRISIS_LINES, type CompanionRequest, type SafetyVerdict } from '@maeum/ai';
import { randomUUID } from 'node:crypto';
import {
  CRISIS_DETECTED_V1,
  type SendMessageView,
  USAGE_HOLDS_SETTLED_V1,
  USAGE_INCREMENTED_V1,
} from '@maeum/contracts';
import { DataKeys, type UserCipher } from '../data-keys/data-keys';
import { type ChatMessageRow, type ChatSessionRow, messageView } from './chat-rows';
import { SessionsUnitOfWork } from '../sessions.unit-of-work';
import { CompanionReply, type Reply } from './companion-reply';
import { CompanionMemory } from './companion-memory';
import { ReplyStream, ReplyStreams } from './reply-stream';
import { SafetyCheck } from './safety-check';
import { SessionClosing } from './session-closing';
import { TranscriptRetention } from './transcript-retention';
import { messageHolds, UsageHolds } from './usage-holds';
import {
  DailyTextLimitReachedError,
  SessionEndedError,
  SessionLimitReachedError,
  SessionNotFoundError,
} from './sessions.exception';

/** Turns of this session the provider sees. */
const HISTORY_TURNS = 20;
const PREVIEW_LENGTH = 100;

/** What this message holds in billing: the session's place until its first reply, and one of the day's texts. */
interface Holds {
  session?: string;
  text?: string;
}

/**
 * One message and its reply. The safety gate runs first, before limits and before any provider:
 * a crisis message always gets the referral, costs nothing and leaves the conversation open.
 * The user's words are saved before the reply starts, so nothing they typed is lost whatever
 * happens to the reply; the reply is streamed to the gateway's subject as it is written.
 * Asked again with the same idempotency key (the first answer was lost: the gateway or this
 * service died, NATS restarted), the words are not saved twice: the reply written then is
 * returned, or, when there is none, one is written now for the words already saved.
 */
@Injectable()
export class SendMessageUseCase {
  constructor(
    private readonly unitOfWork: SessionsUnitOfWork,
    private readonly keys: DataKeys,
    private readonly usage: UsageHolds,
    private readonly replies: CompanionReply,
    private readonly streams: ReplyStreams,
    private readonly closing: SessionClosing,
    private readonly retention: TranscriptRetention,
    private readonly memory: CompanionMemory,
    private readonly safety: SafetyCheck,
  ) {}

  async execute(
    userId: string,
    input: { id: string; content: string; streamSubject?: string },
    idempotencyKey?: string,
  ): Promise<SendMessageView> {
    const content = input.content.trim();
    // The session, the key and the last turns at once: the turns are used only once the session is
    // known to be this person's.
    const { sessions, messages } = this.unitOfWork.direct();
    const [session, cipher, recent, before] = await Promise.all([
      sessions.find(userId, input.id),
      this.keys.cipherFor(userId),
      messages.of(input.id, HISTORY_TURNS),
      idempotencyKey ? messages.turnOf(input.id, idempotencyKey) : undefined,
    ]);
    if (!session) throw new SessionNotFoundError();
    if (before?.user && before.reply)
      return this.replayed(session, cipher, { user: before.user, reply: before.reply }, input.streamSubject);
    const timeUpIfAsked = !session.ended_at && Date.now() >= session.closes_at.getTime();
    // The plan's limits are reserved and the companion's memory read while the gate reads; a
    // referral never waits for (or on) them.
    const reserved = session.ended_at || timeUpIfAsked ? undefined : this.reserve(userId, session);
    reserved?.catch(() => undefined);
    const memory = this.memory.linesFor(userId, cipher);
    memory.catch(() => undefined);
    // Words saved by an earlier try of this message are this turn's, not its history.
    const history = recent.flatMap((m) => {
      if (m.id === before?.user?.id) return [];
      // A turn that cannot be opened is left out of the context, never a reason to fail this one.
      try {
        return [{ role: m.role, content: cipher.open(m.content_enc) }];
      } catch {
        return [];
      }
    });
    const previousUserTurns = history.filter((m) => m.role === 'user').map((m) => m.content);
    const { verdict, stateEnc } = await this.safety.assess(session, cipher, content, previousUserTurns);
    const crisis = verdict.kind === 'crisis';
    // Help is never behind a limit or an ended session: a crisis or the concern question always answers.
    const referral = crisis || verdict.kind === 'concern';
    if (session.ended_at && !referral) throw new SessionEndedError();
    const timeUp = !referral && timeUpIfAsked;
    let holds: Holds = {};
    if (referral) {
      // Help costs nothing: the day's text goes back (the session's place waits for a reply that counts).
      void reserved
        ?.then((held) => this.usage.release(userId, held.text ? [held.text] : []))
        .catch(() => undefined);
    } else if (reserved) holds = await reserved;

    const turn = { referral, timeUp, holds, settled: false };
    try {
      return await this.answer(
        userId,
        input,
        session,
        cipher,
        content,
        history,
        memory,
        verdict,
        stateEnc,
        turn,
        idempotencyKey,
      );
    } catch (error) {
      // A reply that never came: its holds go back at once (or expire in billing if this fails too).
      if (!turn.settled)
        await this.usage.release(
          userId,
          [holds.text, holds.session].filter((id) => id !== undefined),
        );
      throw error;
    }
  }

  private async answer(
    userId: string,
    input: { id: string; streamSubject?: string },
    session: ChatSessionRow,
    cipher: UserCipher,
    content: string,
    history: CompanionRequest['history'],
    memory: Promise<CompanionRequest['memory']>,
    verdict: SafetyVerdict,
    stateEnc: string | undefined,
    turn: { referral: boolean; timeUp: boolean; holds: Holds; settled: boolean },
    idempotencyKey: string | undefined,
  ): Promise<SendMessageView> {
    const { referral, timeUp, holds } = turn;
    const crisis = verdict.kind === 'crisis';
    // The session is locked before the words are saved: one message is numbered at a time.
    const userMessage = await this.unitOfWork.run(async ({ sessions, messages }) => {
      const locked = await sessions.lock(userId, session.id);
      if (!locked) throw new SessionNotFoundError();
      if (locked.ended_at && !referral) throw new SessionEndedError();
      // Saved by an earlier try (checked under the session's lock, so two tries never both write).
      const saved = idempotencyKey ? (await messages.turnOf(session.id, idempotencyKey)).user : undefined;
      if (saved) return saved;
      return messages.add({
        sessionId: session.id,
        userId,
        role: 'user',
        contentEnc: cipher.seal(content),
        crisis,
        countsAsText: !referral && !timeUp && session.session_type === 'text',
        riskStateEnc: stateEnc,
        previewEnc: locked.preview_enc ? undefined : cipher.seal(content.slice(0, PREVIEW_LENGTH)),
        idempotencyKey,
      });
    });

    const stream = this.streams.open(input.streamSubject);
    try {
      const reply = await this.replies.write(session, memory, history, content, verdict, stream, timeUp);
      const view = await this.save(
        userId,
        session,
        cipher,
        reply,
        verdict.kind === 'crisis' ? verdict.category : undefined,
        holds,
        idempotencyKey,
      );
      if (view.replyOfEarlierTry) {
        // Another try of this message saved its reply first: that one stands, this one's holds go back.
        turn.settled = true;
        await this.usage.release(
          userId,
          [holds.text, holds.session].filter((id) => id !== undefined),
        );
        return this.replayed(
          session,
          cipher,
          { user: userMessage, reply: view.replyOfEarlierTry },
          input.streamSubject,
          stream,
        );
      }
      // Saved with the reply: what became of the holds is in the outbox now.
      turn.settled = true;
      const result: SendMessageView = {
        userMessage: messageView(userMessage, cipher),
        message: view.message,
        ...(reply.crisis ? { crisis: { lines: [...CRISIS_LINES] } } : {}),
        ...(reply.concern ? { concern: { lines: [...CRISIS_LINES] } } : {}),
        ...(view.ended ? { sessionEnded: true } : {}),
      };
      stream.done(result);
      return result;
    } catch (error) {
      stream.error('internal_error', 'Unable to get response. Please try again.');
      throw error;
    } finally {
      stream.close();
    }
  }

  /** A message answered already: its two turns as they were saved, also as the stream's end. */
  private replayed(
    session: ChatSessionRow,
    cipher: UserCipher,
    turn: { user: ChatMessageRow; reply: ChatMessageRow },
    streamSubject: string | undefined,
    open?: ReplyStream,
  ): SendMessageView {
    const result: SendMessageView = {
      userMessage: messageView(turn.user, cipher),
      message: messageView(turn.reply, cipher),
      ...(turn.reply.crisis ? { crisis: { lines: [...CRISIS_LINES] } } : {}),
      ...(turn.reply.concern ? { concern: { lines: [...CRISIS_LINES] } } : {}),
      ...(session.end_reason === 'time_up' ? { sessionEnded: true } : {}),
    };
    const stream = open ?? this.streams.open(streamSubject);
    stream.done(result);
    if (!open) stream.close();
    return result;
  }

  /** Reserves in billing what this message will use (messageHolds); nothing is counted here. */
  private async reserve(userId: string, session: ChatSessionRow): Promise<Holds> {
    const request = messageHolds(session, randomUUID());
    if (!request) return {};
    const answer = await this.usage.reserve(userId, request);
    if (answer.reason === 'daily_text_limit_reached')
      throw new DailyTextLimitReachedError(answer.dailyTexts ?? 0);
    if (!answer.allowed) throw new SessionLimitReachedError(answer.reason);
    return {
      session: request.session?.holdId,
      // An unlimited plan holds no texts.
      text: answer.dailyTexts === null ? undefined : request.text?.holdId,
    };
  }

  private async save(
    userId: string,
    session: ChatSessionRow,
    cipher: UserCipher,
    reply: Reply,
    crisisCategory: string | undefined,
    holds: Holds,
    idempotencyKey: string | undefined,
  ): Promise<{ message: SendMessageView['message']; ended: boolean; replyOfEarlierTry?: ChatMessageRow }> {
    let ended = false;
    const keepTranscript = reply.timeUp ? await this.retention.keeps(userId) : true;
    // An event is added only when the reply is saved here: the relay is told only then.
    const saved = await this.unitOfWork.run(async (scope) => {
      const { sessions, messages, referrals, outbox } = scope;
      const locked = await sessions.lock(userId, session.id);
      if (!locked) throw new SessionNotFoundError();
      const earlier = idempotencyKey ? (await messages.turnOf(session.id, idempotencyKey)).reply : undefined;
      if (earlier) return { earlier };
      const message = reply.text
        ? await messages.add({
            sessionId: session.id,
            userId,
            role: 'assistant',
            contentEnc: cipher.seal(reply.text),
            crisis: reply.crisis,
            concern: reply.concern,
            interrupted: reply.interrupted,
            idempotencyKey,
          })
        : undefined;
      const occurredAt = new Date().toISOString();
      if (reply.concern) {
        await referrals.count({
          outcome: 'concern',
          category: 'concern',
          language: session.language,
        });
      }
      if (reply.crisis) {
        if (!locked.crisis_shown) await sessions.update(session.id, { crisis_shown: true });
        await referrals.count({
          outcome: 'crisis',
          category: crisisCategory ?? 'suicide',
          language: session.language,
        });
        await outbox.add(CRISIS_DETECTED_V1, {
          sessionId: session.id,
          category: crisisCategory as 'suicide',
          language: session.language,
          occurredAt,
        });
      } else if (!reply.concern && !locked.usage_counted && message) {
        // The session's place in the month, held since its start (or this message), is kept.
        // Spec 001 §4: usage counts once, after the first reply (a crisis or concern reply never counts).
        await sessions.update(session.id, { usage_counted: true });
        await outbox.add(USAGE_INCREMENTED_V1, {
          userId,
          sessionId: session.id,
          sessionType: session.session_type,
          occurredAt,
        });
      }
      // The day's text is kept with the reply it got, or given back when no reply was written.
      if (holds.text)
        await outbox.add(USAGE_HOLDS_SETTLED_V1, {
          userId,
          kept: message ? [holds.text] : [],
          released: message ? [] : [holds.text],
          occurredAt,
        });
      if (reply.timeUp && !locked.ended_at) {
        await this.closing.close(
          scope,
          { ...locked, message_count: locked.message_count + 1 },
          cipher,
          'time_up',
          keepTranscript,
        );
        ended = true;
      }
      return { message };
    });
    if (saved.earlier)
      return { message: messageView(saved.earlier, cipher), ended, replyOfEarlierTry: saved.earlier };
    const message = saved.message
      ? messageView(saved.message, cipher)
      : {
          id: '',
          role: 'assistant' as const,
          content: '',
          createdAt: new Date().toISOString(),
          interrupted: true,
        };
    return { message, ended };
  }
}
