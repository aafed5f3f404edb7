import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page of the back office: an h1 title, optional actions, then the content. */
export function Page({
  title,
  subtitle,
  actions,
  wide = false,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The whole width of the screen (planning grids), instead of a 1200 px column. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby="titre-page" sx={{ maxWidth: wide ? 'none' : 1200, mx: 'auto' }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3, gap: 2, flexWrap: 'wrap' }}
      >
        <div>
          <Typography id="titre-page" variant="h4" component="h1">
            {title}
          </Typography>
          {subtitle && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{subtitle}</Typography>}
        </div>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}

/** A centred message with an icon, for empty lists and status pages. */
export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      {icon && <Box sx={{ fontSize: 48, display: 'flex', color: 'primary.light' }}>{icon}</Box>}
      <Typography variant="h6" component="p" sx={{ color: 'text.primary' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
