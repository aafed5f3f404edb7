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

import { texts } from './texts.ts';

export interface SignaturesDialogProps {
  agencyId: string;
  canEdit: boolean;
}

/** What « Nouvelle signature » sends: the domain's save with the drawing required (an edit needs none). */
const drawFirst = texts.dessinezLaSignatureAvant;
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
      success: texts.signatureEnregistree,
      onSaved: onDone,
      // The save asks for no notice of its own: a refusal without a field (a 403 too) says so here.
      forbiddenInForm: true,
      placeError: (error) => {
        if (error instanceof ApiError && error.errors) return false;
        setFormError(texts.laSignatureNAPas);
        return true;
      },
    },
  );
  return (
    <section aria-label={texts.nouvelleSignature}>
      <Stack spacing={2} component="form" onSubmit={onSubmit} noValidate>
        <FormError message={formError} />
        <FormTextField
          control={control}
          name="name"
          label={texts.nomDeLaSignature}
          required
          helperText={texts.parExempleSignatureDu}
        />
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <SignaturePadField
              label={texts.signature}
              onChange={(png) => field.onChange(png ?? '')}
              height={160}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormSwitch control={control} name="useAsDefault" label={texts.signatureParDefautDe} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void (dialog?.mayLeave() ?? Promise.resolve(true)).then((leave) => leave && onDone())}>
            {texts.annuler}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {texts.enregistrerLaSignature}
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
    notify.success(texts.estLaSignatureName(signature.name));
  };
  const askDelete = async (signature: SignatureTemplate) => {
    const ok = await confirm({
      title: texts.supprimerCetteSignature,
      message: signature.useAsDefault ? texts.cEstLaSignature : texts.lesContratsDejaSignes,
      confirmLabel: texts.supprimer,
      destructive: true,
    });
    if (!ok) return;
    await remove.mutateAsync(signature.id);
    notify.success(texts.signatureSupprimee);
  };
  return (
    <FormDialog open onClose={() => close()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{texts.signaturesDeLAgence}</DialogTitle>
      <DialogContent>
        {adding ? (
          <NewSignature agencyId={agencyId} onDone={() => setAdding(false)} />
        ) : (
          <QueryView
            query={query}
            loadingLabel={texts.chargementDesSignatures}
            errorText={texts.impossibleDeChargerLesSignatures}
            empty={signatures.length === 0}
            emptyState={<Alert severity="info">{texts.aucuneSignatureLesContrats}</Alert>}
          >
            <Stack spacing={1.5}>
              {signatures.map((signature) => (
                <Card key={signature.id} variant="outlined">
                  <CardContent sx={{ pb: 0 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography sx={{ fontWeight: 500 }}>{signature.name}</Typography>
                      {signature.useAsDefault && <Chip size="small" color="primary" label={texts.parDefaut} />}
                    </Stack>
                    <Box
                      component="img"
                      src={signature.image}
                      alt={texts.signatureName(signature.name)}
                      sx={{ maxHeight: 80, maxWidth: '100%', mt: 1 }}
                    />
                  </CardContent>
                  {canEdit && (
                    <CardActions>
                      {!signature.useAsDefault && (
                        <Button size="small" onClick={() => void makeDefault(signature)}>
                          {texts.utiliserParDefaut}
                        </Button>
                      )}
                      <Button size="small" color="error" onClick={() => void askDelete(signature)}>
                        {texts.supprimer}
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
              {texts.dessinerUneSignature}
            </Button>
          )}
          <FormDialogCancelButton>{texts.fermer}</FormDialogCancelButton>
        </DialogActions>
      )}
    </FormDialog>
  );
}
