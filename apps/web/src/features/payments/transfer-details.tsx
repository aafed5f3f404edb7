import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { texts } from './texts.ts';

/** The platform's bank details, for a payment by transfer. */
export function TransferDetails({
  bank,
  instructions,
}: {
  bank: { holder: string; iban: string; bic: string };
  instructions?: string | null;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={texts.coordonneesBancaires}>
      <Stack spacing={0.5}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {texts.paiementParVirementBancaire}
        </Typography>
        {instructions && <Typography>{instructions}</Typography>}
        <Typography>
          {texts.titulaire} {bank.holder}
        </Typography>
        <Typography>
          IBAN : <span style={{ fontFamily: 'monospace' }}>{bank.iban}</span>
        </Typography>
        <Typography>BIC : {bank.bic}</Typography>
      </Stack>
    </Paper>
  );
}
