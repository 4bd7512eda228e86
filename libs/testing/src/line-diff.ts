/**
 * The lines that differ between two texts, as `- old` / `+ new`, each run of changes preceded by
 * the nearest unindented line above it (in a schema dump, the table it belongs to). '' if equal.
 */
export function lineDiff(before: string, after: string): string {
  const a = before.split('\n');
  const b = after.split('\n');
  // Longest common subsequence, filled from the end so the walk below can go forwards.
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: string[] = [];
  let heading = '';
  let shown = '';
  const change = (sign: string, line: string) => {
    if (heading !== shown && heading !== line) out.push(`  ${heading}`);
    shown = heading;
    out.push(`${sign} ${line}`);
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      if (a[i] && !a[i].startsWith(' ')) heading = a[i];
      i++;
      j++;
    } else if (i < a.length && (j === b.length || lcs[i + 1][j] >= lcs[i][j + 1])) change('-', a[i++]);
    else change('+', b[j++]);
  }
  return out.join('\n');
}
