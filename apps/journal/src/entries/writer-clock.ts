import { Injectable, Logger } from '@nestjs/common';
import { RpcClient } from '@maeum/messaging';
import { JournalUnitOfWork } from '../journal.unit-of-work';

export interface Writer {
  timezone: string;
  language: 'en' | 'ko';
}

const DEFAULT_WRITER: Writer = { timezone: 'Asia/Seoul', language: 'en' };

// Making a formatter costs far more than using one; writers share a handful of zones.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, made);
  }
  return made;
}

/** The writer's calendar date (YYYY-MM-DD) at `at`, in their time zone. */
export function localDay(at: Date, timezone: string): string {
  return formatter('en-CA', timezone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** 1 = Monday … 7 = Sunday, in the writer's time zone. */
export function localWeekday(at: Date, timezone: string): number {
  const name = formatter('en-US', timezone, { weekday: 'short' }).format(at);
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1;
}

/** A calendar date `days` away from `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The writer's time zone and language, which set their "today" (the daily prompt, the streak, the
 * Monday of the weekly recap). journal.writers is kept by `auth.preferences.changed.v1`
 * (WriterPreferencesListener), so a writer already known costs no call to auth; a new one (or one
 * copied before the events existed) is asked of auth once. When auth cannot answer, the last known
 * (or Seoul, English) is used.
 */
@Injectable()
export class WriterClock {
  private readonly logger = new Logger(WriterClock.name);

  constructor(
    private readonly rpc: RpcClient,
    private readonly unitOfWork: JournalUnitOfWork,
  ) {}

  async writer(userId: string): Promise<Writer> {
    const known = await this.unitOfWork.direct().writers.find(userId);
    if (known && known.revision >= 0) return { timezone: known.timezone, language: known.language };
    try {
      const preferences = await this.rpc.request('auth.me.get-preferences', undefined, {
        userId,
        timeoutMs: 2000,
      });
      const writer: Writer = {
        timezone: isZone(preferences.timezone) ? preferences.timezone : DEFAULT_WRITER.timezone,
        language: preferences.language === 'ko' ? 'ko' : 'en',
      };
      // Never over a copy an event brought meanwhile (revision 1 and up).
      await this.unitOfWork.direct().writers.keepAsked(userId, writer.timezone, writer.language);
      return writer;
    } catch (error) {
      this.logger.warn({ code: (error as { code?: string }).code }, 'Could not read the writer’s time zone');
      return known ? { timezone: known.timezone, language: known.language } : DEFAULT_WRITER;
    }
  }
}

export function isZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
