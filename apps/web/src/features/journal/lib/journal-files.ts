import {
  JOURNAL_MOOD_VALUES,
  type JournalMoodValue,
  type JournalEntryView,
  type JournalImportEntry,
} from '@maeum/api-types';
import { stringify } from 'csv-stringify/browser/esm/sync';

/**
 * The journal as files people keep (Day One and Daylio users expect to leave and come back):
 * Markdown to read and to bring back, CSV for spreadsheets, JSON as the API gives it. Markdown
 * and JSON read back to the same entries (dates, titles, words, moods, tags, privacy).
 */

const MARK = '<!-- maeum. journal v1 -->';
const OPEN = '<!-- entry -->';
const CLOSE = '<!-- /entry -->';
// An entry's own text never closes its block early: "<!--" inside it is written "<\!--".
const escapeText = (text: string) => text.replaceAll('<!--', '<\\!--');
const unescapeText = (text: string) => text.replaceAll('<\\!--', '<!--');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function toMarkdown(entries: JournalEntryView[]): string {
  const blocks = entries.map((entry) => {
    const meta = [
      `- date: ${entry.createdAt}`,
      ...(entry.title ? [`- title: ${oneLine(entry.title)}`] : []),
      ...(entry.mood ? [`- mood: ${entry.mood}`] : []),
      ...(entry.tags.length ? [`- tags: ${entry.tags.map(oneLine).join(', ')}`] : []),
      `- private: ${entry.isPrivate ? 'yes' : 'no'}`,
    ];
    const heading = oneLine(entry.title ?? '') || entry.createdAt.slice(0, 10);
    return [`## ${heading}`, '', ...meta, '', OPEN, escapeText(entry.content), CLOSE].join('\n');
  });
  return [`# maeum. journal`, MARK, '', blocks.join('\n\n'), ''].join('\n');
}

export class JournalFileError extends Error {}

/** Entries of a maeum. Markdown export; anything else is refused with a JournalFileError. */
export function fromMarkdown(text: string): JournalImportEntry[] {
  const normalised = text.replace(/\r\n?/g, '\n');
  if (!normalised.includes(MARK)) throw new JournalFileError('not a maeum. journal');
  const entries: JournalImportEntry[] = [];
  const block = /^## .*\n\n((?:- [^\n]*\n)+)\n<!-- entry -->\n([\s\S]*?)\n<!-- \/entry -->/gm;
  for (const match of normalised.matchAll(block)) {
    const meta = new Map(
      match[1]!
        .trim()
        .split('\n')
        .map((line) => {
          const [key, ...rest] = line.slice(2).split(': ');
          return [key!.trim(), rest.join(': ').trim()] as const;
        }),
    );
    const createdAt = meta.get('date') ?? '';
    if (Number.isNaN(Date.parse(createdAt))) throw new JournalFileError(`an entry without a date`);
    const mood = meta.get('mood');
    entries.push({
      createdAt,
      title: meta.get('title') || null,
      content: unescapeText(match[2]!),
      mood:
        mood && (JOURNAL_MOOD_VALUES as readonly string[]).includes(mood) ? (mood as JournalMoodValue) : null,
      tags: (meta.get('tags') ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      isPrivate: meta.get('private') !== 'no',
    });
  }
  return entries;
}

/** Entries of a JSON export: this page's, or the account's whole export (GET /api/me/export). */
export function fromJson(text: string): JournalImportEntry[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new JournalFileError('not JSON');
  }
  const list = Array.isArray(data)
    ? data
    : ((data as { journal?: { entries?: unknown } })?.journal?.entries ??
      (data as { entries?: unknown })?.entries);
  if (!Array.isArray(list)) throw new JournalFileError('no entries');
  return list.map((raw) => {
    const entry = raw as Partial<JournalEntryView>;
    if (typeof entry.content !== 'string' || typeof entry.createdAt !== 'string')
      throw new JournalFileError('an entry without words or a date');
    return {
      createdAt: entry.createdAt,
      title: entry.title ?? null,
      content: entry.content,
      mood: entry.mood ?? null,
      tags: Array.isArray(entry.tags) ? entry.tags : [],
      isPrivate: entry.isPrivate !== false,
    };
  });
}

export function toJson(entries: JournalEntryView[]): string {
  return `${JSON.stringify({ entries }, null, 2)}\n`;
}

/** One row an entry, for a spreadsheet; the analysis's tags and mood come along. */
export function toCsv(entries: JournalEntryView[]): string {
  return stringify(
    entries.map((e) => ({
      date: e.createdAt,
      title: e.title ?? '',
      content: e.content,
      mood: e.mood ?? '',
      tags: e.tags.join(', '),
      private: e.isPrivate ? 'yes' : 'no',
      emotions: e.analysis?.emotionTags.join(', ') ?? '',
      ai_mood: e.analysis?.moodTag ?? '',
    })),
    { header: true, bom: true },
  );
}

/** The entries of a file the person picked, by its name (.md/.markdown or .json). */
export function readJournalFile(name: string, text: string): JournalImportEntry[] {
  return /\.json$/i.test(name) ? fromJson(text) : fromMarkdown(text);
}
