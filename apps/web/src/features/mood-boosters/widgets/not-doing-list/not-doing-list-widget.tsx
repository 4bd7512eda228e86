import { Check, Shuffle, Sparkles, Ticket } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/button';
import type { BoosterWidgetProps } from '../widget-types';
import { SLIP_COUNT, SLIP_IDS } from './not-doing-list-data';
import './translations';

// DO NOT RENAME: read back on later visits the same day.
const STORAGE_KEY = 'maeum.notDoingList.taken';

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

/** Today's taken slips (indexes), kept on this device only; another day starts empty. */
function loadTaken(): number[] {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as {
      day?: string;
      taken?: unknown;
    };
    if (saved?.day !== today() || !Array.isArray(saved.taken)) return [];
    return saved.taken.filter(
      (index): index is number => Number.isInteger(index) && index >= 0 && index < SLIP_COUNT,
    );
  } catch {
    return [];
  }
}

/**
 * Permission slips (spec 001 §2: 20 slips): one slip at a time, "n of 20"; "Take this slip" adds it
 * to today's slips and "Another one" shows the next.
 */
export function NotDoingListWidget({ onEvent }: BoosterWidgetProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [taken, setTaken] = useState<number[]>(loadTaken);
  const [justTook, setJustTook] = useState(false);
  const anotherRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ day: today(), taken }));
    } catch {
      // Private mode or a full disk: the slips still work for this visit.
    }
  }, [taken]);

  const slipText = (index: number) => t(`boosters.notDoingList.slips.${SLIP_IDS[index]}`);
  const isTaken = taken.includes(current);

  const take = () => {
    if (isTaken) return;
    setTaken((list) => [...list, current]);
    setJustTook(true);
    onEvent('item_added', { index: current });
    // The take button turns into a disabled "Taken": move on to the next step instead of losing focus.
    anotherRef.current?.focus();
  };

  const another = () => {
    setCurrent((index) => (index + 1) % SLIP_COUNT);
    setJustTook(false);
  };

  return (
    <section
      aria-label={t('boosters.notDoingList.label')}
      className="mx-auto flex w-full max-w-xl flex-col gap-6 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold tracking-tight">{t('boosters.notDoingList.heading')}</h2>
        <p className="text-sm text-muted-foreground">{t('boosters.notDoingList.intro')}</p>
      </div>

      <div className="relative">
        {/* Two soft sheets behind: the slip sits on a little deck. */}
        <div
          aria-hidden="true"
          className="absolute inset-x-4 -bottom-2 h-full rounded-2xl border bg-muted/70"
        />
        <div aria-hidden="true" className="absolute inset-x-2 -bottom-1 h-full rounded-2xl border bg-muted" />
        <figure
          aria-live="polite"
          className="relative flex min-h-52 flex-col justify-between gap-5 rounded-2xl border-2 border-dashed border-primary/30 bg-accent px-5 py-6 text-accent-foreground sm:px-8"
        >
          <figcaption className="flex items-center justify-between gap-3 text-xs font-semibold tracking-wide text-accent-foreground/80 uppercase">
            <span className="flex items-center gap-1.5">
              <Ticket aria-hidden="true" className="size-4" />
              {t('boosters.notDoingList.slipCaption')}
            </span>
            <span className="tabular-nums normal-case">
              {t('boosters.notDoingList.position', { number: current + 1, total: SLIP_COUNT })}
            </span>
          </figcaption>
          <blockquote
            key={current}
            className="animate-fade-in text-xl leading-relaxed font-medium text-balance sm:text-2xl"
          >
            {slipText(current)}
          </blockquote>
          <p className="min-h-5 text-sm font-medium">
            {justTook ? (
              <span className="inline-flex animate-fade-in items-center gap-1.5">
                <Sparkles aria-hidden="true" className="size-4" />
                {t('boosters.notDoingList.tookIt')}
              </span>
            ) : null}
          </p>
        </figure>
      </div>

      <div className="flex flex-wrap justify-center gap-3 pt-1">
        <Button size="lg" onClick={take} disabled={isTaken} className="min-w-40 flex-1 sm:flex-none">
          {isTaken ? <Check aria-hidden="true" /> : <Ticket aria-hidden="true" />}
          {isTaken ? t('boosters.notDoingList.taken') : t('boosters.notDoingList.take')}
        </Button>
        <Button
          ref={anotherRef}
          size="lg"
          variant="outline"
          onClick={another}
          className="min-w-40 flex-1 sm:flex-none"
        >
          <Shuffle aria-hidden="true" />
          {t('boosters.notDoingList.another')}
        </Button>
      </div>

      <div className="flex flex-col gap-3 border-t pt-5">
        <div className="flex flex-col gap-1">
          <h3 className="text-base font-semibold" aria-live="polite">
            {t('boosters.notDoingList.mine', { count: taken.length })}
          </h3>
          <p className="text-sm text-muted-foreground">{t('boosters.notDoingList.mineNote')}</p>
        </div>
        {taken.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {taken.map((index) => (
              <li
                key={index}
                className="flex items-start gap-3 rounded-2xl bg-muted px-4 py-3 text-sm leading-relaxed"
              >
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {slipText(index)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl bg-muted/60 px-4 py-3 text-sm text-muted-foreground">
            {t('boosters.notDoingList.none')}
          </p>
        )}
      </div>
    </section>
  );
}
