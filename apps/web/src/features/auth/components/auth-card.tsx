import type { ReactNode, Ref } from 'react';
import { Card } from '../../../shared/ui/card';

interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** Lets a page move focus to the heading when its view changes (e.g. "Check your inbox"). */
  titleRef?: Ref<HTMLHeadingElement>;
  icon?: ReactNode;
  children: ReactNode;
}

/** The frame of every account page: one centred card, full width on a phone. */
export function AuthCard({ title, description, titleRef, icon, children }: AuthCardProps) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10 sm:py-16">
      <Card className="flex flex-col gap-6 p-6 sm:p-8">
        <header className="flex flex-col gap-2 text-center">
          {icon ? (
            <span className="mx-auto mb-1 flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-6">
              {icon}
            </span>
          ) : null}
          <h1
            ref={titleRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-balance outline-none"
          >
            {title}
          </h1>
          {description ? <p className="text-sm text-pretty text-muted-foreground">{description}</p> : null}
        </header>
        {children}
      </Card>
    </section>
  );
}
