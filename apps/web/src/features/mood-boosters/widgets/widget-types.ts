import type { MoodBoosterEventType, MoodBoosterEventValue } from '@maeum/api-types';

/** What the booster page gives each widget. */
export interface BoosterWidgetProps {
  /**
   * Records an interaction (best effort: a failure only reaches the console, spec 001 §8).
   * `journal` is free text the person wrote; the server keeps it encrypted.
   */
  onEvent: (
    type: MoodBoosterEventType,
    payload?: Record<string, MoodBoosterEventValue>,
    journal?: string,
  ) => void;
}
