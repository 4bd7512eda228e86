import { ArrowLeft, Check, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../shared/lib/cn';
import { Button } from '../../../../shared/ui/button';
import type { BoosterWidgetProps } from '../widget-types';
import {
  FEELING_STEPS,
  FEELING_WHEEL,
  INTENSITY_LEVELS,
  PRIMARY_EMOTIONS,
  REFLECTION_MAX_LENGTH,
  type FeelingStep,
  type Intensity,
  type PrimaryEmotion,
  type SecondaryEmotion,
} from './feeling-wheels-data';
import './translations';
import { Textarea } from '../../../../shared/ui/textarea';

const choiceClasses =
  'flex min-h-12 items-center gap-2 rounded-2xl border bg-card px-4 py-3 text-left font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const chosenClasses = 'border-primary bg-primary/10';

export function FeelingWheelsWidget({ onEvent }: BoosterWidgetProps) {
  const { t } = useTranslation();
  const reflectionId = useId();
  const [step, setStep] = useState<FeelingStep>('primary');
  const [primary, setPrimary] = useState<PrimaryEmotion | null>(null);
  const [secondary, setSecondary] = useState<SecondaryEmotion | null>(null);
  const [intensity, setIntensity] = useState<Intensity | null>(null);
  const [reflection, setReflection] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);

  // Each step replaces the one before: move focus to its heading so keyboard and screen-reader users
  // land on the new question (not on the first visit, where the page's own heading leads).
  useEffect(() => {
    if (mounted.current) headingRef.current?.focus();
    mounted.current = true;
  }, [step]);

  const primaryName = primary ? t(`boosters.feelingWheels.primary.${primary}`) : '';
  const secondaryName = secondary ? t(`boosters.feelingWheels.secondary.${secondary}`) : '';
  const stepNumber = FEELING_STEPS.indexOf(step) + 1;

  const choosePrimary = (emotion: PrimaryEmotion) => {
    setPrimary(emotion);
    setSecondary(null);
    setIntensity(null);
    setStep('secondary');
    onEvent('primary_emotion_selected', { emotion });
  };

  const chooseSecondary = (emotion: SecondaryEmotion) => {
    setSecondary(emotion);
    setStep('intensity');
    onEvent('secondary_emotion_selected', { emotion });
  };

  const chooseIntensity = (level: Intensity) => {
    setIntensity(level);
    setStep('reflection');
    onEvent('intensity_selected', { intensity: level });
  };

  const complete = () => {
    if (!primary || !secondary || !intensity) return;
    const payload = { primary, secondary, intensity };
    const journal = reflection.trim();
    // The reflection is the person's own words: it goes only in `journal`, and only when written.
    if (journal) onEvent('session_completed', payload, journal);
    else onEvent('session_completed', payload);
    setStep('completed');
  };

  const reset = () => {
    setPrimary(null);
    setSecondary(null);
    setIntensity(null);
    setReflection('');
    setStep('primary');
  };

  const back = () => {
    const index = FEELING_STEPS.indexOf(step);
    if (index > 0) setStep(FEELING_STEPS[index - 1]);
  };

  const heading = (text: string) => (
    <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold tracking-tight focus:outline-none">
      {text}
    </h2>
  );

  let body: ReactNode;
  if (step === 'primary') {
    body = (
      <>
        {heading(t('boosters.feelingWheels.primaryHeading'))}
        <p className="text-muted-foreground">{t('boosters.feelingWheels.primaryIntro')}</p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {PRIMARY_EMOTIONS.map((emotion) => (
            <button
              key={emotion}
              type="button"
              aria-pressed={primary === emotion}
              onClick={() => choosePrimary(emotion)}
              className={cn(
                choiceClasses,
                'flex-col justify-center py-4 text-center',
                primary === emotion && chosenClasses,
              )}
            >
              <span aria-hidden="true" className="text-3xl">
                {FEELING_WHEEL[emotion].emoji}
              </span>
              {t(`boosters.feelingWheels.primary.${emotion}`)}
            </button>
          ))}
        </div>
      </>
    );
  } else if (step === 'secondary' && primary) {
    body = (
      <>
        {heading(t('boosters.feelingWheels.secondaryHeading', { emotion: primaryName }))}
        <p className="text-muted-foreground">{t('boosters.feelingWheels.secondaryIntro')}</p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {FEELING_WHEEL[primary].secondary.map((emotion) => (
            <button
              key={emotion}
              type="button"
              aria-pressed={secondary === emotion}
              onClick={() => chooseSecondary(emotion)}
              className={cn(
                choiceClasses,
                'justify-center text-center',
                secondary === emotion && chosenClasses,
              )}
            >
              {t(`boosters.feelingWheels.secondary.${emotion}`)}
            </button>
          ))}
        </div>
      </>
    );
  } else if (step === 'intensity') {
    body = (
      <>
        {heading(t('boosters.feelingWheels.intensityHeading'))}
        <p className="text-muted-foreground">{t('boosters.feelingWheels.intensityIntro')}</p>
        <div className="flex flex-col gap-2">
          {INTENSITY_LEVELS.map((level) => (
            <button
              key={level}
              type="button"
              aria-pressed={intensity === level}
              onClick={() => chooseIntensity(level)}
              className={cn(choiceClasses, intensity === level && chosenClasses)}
            >
              <span aria-hidden="true" className="flex gap-1">
                {INTENSITY_LEVELS.map((dot) => (
                  <span
                    key={dot}
                    className={cn('size-2.5 rounded-full', dot <= level ? 'bg-primary' : 'bg-muted')}
                  />
                ))}
              </span>
              {t('boosters.feelingWheels.intensityOption', {
                level,
                name: t(`boosters.feelingWheels.intensity.${level}`),
              })}
            </button>
          ))}
        </div>
      </>
    );
  } else if (step === 'reflection') {
    body = (
      <>
        {heading(t('boosters.feelingWheels.reflectionHeading'))}
        <div className="flex flex-col gap-2">
          <label htmlFor={reflectionId} className="text-sm font-medium">
            {t('boosters.feelingWheels.reflectionLabel')}
          </label>
          <Textarea
            id={reflectionId}
            value={reflection}
            rows={4}
            maxLength={REFLECTION_MAX_LENGTH}
            placeholder={t('boosters.feelingWheels.reflectionPlaceholder')}
            aria-describedby={`${reflectionId}-note`}
            onChange={(e) => setReflection(e.target.value)}
            className="min-h-28"
          />
          <p id={`${reflectionId}-note`} className="text-sm text-muted-foreground">
            {t('boosters.feelingWheels.reflectionNote')}
          </p>
        </div>
        <Button size="lg" className="self-start" onClick={complete}>
          <Check aria-hidden="true" />
          {t('boosters.feelingWheels.complete')}
        </Button>
      </>
    );
  } else if (step === 'completed' && primary) {
    const written = reflection.trim();
    body = (
      <>
        <span aria-hidden="true" className="text-4xl">
          {FEELING_WHEEL[primary].emoji}
        </span>
        {heading(t('boosters.feelingWheels.completedHeading'))}
        <p className="text-muted-foreground">{t('boosters.feelingWheels.completedIntro')}</p>
        <dl className="flex flex-col gap-3 rounded-2xl bg-muted/60 p-4">
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted-foreground">{t('boosters.feelingWheels.summaryFeeling')}</dt>
            <dd className="font-medium">
              {primaryName} · {secondaryName}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted-foreground">{t('boosters.feelingWheels.summaryIntensity')}</dt>
            <dd className="font-medium">
              {t('boosters.feelingWheels.intensityValue', { level: intensity ?? 0 })}
              {intensity ? ` – ${t(`boosters.feelingWheels.intensity.${intensity}`)}` : null}
            </dd>
          </div>
          {written ? (
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs text-muted-foreground">
                {t('boosters.feelingWheels.summaryReflection')}
              </dt>
              <dd className="break-words whitespace-pre-wrap">{written}</dd>
            </div>
          ) : null}
        </dl>
        <Button size="lg" className="self-start" onClick={reset}>
          <RotateCcw aria-hidden="true" />
          {t('boosters.feelingWheels.exploreAnother')}
        </Button>
      </>
    );
  }

  return (
    <section
      aria-label={t('boosters.feelingWheels.label')}
      className="mx-auto flex w-full max-w-xl flex-col gap-4"
    >
      {step !== 'completed' ? (
        <div className="flex min-h-10 items-center justify-between gap-3">
          {step !== 'primary' ? (
            <Button variant="ghost" size="sm" onClick={back}>
              <ArrowLeft aria-hidden="true" />
              {t('boosters.feelingWheels.back')}
            </Button>
          ) : (
            <span />
          )}
          <p className="text-sm text-muted-foreground">
            {t('boosters.feelingWheels.step', { current: stepNumber, total: FEELING_STEPS.length - 1 })}
          </p>
        </div>
      ) : null}
      {primary && step !== 'primary' && step !== 'completed' ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-primary/10 px-3 py-1 text-primary">
            <span aria-hidden="true">{FEELING_WHEEL[primary].emoji} </span>
            {primaryName}
          </span>
          {secondary && step !== 'secondary' ? (
            <span className="rounded-full bg-primary/10 px-3 py-1 text-primary">{secondaryName}</span>
          ) : null}
          {intensity && step === 'reflection' ? (
            <span className="rounded-full bg-primary/10 px-3 py-1 text-primary">
              {t('boosters.feelingWheels.intensityValue', { level: intensity })}
            </span>
          ) : null}
        </p>
      ) : null}
      <div
        key={step}
        className="flex motion-safe:animate-fade-in flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
      >
        {body}
      </div>
    </section>
  );
}
