import type { JournalEntryView } from '@maeum/api-types';
import { describe, expect, it } from 'vitest';
import { fromJson, fromMarkdown, JournalFileError, toCsv, toJson, toMarkdown } from './journal-files';

const entries: JournalEntryView[] = [
  {
    id: 'a',
    title: 'A hard day: work',
    content:
      'Line one.\n\n## not a heading\n- not: metadata\n<!-- /entry --> stays text\n---\nEnd, with "quotes", commas.',
    mood: 'anxious',
    tags: ['work', 'sleep'],
    isPrivate: true,
    createdAt: '2026-11-24T21:15:03.123Z',
    analysis: null,
  },
  {
    id: 'b',
    title: null,
    content: '오늘은 편안했어요.',
    mood: null,
    tags: [],
    isPrivate: false,
    createdAt: '2026-11-25T01:00:00.000Z',
    analysis: {
      moodTag: 'calm',
      emotionTags: ['calm'],
      greenFlags: [],
      redFlags: [],
      reframingSuggestion: null,
      toneSummary: null,
      createdAt: '2026-11-25T01:00:01.000Z',
    },
  },
];

const asImported = (e: JournalEntryView) => ({
  createdAt: e.createdAt,
  title: e.title,
  content: e.content,
  mood: e.mood,
  tags: e.tags,
  isPrivate: e.isPrivate,
});

describe('journal files', () => {
  it('reads its own Markdown back with nothing lost', () => {
    const markdown = toMarkdown(entries);
    expect(markdown).toContain('## A hard day: work');
    expect(markdown).toContain('## 2026-11-25');
    expect(fromMarkdown(markdown)).toEqual(entries.map(asImported));
    expect(fromMarkdown(markdown.replaceAll('\n', '\r\n'))).toEqual(entries.map(asImported));
  });

  it('reads its own JSON back, and the account export’s journal', () => {
    expect(fromJson(toJson(entries))).toEqual(entries.map(asImported));
    expect(fromJson(JSON.stringify({ journal: { entries } }))).toEqual(entries.map(asImported));
  });

  it('refuses files that are not a journal', () => {
    expect(() => fromMarkdown('# My notes\nhello')).toThrow(JournalFileError);
    expect(() => fromJson('{"nope": 1}')).toThrow(JournalFileError);
    expect(() => fromJson('[{"content": "no date"}]')).toThrow(JournalFileError);
  });

  it('writes a spreadsheet row an entry, quoted where needed', () => {
    const csv = toCsv(entries);
    const lines = csv.replace(/^\ufeff/, '').split('\n');
    expect(lines[0]).toBe('date,title,content,mood,tags,private,emotions,ai_mood');
    expect(csv).toContain('"Line one.');
    expect(csv).toContain('End, with ""quotes"", commas."');
    expect(csv).toContain('2026-11-25T01:00:00.000Z,,오늘은 편안했어요.,,,no,calm,calm');
  });
});
