import { metricsRegistry } from '@maeum/telemetry';
import { Counter } from 'prom-client';

/**
 * Observed by SafetyCheck once a turn: the gate's final verdict (`crisis`, `concern`, `topic`,
 * `clear`), the crisis category or restricted topic (a fixed set; `none` otherwise), and whether the
 * model's second opinion changed it.
 */
export const safetyVerdicts = new Counter({
  name: 'maeum_safety_verdicts_total',
  help: 'Safety gate verdicts per turn by outcome, category and whether the second opinion raised it',
  labelNames: ['outcome', 'category', 'raised_by_second_opinion'] as const,
  registers: [metricsRegistry],
});

/** The model's second opinion: answered in time, or missed its deadline / failed. */
export const safetySecondOpinions = new Counter({
  name: 'maeum_safety_second_opinions_total',
  help: 'Second opinions asked of the model by result (answered, missed)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});
