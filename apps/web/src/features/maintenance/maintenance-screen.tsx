import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

import { texts } from './texts.ts';

/** Shown instead of the whole app while the server answers 503, with the server's message. */
export function MaintenanceScreen({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Card sx={{ maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <CardContent sx={{ p: 4 }}>
          <ConstructionIcon color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
          <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
            {texts.maintenanceEnCours}
          </Typography>
          <Typography sx={{ mb: 3, whiteSpace: 'pre-line' }}>{message}</Typography>
          <Button variant="contained" onClick={onRetry} loading={retrying}>
            {texts.reessayer}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
