import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientSlot, QueryClientSlotContext } from '../shared/api/query-client-slot';
import { ThemeProvider } from '../shared/theme/theme-provider';
import { createAppRouter, type AppRouter } from './routes';

/** `router`: one made before the first render (main.tsx starts loading the route chunks with it). */
export function App({ router: initialRouter }: { router?: AppRouter }) {
  // Created once per mounted app (not at module load) so tests and HMR get fresh instances. The
  // QueryClient itself is made by the first page that needs it (see QueryClientSlot).
  const [queryClients] = useState(() => new QueryClientSlot());
  const [router] = useState(() => initialRouter ?? createAppRouter());

  return (
    <QueryClientSlotContext.Provider value={queryClients}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientSlotContext.Provider>
  );
}
