import { cn } from '../lib/cn';

interface IllustrationProps {
  /** The URL of one of src/shared/illustrations/*.svg (a file of its own: not in the JS bundle). */
  src: string;
  /** The SVG's viewBox size: reserves the space before the file arrives, so nothing moves. */
  width: number;
  height: number;
  className?: string;
}

/**
 * One of our in-house illustrations: decorative only (the text beside it says everything), so it
 * is hidden from screen readers. Drawn in the light palette; softened a little in dark mode.
 */
export function Illustration({ src, width, height, className }: IllustrationProps) {
  return (
    <img
      src={src}
      alt=""
      aria-hidden="true"
      width={width}
      height={height}
      decoding="async"
      className={cn('h-auto select-none dark:opacity-80', className)}
    />
  );
}
