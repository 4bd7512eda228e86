import type { ReactNode } from 'react';
import { cn } from '../../../shared/lib/cn';

interface ChatBubbleProps {
  from: 'user' | 'ai';
  /** Shown above the companion's lines (AI-written content carries an "AI" label). */
  aiLabel?: string;
  /** Visually hidden speaker name for the visitor's lines. */
  userLabel?: string;
  children: ReactNode;
}

export function ChatBubble({ from, aiLabel, userLabel, children }: ChatBubbleProps) {
  const ai = from === 'ai';
  return (
    <div className={cn('flex flex-col gap-1', ai ? 'items-start' : 'items-end')}>
      {ai && aiLabel && (
        <span className="rounded-full bg-accent px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide text-accent-foreground">
          {aiLabel}
        </span>
      )}
      {!ai && userLabel && <span className="sr-only">{userLabel}</span>}
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed',
          ai
            ? 'rounded-tl-sm bg-secondary text-secondary-foreground'
            : 'rounded-tr-sm bg-primary text-primary-foreground',
        )}
      >
        {children}
      </p>
    </div>
  );
}
