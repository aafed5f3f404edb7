import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { TILE_LOAD_DELAY_MS } from '../customer-portal/public.ts';

import { texts } from './texts.ts';

/** True once `active` has lasted `delay` ms: a fast answer never flashes a loading state. */
export function useDelayed(active: boolean, delay = TILE_LOAD_DELAY_MS): boolean {
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

interface TileQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * A tile of the operations dashboard (spec 001 section 9): its title, nothing for the first 300 ms then a loading
 * state, its own error (a time-out after 3 s included) with « Réessayer », its content once the answer is here,
 * and a link to the page that lists it all.
 */
export function TileCard<T>({
  title,
  icon,
  query,
  children,
  href,
  linkLabel,
}: {
  title: string;
  icon: ReactNode;
  query: TileQuery<T>;
  children: (data: T) => ReactNode;
  href?: string | null;
  linkLabel?: string;
}) {
  const titleId = useId();
  const late = useDelayed(query.isPending);
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      aria-busy={query.isPending}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
            {icon}
          </Box>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, fontSize: '1.05rem' }}>
            {title}
          </Typography>
        </Stack>
        {query.isPending ? (
          late ? (
            <Box role="progressbar" aria-label={texts.chargementDe(title)}>
              <Skeleton height={40} />
              <Skeleton height={40} />
              <Skeleton height={40} />
            </Box>
          ) : null
        ) : query.isError || query.data === undefined ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => query.refetch()}>
                {texts.reessayer}
              </Button>
            }
          >
            {texts.impossibleDeChargerCetteTuile} {query.error?.message}
          </Alert>
        ) : (
          children(query.data)
        )}
      </CardContent>
      {href && linkLabel && (
        <Box sx={{ px: 1, pb: 1 }}>
          <Button component={RouterLink} to={href} size="small" endIcon={<ArrowForwardIcon />}>
            {linkLabel}
          </Button>
        </Box>
      )}
    </Card>
  );
}

/** A big figure with its label; a link when it leads somewhere, coloured when it asks for attention. */
export function Figure({
  value,
  label,
  tone = 'default',
  href,
  size = 'large',
}: {
  value: ReactNode;
  label: string;
  tone?: 'default' | 'warning' | 'error' | 'success';
  href?: string | null;
  /** Small for longer values (« 174 h 30 »), kept on one line. */
  size?: 'large' | 'small';
}) {
  const color = tone === 'default' ? 'text.primary' : `${tone}.main`;
  const body = (
    <>
      <Typography
        component="span"
        variant={size === 'large' ? 'h4' : 'h5'}
        sx={{ display: 'block', color, lineHeight: 1.2, whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
        {label}
      </Typography>
    </>
  );
  const sx = { flex: 1, minWidth: 0, p: 1, borderRadius: 1, textAlign: 'left', textDecoration: 'none' } as const;
  return href ? (
    <Box component={RouterLink} to={href} sx={{ ...sx, '&:hover': { bgcolor: 'action.hover' } }}>
      {body}
    </Box>
  ) : (
    <Box sx={sx}>{body}</Box>
  );
}
