/** Whether a Korean word ends in a consonant (받침), which picks the particle after it. */
function hasFinalConsonant(word: string): boolean {
  const last = word.charCodeAt(word.length - 1);
  return last >= 0xac00 && last <= 0xd7a3 && (last - 0xac00) % 28 !== 0;
}

/**
 * Fills `{name}` from `values`; `{name:XY}` also adds the Korean particle X after a final
 * consonant and Y otherwise (`{a:이가}`: 불안이, 스트레스가).
 */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(
    /\{(\w+)(?::(\p{Script=Hangul}+)\|?(\p{Script=Hangul}+)?)?\}/gu,
    (_, name: string, first?: string, second?: string) => {
      // `{a:이가}` splits in the middle; `{a:이었|였}` names both forms.
      const [withFinal, without] = second
        ? [first, second]
        : first
          ? [first.slice(0, first.length / 2), first.slice(first.length / 2)]
          : [];
      const value = values[name] ?? '';
      if (!withFinal) return value;
      return value + (hasFinalConsonant(value) ? withFinal : without);
    },
  );
}
