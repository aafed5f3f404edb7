import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { parseKeptHead, sealTexts } from '@securite/domain/events/event-seal-messages';
import { type ChangeEvent, useState } from 'react';
import { useCheckKeptHead } from './api/events-api.ts';

/**
 * « Vérifier une empreinte »: the user pastes a head kept outside the application (the exported file, or the line
 * printed on a PDF), or picks the exported file; the server says whether the main courante up to it is unchanged.
 */
export function CheckHeadDialog({
  agencyId,
  siteId,
  onClose,
}: {
  agencyId: string;
  siteId: string;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const check = useCheckKeptHead(agencyId, siteId);
  const phone = useMediaQuery('(max-width:600px)');
  const submit = () => {
    const kept = parseKeptHead(text);
    if (!kept) {
      setInvalid(sealTexts.headInvalid);
      return;
    }
    setInvalid(null);
    check.mutate({ count: kept.count, hash: kept.hash, siteId: kept.siteId, hashes: kept.hashes && [...kept.hashes] });
  };
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
    check.reset();
  };
  const verdict = check.data;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="titre-verifier-empreinte"
    >
      <DialogTitle id="titre-verifier-empreinte">{sealTexts.check}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Collez l'empreinte gardée hors de l'application : le fichier exporté, ou la ligne « Empreinte de la main
            courante » imprimée sur un PDF. Le serveur recalcule la chaîne et dit si rien n'a changé jusqu'à elle.
          </DialogContentText>
          <TextField
            label="Empreinte gardée"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(null);
              check.reset();
            }}
            multiline
            minRows={3}
            maxRows={8}
            error={!!invalid}
            helperText={invalid ?? ' '}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          <Button component="label" variant="text" sx={{ alignSelf: 'flex-start' }}>
            Choisir le fichier exporté
            <input hidden type="file" accept="application/json,.json,.txt" onChange={(e) => void pick(e)} />
          </Button>
          {check.isError && <Alert severity="error">{check.error.message}</Alert>}
          {verdict && (
            <Alert severity={verdict.unchanged ? 'success' : 'error'} aria-label="Résultat de la vérification">
              {verdict.label}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={check.isPending || text.trim() === ''}
          startIcon={check.isPending ? <CircularProgress size={16} /> : undefined}
        >
          Vérifier
        </Button>
      </DialogActions>
    </Dialog>
  );
}
