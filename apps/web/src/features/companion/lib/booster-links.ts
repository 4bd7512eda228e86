/**
 * The mood boosters the companion offers by name (libs/ai reply frames: breathing after panic, a
 * thought check after self-criticism, a worry window after rumination, a wind-down before sleep),
 * in both languages, with the booster each name opens.
 */
const BOOSTER_NAMES: readonly [name: string, slug: string][] = [
  ['Mindful Breathing', 'mindful-breathing'],
  ['마음챙김 호흡', 'mindful-breathing'],
  ['Spiral Stopper', 'spiral-stopper'],
  ['생각 소용돌이 멈추기', 'spiral-stopper'],
  ['Worry Stones', 'worry-stones'],
  ['걱정 돌', 'worry-stones'],
  ['Nature Sounds', 'nature-sounds'],
  ['자연의 소리', 'nature-sounds'],
];

export type ReplyPart = { text: string } | { text: string; slug: string };

/** A reply cut into plain text and the booster names in it, so each name can link to its booster. */
export function boosterParts(reply: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let rest = reply;
  while (rest) {
    const next = BOOSTER_NAMES.map(([name, slug]) => ({ name, slug, at: rest.indexOf(name) }))
      .filter((hit) => hit.at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (!next) {
      parts.push({ text: rest });
      break;
    }
    if (next.at > 0) parts.push({ text: rest.slice(0, next.at) });
    parts.push({ text: next.name, slug: next.slug });
    rest = rest.slice(next.at + next.name.length);
  }
  return parts;
}
