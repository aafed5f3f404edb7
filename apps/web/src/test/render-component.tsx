import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';

/** One component with the app's providers (theme, data cache, dialogs, notices), without the router and shell. */
export function renderComponent(ui: ReactNode) {
  const queryClient = createQueryClient();
  return { ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>), queryClient };
}
