import type { MoodBoosterView } from '@maeum/api-types';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { boosterBlurb, boosterTitle } from '../lib/booster-words';

const cardClass =
  'group flex h-full w-full flex-col items-start gap-2 rounded-2xl border bg-card p-4 text-left sm:gap-3 sm:p-5 text-card-foreground shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** One booster of the grid: emoji, lowercase title, the blurb of its type. */
export function BoosterCard({
  booster,
  index,
  state,
  onVisitorOpen,
}: {
  booster: MoodBoosterView;
  index: number;
  /** open: a link to it; locked: past the preview's first 3; visitor: asks to log in. */
  state: 'open' | 'locked' | 'visitor';
  onVisitorOpen?: (slug: string) => void;
}) {
  const { t } = useTranslation();
  const title = boosterTitle(t, booster);
  const body = (
    <>
      <span className="flex w-full items-start justify-between gap-2">
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-2xl bg-primary/10 font-emoji text-2xl sm:size-12"
        >
          {booster.emojiIcon}
        </span>
        {state === 'locked' ? <Lock aria-hidden="true" className="size-4 text-muted-foreground" /> : null}
      </span>
      <span className="font-semibold lowercase">{title}</span>
      <span className="text-sm text-muted-foreground">
        {state === 'locked' ? t('moodBoosters.locked') : boosterBlurb(t, booster.type)}
      </span>
    </>
  );
  const style = { animationDelay: `${index * 50}ms` };
  const motion = 'motion-safe:animate-fade-in [animation-fill-mode:both]';

  if (state === 'visitor')
    return (
      <li className={motion} style={style}>
        <button
          type="button"
          className={cn(cardClass, 'hover:border-primary/50 hover:bg-muted/50')}
          onClick={() => onVisitorOpen?.(booster.slug)}
        >
          {body}
        </button>
      </li>
    );
  return (
    <li className={motion} style={style}>
      <Link
        to={state === 'open' ? `/mood-boosters/${booster.slug}` : '/pricing'}
        aria-label={
          state === 'open' ? t('moodBoosters.open', { title }) : `${title} — ${t('moodBoosters.locked')}`
        }
        className={cn(
          cardClass,
          state === 'open' ? 'hover:border-primary/50 hover:bg-muted/50' : 'opacity-70 hover:opacity-100',
        )}
      >
        {body}
      </Link>
    </li>
  );
}
