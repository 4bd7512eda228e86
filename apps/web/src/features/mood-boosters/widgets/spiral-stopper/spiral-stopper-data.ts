/** Spec 001 §2: the speed starts at 10 and each click of "Slow down" lowers it by 2. */
export const START_SPEED = 10;
export const SPEED_STEP = 2;

/** Degrees per second for each point of speed: 10 is a busy whirl, 2 a slow drift. */
export const DEGREES_PER_SPEED = 30;

/** An Archimedean spiral (r = aθ) drawn once, centred in a 200 × 200 view box. */
export const SPIRAL_PATH = (() => {
  const turns = 4.5;
  const steps = 220;
  const maxAngle = turns * 2 * Math.PI;
  const a = 88 / maxAngle;
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const angle = (i / steps) * maxAngle;
    const r = a * angle;
    points.push(`${(100 + r * Math.cos(angle)).toFixed(2)} ${(100 + r * Math.sin(angle)).toFixed(2)}`);
  }
  return `M ${points.join(' L ')}`;
})();
