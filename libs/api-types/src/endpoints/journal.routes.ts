import type {
  CreateJournalEntryRequest,
  ImportJournalRequest,
  ImportJournalView,
  JournalEntriesQuery,
  JournalEntryView,
  JournalInsightsView,
  JournalPromptView,
  JournalSearchQuery,
  JournalSearchView,
  JournalWeeklySummaryView,
} from '../journal';
import { route } from './route';

/** The journal (owned by the journal service). An entry's analysis (202 while pending) is a hand-written route. */
export const journalRoutes = {
  list: route<JournalEntriesQuery, JournalEntryView[]>()('GET', '/journal/entries'),
  /** `tags`: a list, or comma-separated (the service gets the list). */
  create: route<CreateJournalEntryRequest, JournalEntryView>()('POST', '/journal/entries'),
  import: route<ImportJournalRequest, ImportJournalView>()('POST', '/journal/import'),
  get: route<{ id: string }, JournalEntryView>()('GET', '/journal/entries/:id'),
  delete: route<{ id: string }, void>()('DELETE', '/journal/entries/:id'),
  /** `regenerate`: `1` (or `true`) for a new prompt for today. */
  prompt: route<{ regenerate?: string; language?: 'en' | 'ko' }, JournalPromptView>()(
    'GET',
    '/journal/prompt',
  ),
  weeklySummary: route<void, JournalWeeklySummaryView | null>()('GET', '/journal/weekly-summary'),
  search: route<JournalSearchQuery, JournalSearchView>()('GET', '/journal/search'),
  insights: route<void, JournalInsightsView>()('GET', '/journal/insights'),
};
