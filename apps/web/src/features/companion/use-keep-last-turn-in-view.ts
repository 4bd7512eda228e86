import { useEffect, type RefObject } from 'react';

/** Room left between the last turn and the composer (or the pinned card), in CSS pixels. */
const GAP = 12;

export interface ConversationFrame {
  /** The log; its last child is the newest turn. */
  log: RefObject<HTMLElement | null>;
  /** The composer, stuck to the bottom of the window. */
  dock: RefObject<HTMLElement | null>;
  /** The pinned crisis card, stuck to the top, when there is one. */
  pinned: RefObject<HTMLElement | null>;
}

/**
 * Keeps the newest turn whole in view above the composer after every change in `deps` (issue #20).
 * Scrolling the log's end into view with `block: 'end'` left the turn under the composer, which
 * sticks over the bottom of the window, and the crisis card, mounting above the log with the
 * referral, pushed it further down. This scrolls the window (down only) so that the turn ends just
 * above the composer; a turn too tall for the room under the pinned card keeps its start in view.
 */
export function useKeepLastTurnInView({ log, dock, pinned }: ConversationFrame, deps: readonly unknown[]) {
  useEffect(() => {
    // After layout: the card that came with the reply has its height by the next frame.
    const frame = requestAnimationFrame(() => {
      const last = log.current?.lastElementChild;
      if (!last) return;
      const turn = last.getBoundingClientRect();
      const dockTop = dock.current?.getBoundingClientRect().top ?? window.innerHeight;
      let delta = turn.bottom + GAP - dockTop;
      if (delta <= 0) return;
      const card = pinned.current;
      if (card) {
        // A sticky card moves up with the page until it reaches its `top`, then stays.
        const stuckBottom = (Number.parseFloat(getComputedStyle(card).top) || 0) + card.offsetHeight;
        const cardBottom = Math.max(card.getBoundingClientRect().bottom - delta, stuckBottom);
        const hidden = cardBottom + GAP - (turn.top - delta);
        if (hidden > 0) delta = Math.max(0, delta - hidden);
      }
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: window.scrollY + delta, behavior: reduce ? 'auto' : 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
    // The caller names what changes the conversation's height.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
