import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import type { VoiceState } from '../use-voice-session';

const LABEL: Record<VoiceState, 'thinking' | 'speaking' | 'listening' | 'yourTurn'> = {
  processing: 'thinking',
  speaking: 'speaking',
  listening: 'listening',
  idle: 'yourTurn',
};

/** The orb of spec 001 §2: its colour and breath say who has the turn; the label says it in words. */
export function VoiceOrb({ state }: { state: VoiceState }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4">
      <div
        aria-hidden="true"
        className={cn(
          'size-44 rounded-full shadow-[0_0_80px_-10px] transition-all duration-500 motion-reduce:animate-none sm:size-56',
          state === 'speaking' &&
            'animate-pulse bg-gradient-to-br from-primary to-violet-300 shadow-primary/60',
          state === 'listening' &&
            'scale-105 bg-gradient-to-br from-emerald-300 to-teal-500 shadow-emerald-400/60',
          state === 'processing' &&
            'animate-pulse bg-gradient-to-br from-amber-200 to-orange-300 shadow-amber-300/60',
          state === 'idle' && 'bg-gradient-to-br from-secondary to-primary/40 shadow-primary/30',
        )}
      />
      <p role="status" className="text-lg font-medium text-muted-foreground">
        {t(`companion.voice.state.${LABEL[state]}`)}
      </p>
    </div>
  );
}
