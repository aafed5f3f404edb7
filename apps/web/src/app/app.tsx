import { useState } from 'react';
import { HashRouter, useRoutes } from 'react-router';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { buildRoutes } from './router.tsx';

function AppRoutes() {
  const [routes] = useState(buildRoutes);
  return useRoutes(routes);
}

/**
 * The app in React Router's declarative hash router: it uses no loader, action nor fetcher, and the data router's
 * code (about 18 KB gzipped) would be downloaded by every phone for nothing.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </AppProviders>
  );
}
