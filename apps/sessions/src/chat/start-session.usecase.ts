import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { WELCOME } from '@maeum/ai';
import { type StartSessionRequest, type StartSessionView, USAGE_HOLDS_SETTLED_V1 } from '@maeum/contracts';
import { DataKeys } from '../data-keys/data-keys';
import { messageView, sessionView } from './chat-rows';
import { SessionsUnitOfWork } from '../sessions.unit-of-work';
import { SessionLimitReachedError } from './sessions.exception';
import { SessionClosing } from './session-closing';
import { TranscriptRetention } from './transcript-retention';
import { UsageHolds } from './usage-holds';

const NEW_TITLE = { en: 'New conversation', ko: '새 대화' } as const;
/**
 * An untouched session younger than this is a sibling (another tab or request starting at the
 * same moment), not a page the person left: it keeps its own place unless this start needs it.
 */
const SIBLING_SECONDS = 2;

/**
 * Spec 001 §4 "Text session": a record is created on entry, with the welcome. Billing first
 * reserves one of the month's sessions under the new session's id; the open sessions of the same
 * kind that hold only their welcome (a page reloaded or left) are replaced, and their places given
 * back in the same reservation, so a reload at the last session of the month is never refused. An
 * earlier session with words in it is closed (saved). Siblings started a moment ago, or created
 * meanwhile, keep their own places, so parallel starts count exactly to the plan. A start asked
 * again with the same idempotency key (RpcCallContext.idempotencyKey) gets the first session back.
 */
@Injectable()
export class StartSessionUseCase {
  constructor(
    private readonly unitOfWork: SessionsUnitOfWork,
    private readonly keys: DataKeys,
    private readonly usage: UsageHolds,
    private readonly closing: SessionClosing,
    private readonly retention: TranscriptRetention,
  ) {}

  async execute(
    userId: string,
    request: StartSessionRequest,
    idempotencyKey?: string,
  ): Promise<StartSessionView> {
    const first = idempotencyKey ? await this.startedWith(userId, idempotencyKey) : undefined;
    if (first) return first;
    const id = randomUUID();
    const idle = await this.unitOfWork.direct().sessions.welcomeOnly(userId, SIBLING_SECONDS);
    // Replaced at once: a session of the other kind that holds only its welcome (a voice screen
    // opened and left is never kept as "ongoing"), and one of this kind not started just now (a
    // reload). One of this kind started a moment ago may be a parallel start: it keeps its place.
    const reloads = idle.filter((s) => s.session_type !== request.type || !s.young).map((s) => s.id);
    let replacing = reloads;
    let hold = await this.usage.reserve(userId, { session: { holdId: id, type: request.type }, replacing });
    // At the last place, any untouched session gives its place: one just started, or one of the
    // other kind (voice → text). The person is never refused because of their own empty sessions.
    if (!hold.allowed && idle.length > reloads.length) {
      replacing = idle.map((s) => s.id);
      hold = await this.usage.reserve(userId, { session: { holdId: id, type: request.type }, replacing });
    }
    if (!hold.allowed) throw new SessionLimitReachedError(hold.reason);
    const otherType = idle.filter((s) => s.session_type !== request.type).map((s) => s.id);
    try {
      return await this.create(userId, id, request, hold.sessionMinutes, {
        replacing: new Set(replacing),
        otherType: otherType.filter((other) => replacing.includes(other)),
        idempotencyKey,
      });
    } catch (error) {
      await this.usage.release(userId, [id]);
      // The same start running beside this one committed first (the key is unique): that one.
      const sibling = idempotencyKey ? await this.startedWith(userId, idempotencyKey) : undefined;
      if (sibling) return sibling;
      throw error;
    }
  }

  private async startedWith(userId: string, idempotencyKey: string): Promise<StartSessionView | undefined> {
    const found = await this.unitOfWork.direct().sessions.startedWith(userId, idempotencyKey);
    if (!found) return undefined;
    const cipher = await this.keys.cipherFor(userId);
    return { session: sessionView(found.session, cipher), messages: [messageView(found.welcome, cipher)] };
  }

  private async create(
    userId: string,
    id: string,
    request: StartSessionRequest,
    minutes: number,
    {
      replacing,
      otherType,
      idempotencyKey,
    }: { replacing: Set<string>; otherType: string[]; idempotencyKey?: string },
  ): Promise<StartSessionView> {
    const cipher = await this.keys.cipherFor(userId);
    const { session, welcome } = await this.unitOfWork.run(async (scope) => {
      const { sessions, messages, outbox } = scope;
      // The consent is asked of auth only when an earlier session has words to keep or drop.
      let keepTranscript: boolean | undefined;
      const dropped: string[] = [];
      const opened = [
        ...(await sessions.lockOpen(userId, request.type)),
        ...(await sessions.lockOpenById(userId, otherType)),
      ];
      for (const open of opened) {
        if (open.message_count <= 1 && !replacing.has(open.id)) continue;
        // A session of the other kind is replaced only while it holds nothing but its welcome.
        if (open.session_type !== request.type && open.message_count > 1) continue;
        if (open.message_count > 1) keepTranscript ??= await this.retention.keeps(userId);
        const closed = await this.closing.close(scope, open, cipher, 'replaced', keepTranscript ?? true);
        if (!closed) dropped.push(open.id);
      }
      // Given back with the reservation already; said again with the drop, in case it was pinned then.
      if (dropped.length)
        await outbox.add(USAGE_HOLDS_SETTLED_V1, {
          userId,
          kept: [],
          released: dropped,
          occurredAt: new Date().toISOString(),
        });
      const created = await sessions.create({
        id,
        userId,
        type: request.type,
        tone: request.tone,
        language: request.language,
        voiceId: request.voiceId ?? null,
        titleEnc: cipher.seal(NEW_TITLE[request.language]),
        minutes,
        idempotencyKey,
      });
      const message = await messages.add({
        sessionId: created.id,
        userId,
        role: 'assistant',
        contentEnc: cipher.seal(WELCOME[request.language][request.tone]),
      });
      return { session: { ...created, message_count: 1 }, welcome: message };
    });
    return { session: sessionView(session, cipher), messages: [messageView(welcome, cipher)] };
  }
}
