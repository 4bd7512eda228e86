/** Spec 001 §2: a doodle lasts 120 seconds. */
export const DOODLE_SECONDS = 120;

/**
 * Pen colours, each at least about 3:1 against the drawing paper in both themes (light #faf9f7,
 * warm dark #1b1714), so every stroke stays visible when the theme changes.
 */
export const PEN_COLOURS = [
  { id: 'coral', value: '#e0593f' },
  { id: 'honey', value: '#b8860b' },
  { id: 'leaf', value: '#3a9a6a' },
  { id: 'sky', value: '#3f82d6' },
  { id: 'lavender', value: '#8b6ad8' },
  { id: 'rose', value: '#d45a94' },
] as const;
export type PenColourId = (typeof PEN_COLOURS)[number]['id'];

/** Brush widths in CSS pixels. */
export const BRUSH_SIZES = [
  { id: 'thin', width: 3 },
  { id: 'medium', width: 8 },
  { id: 'thick', width: 16 },
] as const;
export type BrushSizeId = (typeof BRUSH_SIZES)[number]['id'];

export interface Stroke {
  colour: string;
  width: number;
  /** Points as fractions of the canvas size, so a resize keeps the drawing in place. */
  points: [number, number][];
}

/** Paints the strokes on a context whose unit is the CSS pixel of a `width` × `height` canvas. */
export function paintStrokes(
  context: CanvasRenderingContext2D,
  strokes: Stroke[],
  width: number,
  height: number,
): void {
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const stroke of strokes) {
    const [first, ...rest] = stroke.points;
    if (!first) continue;
    context.strokeStyle = stroke.colour;
    context.fillStyle = stroke.colour;
    context.lineWidth = stroke.width;
    if (rest.length === 0) {
      // A tap is a dot.
      context.beginPath();
      context.arc(first[0] * width, first[1] * height, stroke.width / 2, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    context.beginPath();
    context.moveTo(first[0] * width, first[1] * height);
    for (const [x, y] of rest) context.lineTo(x * width, y * height);
    context.stroke();
  }
}
