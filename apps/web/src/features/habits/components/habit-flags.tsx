import type { HabitsView } from '@maeum/api-types';
import { useTranslation } from 'react-i18next';

/** The §9 flags of the latest 7 days, in words; nothing is judged before a day is logged. */
export function HabitFlags({ flags }: { flags: HabitsView['flags'] }) {
  const { t } = useTranslation();
  if (flags.green.length === 0 && flags.red.length === 0)
    return <p className="text-sm text-muted-foreground">{t('habits.flags.none')}</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(['green', 'red'] as const).map((kind) =>
        flags[kind].length ? (
          <section key={kind} aria-labelledby={`habit-flags-${kind}`} className="flex flex-col gap-2">
            <h3 id={`habit-flags-${kind}`} className="text-sm font-semibold">
              {t(kind === 'green' ? 'habits.flags.greenTitle' : 'habits.flags.redTitle')}
            </h3>
            <ul className="flex flex-col gap-1 text-sm" data-testid={`habit-flags-${kind}`}>
              {flags[kind].map((flag) => (
                <li key={flag} className="flex items-start gap-2">
                  <span
                    aria-hidden="true"
                    className={
                      kind === 'green'
                        ? 'mt-1.5 size-2 shrink-0 rounded-full bg-emerald-500'
                        : 'mt-1.5 size-2 shrink-0 rounded-full bg-rose-500'
                    }
                  />
                  {t(`habits.flags.${kind}.${flag}`)}
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  );
}
