/** Spec 001 §2 and §5: intensity 1 to 10, 8 colours. */
export const MIN_INTENSITY = 1;
export const MAX_INTENSITY = 10;
export const DEFAULT_INTENSITY = 5;
/** More than a dozen planets stops being calm to look at. */
export const MAX_PLANETS = 12;

/** Planet colours: mid tones that read on the light card and on the warm dark one. */
export const PLANET_COLOURS = [
  { id: 'coral', value: '#e0593f' },
  { id: 'honey', value: '#d69a1e' },
  { id: 'leaf', value: '#3a9a6a' },
  { id: 'teal', value: '#1f9e8f' },
  { id: 'sky', value: '#3f82d6' },
  { id: 'lavender', value: '#8b6ad8' },
  { id: 'rose', value: '#d45a94' },
  { id: 'slate', value: '#7b8794' },
] as const;
export type PlanetColourId = (typeof PLANET_COLOURS)[number]['id'];

export interface Planet {
  id: number;
  name: string;
  intensity: number;
  colour: PlanetColourId;
}

/** The sky is a 320 × 320 view box around "You" at its centre. */
export const SKY_SIZE = 320;
export const SUN_RADIUS = 28;

/** A stronger feeling is a bigger planet (8 to 20)... */
export function planetRadius(intensity: number): number {
  return 6.7 + intensity * 1.33;
}

/** ...on a closer orbit (52 at 10, 142 at 1): it sits nearer to you. */
export function orbitRadius(intensity: number): number {
  return 52 + (MAX_INTENSITY - intensity) * 10;
}

/** Seconds per turn: outer planets drift more slowly, as real ones do. */
export function orbitSeconds(intensity: number): number {
  return Math.round(orbitRadius(intensity) / 2.5);
}

/** Spreads planets around the circle so two on the same orbit do not sit on top of each other. */
export function startAngle(id: number): number {
  return (id * 137.5) % 360;
}
