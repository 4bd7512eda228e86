/**
 * Turns of a conversation the gate reads together: this one and the person's previous three, so a
 * statement split over up to four bubbles is read whole (four ranked the dev split above three).
 */
export const WINDOW_TURNS = 4;

export function windowOf(turns: readonly string[], at: number): string {
  return turns.slice(Math.max(0, at - WINDOW_TURNS + 1), at + 1).join(' ');
}
