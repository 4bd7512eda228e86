import type { PreferenceLanguage, TonePreference } from '@maeum/api-types';
import { MessageSquareText, Mic, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SessionRating } from '../../insights';
import { Button } from '../../../shared/ui/button';
import { SessionPreferencesDialog } from '../components/session-preferences-dialog';
import { ToneSwitch } from '../components/tone-switch';
import '../translations';

/** /therapy (spec 001 §2): the voice and text cards, the Normal/MZ switch (MZ by default) and preferences. */
export function TherapyPage() {
  const { t, i18n } = useTranslation();
  const [tone, setTone] = useState<TonePreference>('genz');
  // The conversation follows the app's language until the person picks another in preferences.
  const [chosenLanguage, setLanguage] = useState<PreferenceLanguage | null>(null);
  const language: PreferenceLanguage = chosenLanguage ?? (i18n.language.startsWith('ko') ? 'ko' : 'en');
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const query = `?tone=${tone}&lang=${language}`;
  // Just back from a session: "how do you feel now?" (optional) about it.
  const [params, setParams] = useSearchParams();
  const rate = params.get('rate');
  const rating = rate && /^[0-9a-f-]{36}$/i.test(rate) ? rate : null;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6 md:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('companion.chooser.title')}</h1>
        <p className="text-muted-foreground">{t('companion.chooser.subtitle')}</p>
      </header>

      {rating ? <SessionRating sessionId={rating} onDone={() => setParams({}, { replace: true })} /> : null}

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <ToneSwitch value={tone} onChange={setTone} />
        <Button
          variant="outline"
          onClick={() => setPreferencesOpen(true)}
          className="self-start sm:self-auto"
        >
          <Settings2 aria-hidden="true" />
          {t('companion.chooser.preferences')}
        </Button>
      </div>

      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <Link
            to={`/therapy/text${query}`}
            className="group flex h-full flex-col gap-4 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm transition-colors hover:border-primary/50 hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <MessageSquareText aria-hidden="true" className="size-6" />
            </span>
            <span className="text-lg font-semibold">{t('companion.chooser.text.title')}</span>
            <span className="text-sm text-muted-foreground">{t('companion.chooser.text.description')}</span>
            <span className="mt-auto text-sm font-medium text-primary">
              {t('companion.chooser.text.action')} →
            </span>
          </Link>
        </li>
        <li>
          <Link
            to={`/therapy/voice${query}`}
            className="group flex h-full flex-col gap-4 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm transition-colors hover:border-primary/50 hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Mic aria-hidden="true" className="size-6" />
            </span>
            <span className="text-lg font-semibold">{t('companion.chooser.voice.title')}</span>
            <span className="text-sm text-muted-foreground">{t('companion.chooser.voice.description')}</span>
            <span className="mt-auto text-sm font-medium text-primary">
              {t('companion.chooser.voice.action')} →
            </span>
          </Link>
        </li>
      </ul>

      <SessionPreferencesDialog
        open={preferencesOpen}
        onOpenChange={setPreferencesOpen}
        language={language}
        onLanguageChange={setLanguage}
      />
    </div>
  );
}
