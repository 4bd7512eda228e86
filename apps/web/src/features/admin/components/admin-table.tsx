import type { ReactNode } from 'react';
import { cn } from '../../../shared/lib/cn';

/** A list of the panel: scrolls sideways on a narrow screen, header cells scoped to their columns. */
export function AdminTable({
  caption,
  columns,
  minWidth = 'min-w-[640px]',
  children,
}: {
  caption?: string;
  columns: string[];
  minWidth?: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className={cn('w-full text-left text-sm', minWidth)}>
        {caption ? (
          <caption className="px-3 py-2 text-left text-xs text-muted-foreground">{caption}</caption>
        ) : null}
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
