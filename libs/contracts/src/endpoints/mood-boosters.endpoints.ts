import { moodBoostersRoutes } from '@maeum/api-types';
import { EmojiEchoDto, MoodBoosterEventDto, MoodBoosterSlugDto } from '../rpc/mood-boosters.dto';
import { bindEndpoints } from './endpoint';

/** Emoji echoes one user may ask a minute: each may call the model. */
export const EMOJI_ECHOES_PER_MINUTE = 10;
/** Booster events one user may store a minute: the widgets send a few a session, never a stream. */
export const BOOSTER_EVENTS_PER_MINUTE = 60;

export const moodBoostersEndpoints = bindEndpoints(moodBoostersRoutes, {
  list: {
    rpc: 'journal.boosters.list',
    cache: 'public, max-age=300',
    summary: 'The mood boosters on offer',
    answer: 'Active boosters in created order',
  },
  echo: {
    rpc: 'journal.boosters.emoji-echo',
    body: EmojiEchoDto,
    status: 200,
    rateLimit: {
      name: 'emoji-echo',
      perMinute: EMOJI_ECHOES_PER_MINUTE,
      message: 'That is a lot of echoes in a minute. Take a breath and pick another emoji in a moment.',
    },
    summary: 'Emoji echo: a short reflection on an emoji',
    answer: 'A reflection under 80 words for the emoji, in the tone asked',
  },
  activate: {
    rpc: 'journal.boosters.activate',
    params: MoodBoosterSlugDto,
    idempotent: 'journal',
    status: 200,
    summary: 'Open a mood booster (a preview on the Free plan)',
    answer: 'Opened (previewUntil is set on a Free preview); 403 booster_locked otherwise',
  },
  event: {
    rpc: 'journal.boosters.event',
    params: MoodBoosterSlugDto,
    body: MoodBoosterEventDto,
    idempotent: 'journal',
    status: 204,
    rateLimit: {
      name: 'booster-events',
      perMinute: BOOSTER_EVENTS_PER_MINUTE,
      message: 'Too many booster events. Please slow down.',
    },
    summary: 'Record what happened in a booster (and its reflection)',
    answer: 'Stored; the reflection (journal) sealed with the caller’s key',
  },
});
