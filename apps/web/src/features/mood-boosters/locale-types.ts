// Type-only: the widgets' words are typed keys without loading any widget.
import type pageEn from './locales/en.json';
import type emojiEcho from './widgets/emoji-echo/locales/en.json';
import type spiralStopper from './widgets/spiral-stopper/locales/en.json';
import type tinyRants from './widgets/tiny-rants/locales/en.json';
import type notDoingList from './widgets/not-doing-list/locales/en.json';
import type selfDoodle from './widgets/self-doodle/locales/en.json';
import type orbit from './widgets/orbit/locales/en.json';
import type energyRadar from './widgets/energy-radar/locales/en.json';
import type mindfulBreathing from './widgets/mindful-breathing/locales/en.json';
import type gentleStretching from './widgets/gentle-stretching/locales/en.json';
import type gratitudeMoments from './widgets/gratitude-moments/locales/en.json';
import type natureSounds from './widgets/nature-sounds/locales/en.json';
import type positiveAffirmations from './widgets/positive-affirmations/locales/en.json';
import type colorTherapy from './widgets/color-therapy/locales/en.json';
import type worryStones from './widgets/worry-stones/locales/en.json';
import type memoryPalace from './widgets/memory-palace/locales/en.json';
import type feelingWheels from './widgets/feeling-wheels/locales/en.json';
import type quickJournaling from './widgets/quick-journaling/locales/en.json';
import type voiceMemos from './widgets/voice-memos/locales/en.json';
import type movementBreaks from './widgets/movement-breaks/locales/en.json';

export type MoodBoosterStrings = typeof pageEn & {
  boosters: {
    emojiEcho: typeof emojiEcho;
    spiralStopper: typeof spiralStopper;
    tinyRants: typeof tinyRants;
    notDoingList: typeof notDoingList;
    selfDoodle: typeof selfDoodle;
    orbit: typeof orbit;
    energyRadar: typeof energyRadar;
    mindfulBreathing: typeof mindfulBreathing;
    gentleStretching: typeof gentleStretching;
    gratitudeMoments: typeof gratitudeMoments;
    natureSounds: typeof natureSounds;
    positiveAffirmations: typeof positiveAffirmations;
    colorTherapy: typeof colorTherapy;
    worryStones: typeof worryStones;
    memoryPalace: typeof memoryPalace;
    feelingWheels: typeof feelingWheels;
    quickJournaling: typeof quickJournaling;
    voiceMemos: typeof voiceMemos;
    movementBreaks: typeof movementBreaks;
  };
};
