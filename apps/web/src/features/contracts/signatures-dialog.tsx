import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SignatureTemplate } from '@securite/domain/contracts/contract-schemas';
import { useId, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDialog, FormDialogCancelButton, useFormDialogGuard, useReportDirty } from '../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../ui/form/use-changed-since-open.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { QueryView } from '../../ui/query-view.tsx';
import {
  useDeleteSignatureTemplate,
  useSaveSignatureTemplate,
  useSignatureTemplates,
} from './api/signature-templates.ts';
import { SignaturePadField } from './signature-pad-field.tsx';

export interface SignaturesDialogProps {
  agencyId: string;
  canEdit: boolean;
}

function NewSignature({ agencyId, onDone }: { agencyId: string; onDone: () => void }) {
  const [name, setName] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [useAsDefault, setUseAsDefault] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dialog = useFormDialogGuard();
  const dirty = useChangedSinceOpen({ name, image, useAsDefault });
  useReportDirty(dirty);
  const save = useSaveSignatureTemplate(agencyId);
  const submit = async () => {
    const local: Record<string, string> = {};
    if (!name.trim()) local.name = 'Obligatoire';
    if (!image) local.image = 'Dessinez la signature avant de l’enregistrer.';
    setErrors(local);
    if (Object.keys(local).length > 0 || !image) return;
    try {
      await save.mutateAsync({ name, image, useAsDefault });
      notify.success('Signature enregistrée');
      onDone();
    } catch (error) {
      setErrors(
        error instanceof ApiError && error.errors
          ? error.errors
          : { form: 'La signature n’a pas pu être enregistrée.' },
      );
    }
  };
  return (
    <Stack spacing={2} component="section" aria-label="Nouvelle signature">
      {errors.form && <Alert severity="error">{errors.form}</Alert>}
      <TextField
        label="Nom de la signature"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={!!errors.name}
        helperText={errors.name ?? 'Par exemple « Signature du gérant »'}
      />
      <SignaturePadField label="Signature" onChange={setImage} height={160} error={errors.image} />
      <FormControlLabel
        control={<Switch checked={useAsDefault} onChange={(event) => setUseAsDefault(event.target.checked)} />}
        label="Signature par défaut de l’agence (apposée sur les contrats envoyés)"
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => void (dialog?.mayLeave() ?? Promise.resolve(true)).then((leave) => leave && onDone())}>
          Annuler
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={save.isPending}>
          Enregistrer la signature
        </Button>
      </Stack>
    </Stack>
  );
}

/** Signatures de l’agence (signature templates, useAsDefault): drawn with signature_pad, one default. */
export function SignaturesDialog({ agencyId, canEdit, close }: SignaturesDialogProps & DialogControls) {
  const titleId = useId();
  const query = useSignatureTemplates(agencyId);
  const save = useSaveSignatureTemplate(agencyId);
  const remove = useDeleteSignatureTemplate(agencyId);
  const [adding, setAdding] = useState(false);
  const signatures = query.data?.data ?? [];
  const makeDefault = async (signature: SignatureTemplate) => {
    await save.mutateAsync({ id: signature.id, name: signature.name, useAsDefault: true });
    notify.success(`« ${signature.name} » est la signature par défaut`);
  };
  const askDelete = async (signature: SignatureTemplate) => {
    const ok = await confirm({
      title: 'Supprimer cette signature ?',
      message: signature.useAsDefault
        ? 'C’est la signature par défaut : les prochains contrats seront envoyés sans signature de l’agence.'
        : 'Les contrats déjà signés la gardent.',
      confirmLabel: 'Supprimer',
      destructive: true,
    });
    if (!ok) return;
    await remove.mutateAsync(signature.id);
    notify.success('Signature supprimée');
  };
  return (
    <FormDialog open onClose={() => close()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Signatures de l’agence</DialogTitle>
      <DialogContent>
        {adding ? (
          <NewSignature agencyId={agencyId} onDone={() => setAdding(false)} />
        ) : (
          <QueryView
            query={query}
            loadingLabel="Chargement des signatures"
            errorText="Impossible de charger les signatures."
            empty={signatures.length === 0}
            emptyState={
              <Alert severity="info">
                Aucune signature : les contrats sont envoyés sans la signature de l’agence. Dessinez-en une.
              </Alert>
            }
          >
            <Stack spacing={1.5}>
              {signatures.map((signature) => (
                <Card key={signature.id} variant="outlined">
                  <CardContent sx={{ pb: 0 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography sx={{ fontWeight: 500 }}>{signature.name}</Typography>
                      {signature.useAsDefault && <Chip size="small" color="primary" label="Par défaut" />}
                    </Stack>
                    <Box
                      component="img"
                      src={signature.image}
                      alt={`Signature ${signature.name}`}
                      sx={{ maxHeight: 80, maxWidth: '100%', mt: 1 }}
                    />
                  </CardContent>
                  {canEdit && (
                    <CardActions>
                      {!signature.useAsDefault && (
                        <Button size="small" onClick={() => void makeDefault(signature)}>
                          Utiliser par défaut
                        </Button>
                      )}
                      <Button size="small" color="error" onClick={() => void askDelete(signature)}>
                        Supprimer
                      </Button>
                    </CardActions>
                  )}
                </Card>
              ))}
            </Stack>
          </QueryView>
        )}
      </DialogContent>
      {!adding && (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {canEdit && (
            <Button variant="contained" onClick={() => setAdding(true)}>
              Dessiner une signature
            </Button>
          )}
          <FormDialogCancelButton>Fermer</FormDialogCancelButton>
        </DialogActions>
      )}
    </FormDialog>
  );
}
