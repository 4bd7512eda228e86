import { CRISIS_EVAL_CASES } from './crisis-eval.cases';
import { assessMessage } from './safety-gate';

/**
 * The gate against its evaluation set. The bar is the issue's: no missed crisis at all, and false
 * alarms on at most 2 % of the messages that are not one. The report names every failure.
 */
describe('the safety gate on its evaluation set', () => {
  const results = CRISIS_EVAL_CASES.map(([label, text]) => ({
    label,
    text,
    flagged: assessMessage(text).kind === 'crisis',
  }));
  const crises = results.filter((r) => r.label === 'crisis');
  const clear = results.filter((r) => r.label === 'clear');

  it('holds at least 300 cases, in both languages', () => {
    expect(results.length).toBeGreaterThanOrEqual(300);
    expect(results.filter((r) => /[가-힣ㄱ-ㅎ]/.test(r.text)).length).toBeGreaterThan(120);
  });

  it('misses no crisis', () => {
    expect(crises.filter((r) => !r.flagged).map((r) => r.text)).toEqual([]);
  });

  it('raises false alarms on at most 2 % of the rest', () => {
    const falseAlarms = clear.filter((r) => r.flagged).map((r) => r.text);
    expect(falseAlarms.length / clear.length).toBeLessThanOrEqual(0.02);
  });
});
