import ShieldIcon from '@mui/icons-material/Shield';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { texts } from './texts.ts';

/** The frame of the public pages: brand on top, one card with the form. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #0f243b 0%, #1a3a5c 45%, #2f6fbd 100%)',
      }}
    >
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 420, alignItems: 'center' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'common.white' }}>
          <ShieldIcon sx={{ fontSize: 40 }} aria-hidden />
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {texts.securitePlateforme}
          </Typography>
        </Stack>
        <Card variant="elevation" elevation={8} sx={{ width: '100%', borderRadius: 3 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: '1.6rem' }}>
              {title}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
