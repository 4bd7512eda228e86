import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from '../shared/theme/theme-provider';
import { createQueryClient } from './query-client';
import { createAppRouter } from './routes';

export function App() {
  // Created once per mounted app (not at module load) so tests and HMR get fresh instances.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
