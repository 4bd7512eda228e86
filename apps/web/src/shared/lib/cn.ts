import { clsx, type ClassValue } from 'clsx';

// A small stand-in for tailwind-merge (8 kB gzip on the landing page's first load, most of it the
// table of every Tailwind utility): it knows the utilities this app passes to override another
// (cn('px-5', 'px-0'), a button size's text-base over the base text-sm) and leaves every class it
// does not know alone, as tailwind-merge does. A later class wins over an earlier one of the same
// group under the same variants; a wider one (p-4) also removes the narrower ones before it (px-2).

const SIDES = ['t', 'r', 'b', 'l', 's', 'e', 'x', 'y'];
const SPACING_SIDES: Record<string, string[]> = { x: ['l', 'r', 's', 'e'], y: ['t', 'b'] };
const TEXT_SIZES = /^(xs|sm|base|lg|\d?xl|\[\d.*\])$/;
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const TEXT_WRAP = /^(wrap|nowrap|balance|pretty)$/;
const SHADOW_SIZES = /^(|2xs|xs|sm|md|lg|xl|2xl|none|inner)$/;
const BORDER_WIDTHS = /^(|0|2|4|8|\[\d.*\])$/;
const FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const DISPLAYS = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'hidden',
  'contents',
  'table',
]);
const POSITIONS = new Set(['static', 'fixed', 'absolute', 'relative', 'sticky']);
const FLEX_DIRECTIONS = new Set(['flex-row', 'flex-col', 'flex-row-reverse', 'flex-col-reverse']);
// Utilities whose group is the part before the first "-" (width, gap, rounded corners...).
const PREFIX_GROUPS = new Set([
  'w',
  'h',
  'size',
  'min-w',
  'min-h',
  'max-w',
  'max-h',
  'gap',
  'gap-x',
  'gap-y',
  'items',
  'justify',
  'self',
  'z',
  'top',
  'right',
  'bottom',
  'left',
  'inset',
  'inset-x',
  'inset-y',
  'opacity',
  'leading',
  'tracking',
  'overflow',
  'cursor',
  'rounded',
  'bg',
  'duration',
  'ease',
  'order',
  'grid-cols',
  'col-span',
  'basis',
  'shrink',
  'grow',
  'whitespace',
]);
const PREFIX =
  /^(min-w|min-h|max-w|max-h|gap-x|gap-y|inset-x|inset-y|grid-cols|col-span|rounded-(?:[trblse]{1,2})|[a-z]+)(?:-(.*))?$/;

/** The group of a utility without its variants ("px", "text-size"...), or null when unknown. */
function groupOf(utility: string): string | null {
  if (DISPLAYS.has(utility)) return 'display';
  if (POSITIONS.has(utility)) return 'position';
  if (FLEX_DIRECTIONS.has(utility)) return 'flex-direction';
  const spacing = /^(p|m)([trblsexy]?)-/.exec(utility);
  if (spacing) return `${spacing[1]}${spacing[2]}`;
  const match = PREFIX.exec(utility);
  if (!match) return null;
  const [, prefix, value = ''] = match;
  if (prefix === 'text') {
    if (TEXT_SIZES.test(value)) return 'text-size';
    if (TEXT_ALIGN.test(value)) return 'text-align';
    if (TEXT_WRAP.test(value)) return 'text-wrap';
    return 'text-color';
  }
  if (prefix === 'font') return FONT_WEIGHTS.test(value) ? 'font-weight' : 'font-family';
  if (prefix === 'shadow') return SHADOW_SIZES.test(value) ? 'shadow' : 'shadow-color';
  if (prefix === 'border') {
    const side = /^([trblsexy])(?:-(.*))?$/.exec(value);
    if (side) return BORDER_WIDTHS.test(side[2] ?? '') ? `border-${side[1]}` : `border-${side[1]}-color`;
    return BORDER_WIDTHS.test(value) ? 'border' : 'border-color';
  }
  if (prefix === 'flex') return /^(1|auto|initial|none)$/.test(value) ? 'flex' : null;
  return PREFIX_GROUPS.has(prefix) || prefix.startsWith('rounded-') ? prefix : null;
}

/** The narrower groups a group overrides: p → px, pt...; px → pl, pr; size → w, h; rounded → its corners. */
function narrowerGroups(group: string): string[] {
  const spacing = /^(p|m|border)(-?)([xy]?)$/.exec(group);
  if (spacing) {
    const [, kind, dash, axis] = spacing;
    const sides = axis ? SPACING_SIDES[axis] : SIDES;
    return sides.map((side) => `${kind}${dash || (kind === 'border' ? '-' : '')}${side}`);
  }
  if (group === 'size') return ['w', 'h'];
  if (group === 'gap') return ['gap-x', 'gap-y'];
  if (group === 'inset') return ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'];
  if (group === 'rounded')
    return ['t', 'r', 'b', 'l', 's', 'e', 'tl', 'tr', 'br', 'bl'].map((c) => `rounded-${c}`);
  return [];
}

/** Splits "md:hover:px-2" into its variants ("md:hover:") and utility ("px-2"), brackets kept whole. */
function splitVariants(className: string): [string, string] {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) last = i;
  }
  const utility = className
    .slice(last + 1)
    .replace(/^!/, '')
    .replace(/^-/, '')
    .replace(/\/[\w.[\]]+$/, '');
  return [className.slice(0, last + 1), utility];
}

/** Joins class names and lets later Tailwind utilities override earlier ones (`px-2` then `px-4` → `px-4`). */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(' ');
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i];
    if (!className) continue;
    const [variants, utility] = splitVariants(className);
    const group = groupOf(utility);
    if (group) {
      if (taken.has(variants + group)) continue;
      taken.add(variants + group);
      for (const narrower of narrowerGroups(group)) taken.add(variants + narrower);
    } else if (kept.includes(className)) continue;
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
