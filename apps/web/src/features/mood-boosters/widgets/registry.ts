import type { MoodBoosterSlug } from '@maeum/api-types';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { BoosterWidgetProps } from './widget-types';

/** Each widget is its own chunk: nothing of it loads before it is opened. */
export const BOOSTER_WIDGETS: Record<
  MoodBoosterSlug,
  LazyExoticComponent<ComponentType<BoosterWidgetProps>>
> = {
  'emoji-echo': lazy(async () => ({
    default: (await import('./emoji-echo/emoji-echo-widget')).EmojiEchoWidget,
  })),
  'spiral-stopper': lazy(async () => ({
    default: (await import('./spiral-stopper/spiral-stopper-widget')).SpiralStopperWidget,
  })),
  'tiny-rants': lazy(async () => ({
    default: (await import('./tiny-rants/tiny-rants-widget')).TinyRantsWidget,
  })),
  'not-doing-list': lazy(async () => ({
    default: (await import('./not-doing-list/not-doing-list-widget')).NotDoingListWidget,
  })),
  'self-doodle': lazy(async () => ({
    default: (await import('./self-doodle/self-doodle-widget')).SelfDoodleWidget,
  })),
  orbit: lazy(async () => ({ default: (await import('./orbit/orbit-widget')).OrbitWidget })),
  'energy-radar': lazy(async () => ({
    default: (await import('./energy-radar/energy-radar-widget')).EnergyRadarWidget,
  })),
  'mindful-breathing': lazy(async () => ({
    default: (await import('./mindful-breathing/mindful-breathing-widget')).MindfulBreathingWidget,
  })),
  'gentle-stretching': lazy(async () => ({
    default: (await import('./gentle-stretching/gentle-stretching-widget')).GentleStretchingWidget,
  })),
  'gratitude-moments': lazy(async () => ({
    default: (await import('./gratitude-moments/gratitude-moments-widget')).GratitudeMomentsWidget,
  })),
  'nature-sounds': lazy(async () => ({
    default: (await import('./nature-sounds/nature-sounds-widget')).NatureSoundsWidget,
  })),
  'positive-affirmations': lazy(async () => ({
    default: (await import('./positive-affirmations/positive-affirmations-widget'))
      .PositiveAffirmationsWidget,
  })),
  'color-therapy': lazy(async () => ({
    default: (await import('./color-therapy/color-therapy-widget')).ColorTherapyWidget,
  })),
  'worry-stones': lazy(async () => ({
    default: (await import('./worry-stones/worry-stones-widget')).WorryStonesWidget,
  })),
  'memory-palace': lazy(async () => ({
    default: (await import('./memory-palace/memory-palace-widget')).MemoryPalaceWidget,
  })),
  'feeling-wheels': lazy(async () => ({
    default: (await import('./feeling-wheels/feeling-wheels-widget')).FeelingWheelsWidget,
  })),
  'quick-journaling': lazy(async () => ({
    default: (await import('./quick-journaling/quick-journaling-widget')).QuickJournalingWidget,
  })),
  'voice-memos': lazy(async () => ({
    default: (await import('./voice-memos/voice-memos-widget')).VoiceMemosWidget,
  })),
  'movement-breaks': lazy(async () => ({
    default: (await import('./movement-breaks/movement-breaks-widget')).MovementBreaksWidget,
  })),
};
