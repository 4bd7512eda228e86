import type { ReactNode } from 'react';
import boostersUrl from '../illustrations/empty-boosters.svg';
import historyUrl from '../illustrations/empty-history.svg';
import journalUrl from '../illustrations/empty-journal.svg';
import { cn } from '../lib/cn';
import { Illustration } from './illustration';

const ILLUSTRATIONS = { journal: journalUrl, history: historyUrl, boosters: boostersUrl } as const;

export type EmptyStateKind = keyof typeof ILLUSTRATIONS;

interface EmptyStateProps {
  /** Which illustration: an open notebook, a quiet moon, a bowl with a sparkle. */
  kind: EmptyStateKind;
  title: ReactNode;
  description?: ReactNode;
  /** A next step (a button or link), under the text. */
  action?: ReactNode;
  /** The heading's level where the empty state sits (a page's own title: 1). */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** What a list shows before there is anything in it (journal, history, boosters): kind, not bare. */
export function EmptyState({
  kind,
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn('flex flex-col items-center gap-3 text-center', className)}>
      <Illustration src={ILLUSTRATIONS[kind]} width={160} height={120} className="w-40 animate-fade-in" />
      <Heading className="text-2xl font-bold tracking-tight text-balance">{title}</Heading>
      {description && <p className="max-w-sm text-pretty text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
