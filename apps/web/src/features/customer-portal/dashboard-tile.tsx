import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { TILE_LOAD_DELAY_MS, TILE_ROWS } from './api/tile-request.ts';

import { texts } from './texts.ts';

/** True once `active` has lasted `delay` ms: a fast answer never flashes a loading state. */
function useDelayed(active: boolean, delay: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!active) {
      setLate(false);
      return;
    }
    const timer = setTimeout(() => setLate(true), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);
  return late;
}

interface TileQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** One line of a tile: what it is, then when or where, and a chip on the right. */
export interface TileRow {
  id: string;
  primary: ReactNode;
  secondary?: ReactNode;
  chip?: { label: string; color?: 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info' };
}

/**
 * A tile of the customer's dashboard (spec 001 section 9: 5 rows, loading shown after 300 ms, given up after
 * 3000 ms): its title and count, its rows or what to say when there are none, its own error with « Réessayer »,
 * and a link to the page that lists them all.
 */
export function DashboardTile({
  title,
  icon,
  query,
  rows,
  total,
  emptyText,
  href,
  linkLabel,
}: {
  title: string;
  icon: ReactNode;
  query: TileQuery;
  rows: TileRow[] | undefined;
  total?: number;
  emptyText: string;
  href: string | null;
  linkLabel: string;
}) {
  const titleId = useId();
  const late = useDelayed(query.isPending, TILE_LOAD_DELAY_MS);
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
            {icon}
          </Box>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, fontSize: '1.05rem' }}>
            {title}
          </Typography>
          {total !== undefined && total > 0 && (
            <Chip size="small" label={total} aria-label={texts.auTotalTotal(total)} />
          )}
        </Stack>
        {query.isPending ? (
          late ? (
            <Box role="progressbar" aria-label={texts.chargementTitle(title)}>
              {['first', 'second', 'third'].map((line) => (
                <Skeleton key={line} height={44} />
              ))}
            </Box>
          ) : null
        ) : query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => query.refetch()}>
                {texts.reessayer}
              </Button>
            }
          >
            {texts.impossibleDeChargerCette} {query.error?.message}
          </Alert>
        ) : !rows || rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {emptyText}
          </Typography>
        ) : (
          <List dense disablePadding aria-labelledby={titleId}>
            {rows.slice(0, TILE_ROWS).map((row) => (
              <ListItem key={row.id} disableGutters divider>
                <ListItemText
                  primary={row.primary}
                  secondary={row.secondary}
                  slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                />
                {row.chip && <Chip size="small" label={row.chip.label} color={row.chip.color ?? 'default'} />}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {href && (
        <Box sx={{ px: 1, pb: 1 }}>
          <Button component={RouterLink} to={href} size="small" endIcon={<ArrowForwardIcon />}>
            {linkLabel}
          </Button>
        </Box>
      )}
    </Card>
  );
}
