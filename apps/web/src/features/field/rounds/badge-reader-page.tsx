import NfcIcon from '@mui/icons-material/Nfc';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roundExecutionMessages } from '@securite/domain/rounds/round-execution';
import type { BadgeInfo } from '@securite/domain/rounds/round-execution-schemas';
import { useState } from 'react';
import { useSession } from '../../../api/session.ts';
import { Page } from '../../../ui/page.tsx';
import { getBadgeInfo } from '../api/get-badge-info.ts';
import { nfcAvailable, readNfcTag } from './nfc-reader.ts';
import { QrScanDialog } from './qr-scan-dialog.tsx';
import { texts as localTexts } from './texts.ts';

/** Asks the server about each name a badge may go by, the first it knows wins. */
async function lookUp(agencyId: string, texts: readonly string[]): Promise<BadgeInfo> {
  let last: unknown = new Error(roundExecutionMessages.badgeNotFound);
  for (const text of texts) {
    try {
      return await getBadgeInfo(agencyId, text);
    } catch (error) {
      last = error;
    }
  }
  throw last;
}

/** terrain/nfc: reads a badge (NFC tag or QR code) and says which checkpoint of the agency it is. */
export function BadgeReaderPage() {
  const agencyId = useSession().agencyId ?? '';
  const [scanning, setScanning] = useState(false);
  const [info, setInfo] = useState<BadgeInfo | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function resolve(texts: string[]) {
    setInfo(null);
    setMessage(localTexts.rechercheDuBadge);
    try {
      setInfo(await lookUp(agencyId, texts));
      setMessage(null);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : roundExecutionMessages.badgeNotFound);
    }
  }

  async function readNfc() {
    if (!nfcAvailable()) {
      setMessage(roundExecutionMessages.nfcUnavailable);
      return;
    }
    const controller = new AbortController();
    setMessage(localTexts.approchezLeBadgeNfc);
    try {
      await resolve(await readNfcTag(controller.signal));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : localTexts.lectureNfcImpossible);
    } finally {
      controller.abort();
    }
  }

  return (
    <Page title={localTexts.lectureDeBadge}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" size="large" startIcon={<NfcIcon />} onClick={() => void readNfc()}>
            {localTexts.lireUnBadgeNfc}
          </Button>
          <Button variant="outlined" size="large" startIcon={<QrCodeScannerIcon />} onClick={() => setScanning(true)}>
            {localTexts.scannerUnQrCode}
          </Button>
        </Stack>
        {message && <Alert severity="info">{message}</Alert>}
        {info && (
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                {info.checkpoint.title}
              </Typography>
              <Typography>
                {localTexts.site2} {info.checkpoint.site.name}
              </Typography>
              {info.checkpoint.badge && (
                <Typography variant="body2">
                  {localTexts.badge} {info.checkpoint.badge}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {info.rounds.length > 0
                  ? localTexts.rondesValue(info.rounds.map((r) => r.name).join(', '))
                  : localTexts.cePointNeFait}
              </Typography>
            </CardContent>
          </Card>
        )}
      </Stack>
      {scanning && (
        <QrScanDialog
          onRead={(text) => {
            setScanning(false);
            void resolve([text]);
          }}
          onClose={() => setScanning(false)}
        />
      )}
    </Page>
  );
}
