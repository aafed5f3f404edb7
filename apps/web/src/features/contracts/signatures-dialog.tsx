import { zodResolver } from '@hookform/resolvers/zod';
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
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type SignatureTemplate, zSignatureTemplateSave } from '@securite/domain/contracts/contract-schemas';
import { zSignatureImage } from '@securite/domain/contracts/signature-image';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../api/api-error.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDialog, FormDialogCancelButton, useFormDialogGuard, useReportDirty } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
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

/** What « Nouvelle signature » sends: the domain's save with the drawing required (an edit needs none). */
const drawFirst = 'Dessinez la signature avant de l’enregistrer.';
const zNewSignature = zSignatureTemplateSave.omit({ id: true }).extend({
  // '' while nothing is drawn (or once cleared).
  image: z.string().min(1, drawFirst).pipe(zSignatureImage()),
});
type NewSignatureInput = z.input<typeof zNewSignature>;
type NewSignatureSave = z.output<typeof zNewSignature>;

function NewSignature({ agencyId, onDone }: { agencyId: string; onDone: () => void }) {
  const { control, handleSubmit, setError, formState } = useForm<NewSignatureInput, unknown, NewSignatureSave>({
    resolver: zodResolver(zNewSignature),
    defaultValues: { name: '', image: '', useAsDefault: true },
  });
  const dialog = useFormDialogGuard();
  useReportDirty(formState.isDirty);
  const save = useSaveSignatureTemplate(agencyId);
  const { onSubmit, formError, setFormError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['name', 'image', 'useAsDefault'],
      save: save.mutateAsync,
      success: 'Signature enregistrée',
      onSaved: onDone,
      // The save asks for no notice of its own: a refusal without a field (a 403 too) says so here.
      forbiddenInForm: true,
      placeError: (error) => {
        if (error instanceof ApiError && error.errors) return false;
        setFormError('La signature n’a pas pu être enregistrée.');
        return true;
      },
    },
  );
  return (
    <section aria-label="Nouvelle signature">
      <Stack spacing={2} component="form" onSubmit={onSubmit} noValidate>
        <FormError message={formError} />
        <FormTextField
          control={control}
          name="name"
          label="Nom de la signature"
          required
          helperText="Par exemple « Signature du gérant »"
        />
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <SignaturePadField
              label="Signature"
              onChange={(png) => field.onChange(png ?? '')}
              height={160}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormSwitch
          control={control}
          name="useAsDefault"
          label="Signature par défaut de l’agence (apposée sur les contrats envoyés)"
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void (dialog?.mayLeave() ?? Promise.resolve(true)).then((leave) => leave && onDone())}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Enregistrer la signature
          </Button>
        </Stack>
      </Stack>
    </section>
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
