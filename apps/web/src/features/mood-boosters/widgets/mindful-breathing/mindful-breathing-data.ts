/** The 4-4-6-2 pattern (spec 001 §2): one cycle is 16 seconds. */
export const BREATH_PHASES = [
  { id: 'in', seconds: 4, scale: 1 },
  { id: 'holdIn', seconds: 4, scale: 1 },
  { id: 'out', seconds: 6, scale: 0.55 },
  { id: 'holdOut', seconds: 2, scale: 0.55 },
] as const;

export type BreathPhaseId = (typeof BREATH_PHASES)[number]['id'];

export const BREATH_PATTERN = BREATH_PHASES.map((phase) => phase.seconds).join('-');
export const CYCLE_SECONDS = BREATH_PHASES.reduce((sum, phase) => sum + phase.seconds, 0);
/** The circle's size between breaths (before starting, and after the out-breath). */
export const RESTING_SCALE = 0.55;

export type BreathStatus = 'idle' | 'running' | 'paused';

export interface BreathState {
  status: BreathStatus;
  phase: number;
  /** Seconds left in the current phase. */
  left: number;
  cycles: number;
}

export type BreathAction = { type: 'start' } | { type: 'pause' } | { type: 'tick' } | { type: 'reset' };

export const INITIAL_BREATH: BreathState = {
  status: 'idle',
  phase: 0,
  left: BREATH_PHASES[0].seconds,
  cycles: 0,
};

export function breathReducer(state: BreathState, action: BreathAction): BreathState {
  switch (action.type) {
    case 'start':
      return { ...state, status: 'running' };
    case 'pause':
      return state.status === 'running' ? { ...state, status: 'paused' } : state;
    case 'reset':
      return INITIAL_BREATH;
    case 'tick': {
      if (state.status !== 'running') return state;
      if (state.left > 1) return { ...state, left: state.left - 1 };
      const next = (state.phase + 1) % BREATH_PHASES.length;
      return {
        ...state,
        phase: next,
        left: BREATH_PHASES[next].seconds,
        cycles: next === 0 ? state.cycles + 1 : state.cycles,
      };
    }
  }
}
