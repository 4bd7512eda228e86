import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's one QueryClient, made by the first page that needs it. TanStack Query is not in the
 * first load of `/` (the landing page reads nothing from the API): the pages that use it sit under
 * a lazily loaded QueryBoundary (./query-boundary.tsx), which fills this slot. Importing only
 * the type keeps the library out of every chunk that imports the slot (the session's, the entry).
 */
export class QueryClientSlot {
  private client: QueryClient | null = null;

  /** The client, made with `create` the first time. */
  get(create: () => QueryClient): QueryClient {
    this.client ??= create();
    return this.client;
  }

  /** Forgets every cached query (a sign-out: each belongs to the account that fetched it). */
  clear(): void {
    this.client?.clear();
  }
}

export const QueryClientSlotContext = createContext<QueryClientSlot | null>(null);
