import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { WidgetProviders } from '../ui/widget-providers.tsx';

/**
 * One component with the app's providers (theme, data cache, dialogs, notices) and those the pages loaded on demand
 * get (date pickers, Data Grid), without the router and shell.
 */
export function renderComponent(ui: ReactNode) {
  const queryClient = createQueryClient();
  return {
    ...render(
      <AppProviders queryClient={queryClient}>
        <WidgetProviders>{ui}</WidgetProviders>
      </AppProviders>,
    ),
    queryClient,
  };
}
