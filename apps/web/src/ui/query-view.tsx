import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';

import { texts } from './texts.ts';

interface QueryLike {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  data: unknown;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * The states of a list page's query, the same everywhere: a thin bar while refreshing, a spinner on first
 * load, the error with 'Réessayer' when nothing was ever loaded, the empty state, then the content.
 */
export function QueryView({
  query,
  loadingLabel,
  errorText,
  empty,
  emptyState,
  children,
}: {
  query: QueryLike;
  loadingLabel: string;
  errorText: ReactNode;
  empty: boolean;
  emptyState: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Box sx={{ height: 4 }}>{query.isFetching && !query.isPending && <LinearProgress aria-hidden />}</Box>
      {query.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={loadingLabel} />
        </Box>
      ) : query.isError && !query.data ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => query.refetch()}>
              {texts.reessayer}
            </Button>
          }
        >
          {errorText} {query.error?.message}
        </Alert>
      ) : empty ? (
        emptyState
      ) : (
        children
      )}
    </>
  );
}
