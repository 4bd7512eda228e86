/** This browser's IANA time zone, or undefined where the engine does not tell. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The zones a person can choose: every zone the engine knows, with UTC, the saved one and this
 * browser's always present (an engine may leave out UTC or a zone saved elsewhere).
 */
export function timeZoneChoices(saved?: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set<string>(known);
  for (const zone of ['UTC', saved, browserTimeZone()]) if (zone) zones.add(zone);
  return [...zones].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}
