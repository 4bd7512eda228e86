import * as Dialog from '@radix-ui/react-dialog';
import { ArrowLeft, ArrowRight, MessageSquareText, Mic, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../shared/lib/cn';
import { Button } from '../../shared/ui/button';
import { useRestoreFocus } from '../../shared/ui/use-restore-focus';
import { ContextForm } from './context-form';
import { DialogDescription, DialogTitle } from '../../shared/ui/dialog-frame';

/** Spec §9: the guide fades for 300 ms before it navigates or closes. */
export const GUIDE_FADE_MS = 300;
export const GUIDE_STEPS = 4;

type Leaving = 'exit' | 'complete';

interface GuideOverlayProps {
  /** Close button, backdrop click or Escape, after the fade. has_onboarded is not touched. */
  onExit: () => void;
  /** Skip guide, Finish, or the context form saved or skipped, after the fade. */
  onComplete: () => void;
}

/** The four-step welcome guide (spec §2), with the context form as its full-screen last stop. */
export function GuideOverlay({ onExit, onComplete }: GuideOverlayProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [view, setView] = useState<'guide' | 'form'>('guide');
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callbacks = useRef({ onExit, onComplete });
  const restoreFocus = useRestoreFocus();

  useEffect(() => {
    callbacks.current = { onExit, onComplete };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const leave = (kind: Leaving) => {
    if (leaving) return;
    setLeaving(kind);
    timer.current = setTimeout(() => {
      if (kind === 'exit') callbacks.current.onExit();
      else callbacks.current.onComplete();
    }, GUIDE_FADE_MS);
  };

  const last = step === GUIDE_STEPS - 1;
  const fade = cn(
    'transition-opacity duration-300 motion-reduce:transition-none',
    leaving ? 'opacity-0' : 'opacity-100',
  );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && leave('exit')}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="guide-backdrop"
          className={cn('fixed inset-0 z-50 bg-black/50 backdrop-blur-sm', fade)}
        />
        <Dialog.Content
          {...restoreFocus}
          aria-busy={leaving !== null}
          className={cn(
            'fixed z-50 bg-background text-foreground shadow-xl outline-none',
            view === 'form'
              ? 'inset-0'
              : // The height of the tallest step, so Back and Next stay put from step to step.
                'top-1/2 left-1/2 flex max-h-[calc(100dvh-2rem)] min-h-[min(36.5rem,calc(100dvh-2rem))] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-2xl border p-6 sm:min-h-[min(33rem,calc(100dvh-2rem))] sm:p-8',
            fade,
          )}
        >
          {view === 'form' ? (
            <ContextForm
              onBack={() => setView('guide')}
              onClose={() => leave('exit')}
              onDone={() => leave('complete')}
            />
          ) : (
            <>
              <div className="flex items-center justify-between gap-4">
                <p className="text-sm font-medium text-muted-foreground">{t('onboarding.guide.title')}</p>
                <Dialog.Close asChild>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="-mr-2"
                    aria-label={t('onboarding.guide.close')}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </Dialog.Close>
              </div>

              <div className="mt-4 flex flex-1 flex-col justify-center">
                <StepContent step={step} onAddContext={() => setView('form')} />
              </div>

              <div className="mt-8 flex items-center justify-center gap-2">
                <p className="sr-only" aria-live="polite">
                  {t('onboarding.guide.progress', { current: step + 1, total: GUIDE_STEPS })}
                </p>
                {Array.from({ length: GUIDE_STEPS }, (_, index) => (
                  <span
                    key={index}
                    aria-hidden="true"
                    data-active={index === step}
                    className={cn(
                      'h-2 rounded-full transition-all motion-reduce:transition-none',
                      index === step ? 'w-6 bg-primary' : 'w-2 bg-muted-foreground/30',
                    )}
                  />
                ))}
              </div>

              <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
                <Button variant="link" className="px-0" onClick={() => leave('complete')}>
                  {t('onboarding.guide.skip')}
                </Button>
                <div className="flex gap-2">
                  {step > 0 && (
                    <Button variant="outline" onClick={() => setStep(step - 1)}>
                      <ArrowLeft aria-hidden="true" />
                      {t('onboarding.guide.back')}
                    </Button>
                  )}
                  <Button onClick={() => (last ? leave('complete') : setStep(step + 1))}>
                    {last ? t('onboarding.guide.finish') : t('onboarding.guide.next')}
                    {!last && <ArrowRight aria-hidden="true" />}
                  </Button>
                </div>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function StepContent({ step, onAddContext }: { step: number; onAddContext: () => void }) {
  const { t } = useTranslation();
  const title = 'text-2xl font-bold tracking-tight text-balance';
  const body = 'mt-3 text-base';

  switch (step) {
    case 0:
      return (
        <div className="text-center">
          <span aria-hidden="true" className="text-5xl">
            🌿
          </span>
          <DialogTitle className={cn(title, 'mt-4')}>{t('onboarding.guide.steps.welcome.title')}</DialogTitle>
          <DialogDescription className={body}>{t('onboarding.guide.steps.welcome.body')}</DialogDescription>
        </div>
      );
    case 1: {
      const ways = [
        { key: 'voice', Icon: Mic, items: ['voice1', 'voice2', 'voice3'] },
        { key: 'text', Icon: MessageSquareText, items: ['text1', 'text2', 'text3'] },
      ] as const;
      return (
        <div>
          <DialogTitle className={title}>{t('onboarding.guide.steps.ways.title')}</DialogTitle>
          <DialogDescription className="sr-only">
            {`${t('onboarding.guide.steps.ways.voiceTitle')}, ${t('onboarding.guide.steps.ways.textTitle')}`}
          </DialogDescription>
          <div className="mt-5 grid gap-3 sm:grid-cols-2">
            {ways.map(({ key, Icon, items }) => (
              <section key={key} className="rounded-xl border bg-muted/40 p-4">
                <h3 className="flex items-center gap-2 font-semibold">
                  <Icon aria-hidden="true" className="size-4 text-primary" />
                  {t(`onboarding.guide.steps.ways.${key}Title`)}
                </h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                  {items.map((item) => (
                    <li key={item}>{t(`onboarding.guide.steps.ways.${item}`)}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      );
    }
    case 2: {
      const plans = ['free', 'plus', 'pro'] as const;
      return (
        <div>
          <DialogTitle className={title}>{t('onboarding.guide.steps.time.title')}</DialogTitle>
          <DialogDescription className={body}>{t('onboarding.guide.steps.time.body')}</DialogDescription>
          <ul className="mt-5 space-y-2">
            {plans.map((plan) => (
              <li key={plan} className="flex items-baseline gap-3 rounded-xl border p-3">
                <span className="min-w-10 font-semibold">{t(`onboarding.guide.steps.time.${plan}`)}</span>
                <span className="text-sm text-muted-foreground">
                  {t(`onboarding.guide.steps.time.${plan}Body`)}
                </span>
              </li>
            ))}
          </ul>
          <Link
            to="/pricing"
            className="mt-4 inline-block rounded-sm text-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            {t('onboarding.guide.steps.time.viewPlans')}
          </Link>
        </div>
      );
    }
    default:
      return (
        <div className="text-center">
          <DialogTitle className={title}>{t('onboarding.guide.steps.context.title')}</DialogTitle>
          <DialogDescription className={body}>{t('onboarding.guide.steps.context.body')}</DialogDescription>
          <Button variant="secondary" className="mt-6" onClick={onAddContext}>
            {t('onboarding.guide.steps.context.button')}
          </Button>
        </div>
      );
  }
}
