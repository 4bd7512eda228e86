import {
  type CreateJournalEntryRequest,
  type JournalEntriesQuery,
  type JournalEntryInput,
  journalRoutes,
  type RouteInput,
} from '@maeum/api-types';
import { RecordIdDto } from '../rpc/billing.dto';
import {
  CreateJournalEntryDto,
  splitTags,
  ImportJournalDto,
  JournalEntriesQueryDto,
  JournalPromptQueryDto,
  JournalSearchQueryDto,
} from '../rpc/journal.dto';
import { bindEndpoints } from './endpoint';

export const journalEndpoints = bindEndpoints(journalRoutes, {
  list: {
    rpc: 'journal.entries.list',
    query: JournalEntriesQueryDto,
    // An empty filter is no filter.
    toRpc: ({ tag, mood, cursor }: JournalEntriesQuery) => ({
      ...(tag ? { tag } : {}),
      ...(mood ? { mood } : {}),
      ...(cursor ? { cursor } : {}),
    }),
    cache: 'no-store',
    // The page is sent on as the journal wrote it (no parse and re-serialise in the gateway).
    rawJson: true,
    summary: "The caller's journal entries, newest first",
    answer:
      'Entries newest first, 10 a page as the spec reads them (?cursor= the createdAt of the last), with their analyses',
  },
  create: {
    rpc: 'journal.entries.create',
    body: CreateJournalEntryDto,
    idempotent: 'journal',
    // The DTO has made a list of the tags; none and null are both "none".
    toRpc: ({ tags, ...entry }: CreateJournalEntryRequest): JournalEntryInput => ({
      ...entry,
      ...(tags ? { tags: splitTags(tags) as string[] } : {}),
    }),
    status: 201,
    summary: 'Write a journal entry',
    answer: 'The saved entry; its analysis follows (GET …/analysis)',
  },
  import: {
    rpc: 'journal.entries.import',
    body: ImportJournalDto,
    idempotent: 'journal',
    status: 200,
    summary: 'Import entries from a maeum. export',
    answer: 'Entries from a maeum. export, with their dates; one already here is skipped',
  },
  get: {
    rpc: 'journal.entries.get',
    params: RecordIdDto,
    cache: 'no-store',
    summary: 'One journal entry with its analysis',
    answer: 'One entry with its analysis (owner only; 404 otherwise)',
  },
  delete: {
    rpc: 'journal.entries.delete',
    params: RecordIdDto,
    status: 204,
    summary: 'Delete a journal entry and its analysis',
    answer: 'Deleted with its analysis',
  },
  prompt: {
    rpc: 'journal.prompt.get',
    query: JournalPromptQueryDto,
    toRpc: ({ regenerate, language }: RouteInput<typeof journalRoutes.prompt>) => ({
      regenerate: regenerate === '1' || regenerate === 'true',
      ...(language ? { language } : {}),
    }),
    cache: 'no-store',
    summary: "Today's journal prompt",
    answer: "Today's prompt (the same all day); ?regenerate=1 for a new one; ?language=ko words it in Korean",
  },
  weeklySummary: {
    rpc: 'journal.weekly.get',
    cache: 'no-store',
    summary: 'The latest weekly recap',
    answer: 'The latest weekly recap, or null before the first',
  },
  search: {
    rpc: 'journal.search',
    query: JournalSearchQueryDto,
    cache: 'no-store',
    summary: 'Find entries by feeling over a time range',
    answer: 'Entries that hold the feeling named, in the time chosen (default the past month)',
  },
  insights: {
    rpc: 'journal.insights',
    cache: 'no-store',
    summary: 'Journal insights over 30 days: streak, moods, tags',
    answer: 'Streak, most common mood, totals, popular tags and moods over 30 days',
  },
});
