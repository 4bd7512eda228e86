import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { SectionHeading } from './section-heading';
import { useReveal } from './use-reveal';

const thoughts = ['one', 'two', 'three', 'four', 'five'] as const;
type Thought = (typeof thoughts)[number];

/** Five things an overwhelmed mind might say, each answered gently; each pair fades in on scroll. */
export function ThoughtStory() {
  const { t } = useTranslation();

  return (
    <section aria-labelledby="story-title" className="bg-muted/40 px-4 py-20 sm:px-6">
      <SectionHeading
        id="story-title"
        title={t('landing.story.title')}
        subtitle={t('landing.story.subtitle')}
      />
      <ol className="mx-auto mt-12 flex max-w-2xl flex-col gap-10">
        {thoughts.map((key) => (
          <ThoughtItem key={key} id={key} />
        ))}
      </ol>
    </section>
  );
}

function ThoughtItem({ id }: { id: Thought }) {
  const { t } = useTranslation();
  const { ref, visible } = useReveal<HTMLLIElement>();

  return (
    <li
      ref={ref}
      data-visible={visible}
      className={cn(
        'flex flex-col gap-3 transition-all duration-700 ease-out motion-reduce:transition-none',
        visible ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0',
      )}
    >
      <p className="text-xl font-semibold text-balance sm:text-2xl">
        {t(`landing.story.thoughts.${id}.thought`)}
      </p>
      <p className="border-l-4 border-primary pl-4 leading-relaxed text-muted-foreground">
        {t(`landing.story.thoughts.${id}.reply`)}
      </p>
    </li>
  );
}
