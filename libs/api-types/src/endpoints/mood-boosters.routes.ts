import type {
  EmojiEchoRequest,
  EmojiEchoView,
  MoodBoosterActivationView,
  MoodBoosterEventRequest,
  MoodBoosterView,
} from '../mood-boosters';
import { route } from './route';

/** Mood boosters (owned by the journal service): the grid is public; opening and using one needs the plan. */
export const moodBoostersRoutes = {
  list: route<void, MoodBoosterView[]>()('GET', '/mood-boosters', 'public'),
  echo: route<EmojiEchoRequest, EmojiEchoView>()('POST', '/mood-boosters/emoji-echo'),
  activate: route<{ slug: string }, MoodBoosterActivationView>()('POST', '/mood-boosters/:slug/activate'),
  event: route<MoodBoosterEventRequest & { slug: string }, void>()('POST', '/mood-boosters/:slug/events'),
};
