import { JOURNAL_SEARCH_TIMES, type JournalSearchTime } from '@maeum/api-types';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Input, inputClasses } from '../../../shared/ui/input';
import { journalApi, journalKeys } from '../api';
import { EntryCard } from './entry-card';

/**
 * Search by feeling (spec 001 §2, §5): a query (needed) and Past week / month (default) / year /
 * all time; Search or Enter. Shows the count, or the empty message with its hint. A failure gives
 * an empty list (spec §8).
 */
export function FeelingSearch({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [time, setTime] = useState<JournalSearchTime>('month');
  const [asked, setAsked] = useState<{ q: string; time: JournalSearchTime } | null>(null);
  const ids = { q: useId(), time: useId(), result: useId() };
  const results = useQuery({
    queryKey: journalKeys.search(asked?.q ?? '', asked?.time ?? 'month'),
    queryFn: () => journalApi.search(asked!.q, asked!.time).catch(() => ({ entries: [], total: 0 })),
    enabled: asked !== null && signedIn,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) setAsked({ q: text.trim(), time });
  };

  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <Search aria-hidden="true" className="size-4 text-primary" />
        {t('journal.search.title')}
      </h2>
      <form onSubmit={submit} role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={ids.q} className="text-sm font-medium">
            {t('journal.search.label')}
          </label>
          <Input
            id={ids.q}
            value={text}
            maxLength={100}
            placeholder={t('journal.search.placeholder')}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.time} className="text-sm font-medium">
            {t('journal.search.time')}
          </label>
          <select
            id={ids.time}
            value={time}
            onChange={(e) => setTime(e.target.value as JournalSearchTime)}
            className={inputClasses}
          >
            {JOURNAL_SEARCH_TIMES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`journal.search.${choice}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={!text.trim() || !signedIn}>
          {t('journal.search.submit')}
        </Button>
      </form>
      {asked && results.data ? (
        <div id={ids.result} aria-live="polite" className="flex flex-col gap-3">
          {results.data.total ? (
            <p className="text-sm font-medium">{t('journal.search.found', { count: results.data.total })}</p>
          ) : (
            <div className="text-sm">
              <p className="font-medium">{t('journal.search.empty')}</p>
              <p className="text-muted-foreground">{t('journal.search.emptyHint')}</p>
            </div>
          )}
          <ul className="flex flex-col gap-3">
            {results.data.entries.map((entry, index) => (
              <EntryCard key={entry.id} entry={entry} index={index} />
            ))}
          </ul>
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => (setAsked(null), setText(''))}
          >
            {t('journal.search.clear')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
