import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The platform's bank details, for a payment by transfer. */
export function TransferDetails({
  bank,
  instructions,
}: {
  bank: { holder: string; iban: string; bic: string };
  instructions?: string | null;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Coordonnées bancaires">
      <Stack spacing={0.5}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Paiement par virement bancaire
        </Typography>
        {instructions && <Typography>{instructions}</Typography>}
        <Typography>Titulaire : {bank.holder}</Typography>
        <Typography>
          IBAN : <span style={{ fontFamily: 'monospace' }}>{bank.iban}</span>
        </Typography>
        <Typography>BIC : {bank.bic}</Typography>
      </Stack>
    </Paper>
  );
}
