import { ChevronLeft, ChevronRight, Heart, Shuffle, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../shared/lib/cn';
import { Button } from '../../../../shared/ui/button';
import type { BoosterWidgetProps } from '../widget-types';
import { AFFIRMATION_IDS, shuffledOrder } from './positive-affirmations-data';
import './translations';

const TOTAL = AFFIRMATION_IDS.length;
const IN_ORDER = AFFIRMATION_IDS.map((_, index) => index);

/** Affirmations (spec 001 §2): 15 kind sentences, one at a time, with favourites for this visit. */
export function PositiveAffirmationsWidget({ onEvent }: BoosterWidgetProps) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<number[]>(IN_ORDER);
  const [position, setPosition] = useState(0);
  // Favourites last for this visit only (original indexes, in the order they were kept).
  const [favourites, setFavourites] = useState<number[]>([]);

  const index = order[position];
  const textOf = (at: number) => t(`boosters.positiveAffirmations.items.${AFFIRMATION_IDS[at]}`);
  const isFavourite = favourites.includes(index);

  const move = (step: number) => setPosition((position + step + TOTAL) % TOTAL);
  const shuffle = () => {
    setOrder(shuffledOrder(TOTAL, index));
    setPosition(0);
  };
  const toggleFavourite = () => {
    if (isFavourite) return setFavourites(favourites.filter((item) => item !== index));
    setFavourites([...favourites, index]);
    onEvent('item_added', { index, affirmation: AFFIRMATION_IDS[index] });
  };
  const onCardKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-label={t('boosters.positiveAffirmations.label')}
      className="mx-auto flex w-full max-w-xl flex-col gap-5"
    >
      <h2 className="text-center text-xl font-semibold tracking-tight">
        {t('boosters.positiveAffirmations.heading')}
      </h2>

      <div
        role="group"
        tabIndex={0}
        aria-label={t('boosters.positiveAffirmations.cardLabel')}
        onKeyDown={onCardKey}
        className="relative flex min-h-64 flex-col items-center justify-center gap-4 rounded-2xl border bg-card px-6 pt-12 pb-8 text-center text-card-foreground shadow-sm sm:px-10"
      >
        <button
          type="button"
          aria-pressed={isFavourite}
          aria-label={
            isFavourite
              ? t('boosters.positiveAffirmations.unfavourite')
              : t('boosters.positiveAffirmations.favourite')
          }
          onClick={toggleFavourite}
          className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-primary transition-colors hover:bg-primary/10"
        >
          <Heart aria-hidden="true" className={cn('size-5', isFavourite && 'fill-current')} />
        </button>
        <div aria-live="polite" aria-atomic="true" className="flex flex-col items-center gap-4">
          <p className="text-sm font-medium text-muted-foreground tabular-nums">
            {t('boosters.positiveAffirmations.progress', { current: position + 1, total: TOTAL })}
          </p>
          <p
            data-testid="affirmation"
            key={index}
            className="animate-fade-in text-2xl leading-snug font-semibold text-balance break-keep"
          >
            {textOf(index)}
          </p>
        </div>
        <p className="text-sm text-primary">{t('boosters.positiveAffirmations.hint')}</p>
      </div>

      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" size="lg" onClick={() => move(-1)}>
          <ChevronLeft aria-hidden="true" />
          {t('boosters.positiveAffirmations.previous')}
        </Button>
        <Button variant="secondary" size="lg" onClick={shuffle}>
          <Shuffle aria-hidden="true" />
          {t('boosters.positiveAffirmations.shuffle')}
        </Button>
        <Button size="lg" onClick={() => move(1)}>
          {t('boosters.positiveAffirmations.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>

      <div className="flex flex-col gap-3 rounded-2xl border bg-card p-5 text-card-foreground">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <Heart aria-hidden="true" className="size-4 fill-current text-primary" />
          {t('boosters.positiveAffirmations.favouritesTitle')}
        </h3>
        {favourites.length ? (
          <ul aria-live="polite" className="flex flex-col gap-2">
            {favourites.map((item) => (
              <li
                key={item}
                className="flex items-center gap-2 rounded-xl bg-primary/10 py-1 pr-1 pl-4 text-sm"
              >
                <span className="flex-1 py-1.5 break-keep">{textOf(item)}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('boosters.positiveAffirmations.removeFavourite', { text: textOf(item) })}
                  onClick={() => setFavourites(favourites.filter((kept) => kept !== item))}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm leading-relaxed text-muted-foreground">
            {t('boosters.positiveAffirmations.favouritesEmpty')}
          </p>
        )}
      </div>
    </section>
  );
}
