import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from '../shared/theme/theme-provider';
import { createQueryClient } from './query-client';
import { createAppRouter, type AppRouter } from './routes';

/** `router`: one made before the first render (main.tsx starts loading the route chunks with it). */
export function App({ router: initialRouter }: { router?: AppRouter }) {
  // Created once per mounted app (not at module load) so tests and HMR get fresh instances.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => initialRouter ?? createAppRouter());

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
