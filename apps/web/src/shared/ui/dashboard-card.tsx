import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './card';

interface DashboardCardProps {
  title: ReactNode;
  /** The card's mark, in a soft accent circle beside the title. */
  icon?: LucideIcon;
  description?: ReactNode;
  /** At the end of the title row (a plan's name, the day's emoji). */
  aside?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** One of the dashboard's cards: a region named by its title, with an icon, a line about it and its body. */
export function DashboardCard({
  title,
  icon: Icon,
  description,
  aside,
  className,
  children,
}: DashboardCardProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={cn('flex flex-col gap-4 p-6', className)}>
      <div className={cn('flex gap-4', description ? 'items-start' : 'items-center')}>
        {Icon ? (
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </span>
        ) : null}
        <div className="flex flex-1 flex-col gap-1">
          <h2 id={titleId} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </Card>
  );
}
