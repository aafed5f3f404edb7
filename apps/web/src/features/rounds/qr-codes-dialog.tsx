import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { printHtml, qrLabelsOf, qrSheetHtml, svgUrl } from './qr-sheet.ts';

import { texts } from './texts.ts';

export interface QrCodesDialogProps {
  siteName: string;
  checkpoints: readonly { id: string; title: string; badge: string | null }[];
}

/** The QR codes of a site's checkpoints, as they will print; « Imprimer » opens the browser's print dialog. */
export function QrCodesDialog({ siteName, checkpoints, close }: QrCodesDialogProps & DialogControls) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const labels = useQuery({
    queryKey: ['qr-labels', checkpoints.map((c) => [c.id, c.title, c.badge])],
    queryFn: () => qrLabelsOf(checkpoints),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Dialog open onClose={() => close()} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>
        {texts.qrCodes} {siteName}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {texts.unQrCodePar}
        </Typography>
        {labels.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={texts.preparationDesQrCodes} />
          </Box>
        ) : labels.isError ? (
          <Alert severity="error">{texts.impossibleDePreparerLes}</Alert>
        ) : (
          <Box
            component="ul"
            aria-label={texts.qrCodesAImprimer}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {labels.data.map((label) => (
              <Box
                component="li"
                key={label.id}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, textAlign: 'center' }}
              >
                <Box
                  component="img"
                  src={svgUrl(label.svg)}
                  alt={texts.qrCodeDeTitle(label.title)}
                  sx={{ width: '100%', maxWidth: 140, aspectRatio: '1', display: 'block', mx: 'auto' }}
                />
                <Typography sx={{ fontWeight: 600, mt: 1, overflowWrap: 'anywhere' }}>{label.title}</Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {label.text}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()}>{texts.fermer}</Button>
        <Button
          variant="contained"
          startIcon={<PrintOutlinedIcon />}
          disabled={!labels.data}
          onClick={() => labels.data && printHtml(qrSheetHtml(siteName, labels.data))}
        >
          {texts.imprimer}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
