import { zodResolver } from '@hookform/resolvers/zod';
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
import type { ChangeEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useCheckKeptHead } from './api/check-kept-head.ts';

import { texts } from './texts.ts';

/** What is pasted must read as a kept head (the exported file or a printed line). */
const zKeptHeadText = z.object({
  text: z.string().refine((text) => parseKeptHead(text) !== null, sealTexts.headInvalid),
});
type KeptHeadText = z.infer<typeof zKeptHeadText>;

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
  const check = useCheckKeptHead(agencyId, siteId);
  const phone = useMediaQuery('(max-width:600px)');
  const { control, handleSubmit, setValue, clearErrors } = useForm<KeptHeadText>({
    resolver: zodResolver(zKeptHeadText),
    defaultValues: { text: '' },
    // Checked on « Vérifier » only: typing clears the message instead.
    reValidateMode: 'onSubmit',
  });
  const text = useWatch({ control, name: 'text' });
  const submit = handleSubmit(({ text }) => {
    const kept = parseKeptHead(text);
    if (kept)
      check.mutate({
        count: kept.count,
        hash: kept.hash,
        siteId: kept.siteId,
        hashes: kept.hashes && [...kept.hashes],
      });
  });
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setValue('text', await file.text());
    clearErrors('text');
    check.reset();
  };
  const verdict = check.data;
  return (
    // Nothing is saved here (the verdict is only shown): closing asks nothing.
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="titre-verifier-empreinte"
    >
      <DialogTitle id="titre-verifier-empreinte">{sealTexts.check}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{texts.collezLEmpreinteGardee}</DialogContentText>
            <Controller
              control={control}
              name="text"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  id="champ-text"
                  label={texts.empreinteGardee}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    // A new text waits for « Vérifier »: its message and the last verdict go until then.
                    clearErrors('text');
                    check.reset();
                  }}
                  multiline
                  minRows={3}
                  maxRows={8}
                  error={fieldState.invalid}
                  helperText={fieldState.error?.message ?? ' '}
                  slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
                />
              )}
            />
            <Button component="label" variant="text" sx={{ alignSelf: 'flex-start' }}>
              {texts.choisirLeFichierExporte}
              <input hidden type="file" accept="application/json,.json,.txt" onChange={(e) => void pick(e)} />
            </Button>
            {check.isError && <Alert severity="error">{check.error.message}</Alert>}
            {verdict && (
              <Alert severity={verdict.unchanged ? 'success' : 'error'} aria-label={texts.resultatDeLaVerification}>
                {verdict.label}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{texts.fermer}</Button>
          <Button
            variant="contained"
            type="submit"
            disabled={check.isPending || text.trim() === ''}
            startIcon={check.isPending ? <CircularProgress size={16} /> : undefined}
          >
            {texts.verifier}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
