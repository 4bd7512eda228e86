import type { ReactNode } from 'react';

/** One short titled part of a legal document (an h3 under the language version's h2). */
export function LegalSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} className="mt-8 scroll-mt-20 first:mt-0">
      <h3 className="text-lg font-semibold tracking-tight text-balance">{title}</h3>
      <div className="mt-2 space-y-3 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}
