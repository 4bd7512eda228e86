import { Injectable, Logger } from '@nestjs/common';
import {
  askWithDeadline,
  assessTurn,
  combineVerdicts,
  type CrisisCategory,
  type RiskState,
  type SafetyVerdict,
} from '@maeum/ai';
import type { UserCipher } from '../data-keys/data-keys';
import type { ChatSessionRow } from './chat-rows';
import { Companion } from './companion';
import { safetySecondOpinions, safetyVerdicts } from './safety-metrics';

export interface SafetyCheckResult {
  verdict: SafetyVerdict;
  /** The session's risk state after this turn, sealed for chat_sessions.risk_state_enc. */
  stateEnc: string;
}

const toOpinion = (verdict: SafetyVerdict) =>
  verdict.kind === 'crisis'
    ? { outcome: 'crisis' as const, category: verdict.category }
    : { outcome: verdict.kind === 'concern' ? ('concern' as const) : ('none' as const) };

/**
 * The gate for one turn of a session (ARCHITECTURE.md §7): the message alone and with the person's
 * last turns, the session's sealed risk state, and the configured model's second opinion under
 * its deadline. Either side's crisis wins; nothing streams before this answers.
 */
@Injectable()
export class SafetyCheck {
  private readonly logger = new Logger(SafetyCheck.name);

  constructor(private readonly companion: Companion) {}

  async assess(
    session: ChatSessionRow,
    cipher: UserCipher,
    content: string,
    previousUserTurns: string[],
  ): Promise<SafetyCheckResult> {
    const state = this.openState(session, cipher);
    const offline = assessTurn(content, { previousUserTurns, state });
    let verdict = offline.verdict;
    const opinion = this.companion.secondOpinion;
    if (opinion && verdict.kind !== 'crisis') {
      const second = await askWithDeadline(opinion, {
        message: content,
        recentUserTurns: previousUserTurns.slice(-2),
        language: session.language,
      });
      safetySecondOpinions.inc({ result: second ? 'answered' : 'missed' });
      if (!second)
        this.logger.warn({ opinion: opinion.name }, 'Second opinion missed its deadline or failed');
      const combined = combineVerdicts(toOpinion(verdict), second);
      if (combined.outcome === 'crisis') {
        verdict = { kind: 'crisis', category: (combined.category ?? 'suicide') as CrisisCategory };
      } else if (combined.outcome === 'concern' && verdict.kind !== 'concern') {
        verdict = { kind: 'concern' };
      }
    }
    safetyVerdicts.inc({
      outcome: verdict.kind,
      category:
        verdict.kind === 'crisis' ? verdict.category : verdict.kind === 'topic' ? verdict.topic : 'none',
      raised_by_second_opinion: String(verdict.kind !== offline.verdict.kind),
    });
    const next: RiskState = {
      elevated: offline.state.elevated || verdict.kind === 'crisis' || verdict.kind === 'concern',
      askedConcern: verdict.kind === 'concern',
    };
    return { verdict, stateEnc: cipher.seal(JSON.stringify(next)) };
  }

  private openState(session: ChatSessionRow, cipher: UserCipher): RiskState | undefined {
    if (!session.risk_state_enc) return undefined;
    try {
      const state = JSON.parse(cipher.open(session.risk_state_enc)) as Partial<RiskState>;
      return { elevated: state.elevated === true, askedConcern: state.askedConcern === true };
    } catch {
      // A state that cannot be read errs upward: treat the session as having shown distress.
      return { elevated: true, askedConcern: false };
    }
  }
}
