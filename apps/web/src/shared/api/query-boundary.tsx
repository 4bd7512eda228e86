import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { QueryClientSlotContext } from './query-client-slot';
import { createQueryClient } from './query-client';

/**
 * Provides the app's QueryClient to what it wraps (its child routes, or `children`). A lazy module:
 * the routes that read or write through TanStack Query sit under it, so the library loads with
 * them and not with the landing page. Every boundary shares the client of the app's slot; without
 * one (a test rendering a page alone) it keeps a provider already above it, or makes its own.
 */
export function QueryBoundary({ children }: { children?: ReactNode }) {
  const slot = useContext(QueryClientSlotContext);
  const outer = useContext(QueryClientContext);
  const [client] = useState(() => slot?.get(createQueryClient) ?? outer ?? createQueryClient());
  return <QueryClientProvider client={client}>{children ?? <Outlet />}</QueryClientProvider>;
}
