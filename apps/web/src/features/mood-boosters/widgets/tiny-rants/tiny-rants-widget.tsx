import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/button';
import { useReducedMotion } from '../use-reduced-motion';
import type { BoosterWidgetProps } from '../widget-types';
import './translations';
import { Textarea } from '../../../../shared/ui/textarea';

type ReleaseAction = 'burn' | 'yeet' | 'keep';

const ACTIONS: { action: ReleaseAction; emoji: string }[] = [
  { action: 'burn', emoji: '🔥' },
  { action: 'yeet', emoji: '🚀' },
  { action: 'keep', emoji: '📌' },
];

/** How long the burn-away and fly-off take; the text is gone from the field at once. */
const RELEASE_MS = 1100;

const FRAMES: Record<'burn' | 'yeet', Keyframe[]> = {
  burn: [
    { opacity: 1, transform: 'translateY(0) scale(1)', filter: 'blur(0)' },
    {
      opacity: 0.8,
      transform: 'translateY(-6px) scale(0.98)',
      filter: 'blur(1px)',
      color: '#f97316',
      offset: 0.4,
    },
    { opacity: 0, transform: 'translateY(-28px) scale(0.9)', filter: 'blur(6px)', color: '#dc2626' },
  ],
  yeet: [
    { opacity: 1, transform: 'translate(0, 0) rotate(0deg) scale(1)' },
    { opacity: 1, transform: 'translate(-4%, 6px) rotate(-3deg) scale(1)', offset: 0.2 },
    { opacity: 0, transform: 'translate(110%, -160px) rotate(18deg) scale(0.6)' },
  ],
};

interface Kept {
  id: number;
  text: string;
}

interface Flying {
  id: number;
  action: 'burn' | 'yeet';
  text: string;
}

/**
 * Let it out (spec 001 §2): write a rant, then Burn, Yeet or Keep it; the buttons work only when the
 * trimmed text is non-empty. What the person wrote never leaves the page, not even in an event.
 */
export function TinyRantsWidget({ onEvent }: BoosterWidgetProps) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [text, setText] = useState('');
  const [kept, setKept] = useState<Kept[]>([]);
  const [flying, setFlying] = useState<Flying | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const nextId = useRef(1);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const fieldId = useId();
  const empty = text.trim() === '';

  useEffect(() => {
    if (!flying) return;
    const timer = window.setTimeout(() => setFlying(null), RELEASE_MS);
    return () => window.clearTimeout(timer);
  }, [flying]);

  const animateFlying = (element: HTMLParagraphElement | null) => {
    if (!element || !flying) return;
    // jsdom and old browsers have no Web Animations: then the text just goes.
    if (typeof element.animate !== 'function') {
      setFlying(null);
      return;
    }
    element.animate(FRAMES[flying.action], { duration: RELEASE_MS, easing: 'ease-in', fill: 'forwards' });
  };

  const release = (action: ReleaseAction) => {
    const rant = text.trim();
    if (!rant) return;
    const id = nextId.current++;
    if (action === 'keep') setKept((list) => [...list, { id, text: rant }]);
    else if (!reducedMotion) setFlying({ id, action, text: rant });
    setText('');
    setMessage(t(`boosters.tinyRants.released.${action}`));
    onEvent('item_released', { action });
    fieldRef.current?.focus();
  };

  const remove = (id: number) => {
    setKept((list) => list.filter((item) => item.id !== id));
    setMessage(t('boosters.tinyRants.removed'));
    fieldRef.current?.focus();
  };

  return (
    <section
      aria-label={t('boosters.tinyRants.label')}
      className="mx-auto flex w-full max-w-xl flex-col gap-6 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold tracking-tight">{t('boosters.tinyRants.heading')}</h2>
        <p className="text-sm text-muted-foreground">{t('boosters.tinyRants.intro')}</p>
      </div>

      <div className="relative flex flex-col gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {t('boosters.tinyRants.field')}
        </label>
        <Textarea
          id={fieldId}
          ref={fieldRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('boosters.tinyRants.placeholder')}
          aria-describedby={empty ? hintId : undefined}
          rows={5}
          maxLength={2000}
          className="min-h-32 rounded-2xl px-4 py-3 text-base"
        />
        {flying ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 top-7 overflow-hidden"
          >
            <p
              key={flying.id}
              ref={animateFlying}
              className="line-clamp-5 px-4 py-3 text-base leading-relaxed break-words whitespace-pre-wrap"
            >
              {flying.text}
            </p>
          </div>
        ) : null}
        {empty ? (
          <p id={hintId} className="text-sm text-muted-foreground">
            {t('boosters.tinyRants.hint')}
          </p>
        ) : null}
      </div>

      <div
        role="group"
        aria-label={t('boosters.tinyRants.actions')}
        className="grid grid-cols-3 gap-2 sm:gap-3"
      >
        {ACTIONS.map(({ action, emoji }) => (
          <Button
            key={action}
            variant={action === 'keep' ? 'outline' : 'secondary'}
            disabled={empty}
            onClick={() => release(action)}
            className="h-auto flex-col gap-1 rounded-2xl py-3 text-base"
          >
            <span aria-hidden="true" className="emoji text-2xl">
              {emoji}
            </span>
            {t(`boosters.tinyRants.${action}`)}
          </Button>
        ))}
      </div>

      <p aria-live="polite" className="min-h-6 text-center text-base font-medium text-balance text-primary">
        {message ? (
          <span key={message + String(nextId.current)} className="animate-fade-in inline-block">
            {message}
          </span>
        ) : null}
      </p>

      {kept.length > 0 ? (
        <div className="flex flex-col gap-3 border-t pt-5">
          <div className="flex flex-col gap-1">
            <h3 className="text-base font-semibold">
              {t('boosters.tinyRants.kept', { count: kept.length })}
            </h3>
            <p className="text-sm text-muted-foreground">{t('boosters.tinyRants.keptNote')}</p>
          </div>
          <ul className="flex flex-col gap-2">
            {kept.map((item, index) => (
              <li key={item.id} className="flex items-start gap-3 rounded-2xl bg-muted px-4 py-3">
                <span aria-hidden="true" className="emoji pt-0.5">
                  📌
                </span>
                <p className="min-w-0 flex-1 text-sm leading-relaxed break-words whitespace-pre-wrap">
                  {item.text}
                </p>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(item.id)}
                  aria-label={t('boosters.tinyRants.removeLabel', { number: index + 1 })}
                  className="-my-1 shrink-0"
                >
                  <X aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">{t('boosters.tinyRants.remove')}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
