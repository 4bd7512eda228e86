/** Turns of a conversation the gate reads together: this one and the person's previous two. */
export const WINDOW_TURNS = 3;

export function windowOf(turns: readonly string[], at: number): string {
  return turns.slice(Math.max(0, at - WINDOW_TURNS + 1), at + 1).join(' ');
}
