import { useId } from 'react';
import type { WorryStone } from './worry-stones-data';

/** A smooth stone with a thumb hollow, drawn in SVG; decorative (the button beside it has the name). */
export function WorryStoneArt({ stone, className }: { stone: WorryStone; className?: string }) {
  // Gradient ids must be unique per drawing and safe inside url(#...).
  const id = `stone-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg viewBox="0 0 120 96" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <radialGradient id={`${id}-body`} cx="38%" cy="32%" r="75%">
          <stop offset="0%" stopColor={stone.light} />
          <stop offset="55%" stopColor={stone.mid} />
          <stop offset="100%" stopColor={stone.dark} />
        </radialGradient>
        <radialGradient id={`${id}-hollow`} cx="55%" cy="60%" r="60%">
          <stop offset="0%" stopColor={stone.dark} stopOpacity="0.35" />
          <stop offset="100%" stopColor={stone.light} stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="60" cy="86" rx="44" ry="6" fill="currentColor" opacity="0.12" />
      <path
        d="M14 50c0-22 20-40 48-40s46 16 46 38-20 36-48 36S14 72 14 50z"
        fill={`url(#${id}-body)`}
        stroke={stone.dark}
        strokeOpacity="0.35"
      />
      <ellipse cx="62" cy="50" rx="20" ry="14" fill={`url(#${id}-hollow)`} />
      <ellipse cx="40" cy="30" rx="14" ry="6" fill="#ffffff" opacity="0.35" transform="rotate(-18 40 30)" />
    </svg>
  );
}
