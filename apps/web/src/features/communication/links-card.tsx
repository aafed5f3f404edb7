import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type UsefulLinks, type UsefulLinksInput, zUsefulLinks } from '@securite/domain/communication/schemas';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { usePageLeaveGuard } from '../../ui/form/use-unsaved-guard.ts';
import { useSaveUsefulLinks } from './api/links-admin.ts';

import { texts } from './texts.ts';

/** Where « Plan de formation » and « Offre site internet » lead, and the support address the links pages show. */
export function LinksCard({ links }: { links: UsefulLinks }) {
  const save = useSaveUsefulLinks();
  const { control, handleSubmit, setError, reset, getValues, formState } = useForm<
    UsefulLinksInput,
    unknown,
    UsefulLinks
  >({
    resolver: zodResolver(zUsefulLinks),
    defaultValues: {
      trainingPlanUrl: links.trainingPlanUrl ?? '',
      websiteOfferUrl: links.websiteOfferUrl ?? '',
      websiteOfferText: links.websiteOfferText ?? '',
      supportEmail: links.supportEmail ?? '',
    },
  });
  usePageLeaveGuard(formState.isDirty);
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError, reset, getValues },
    { fields: 'all', save: save.mutateAsync, success: texts.vosModificationsOntEte },
  );
  return (
    <Card component="section" aria-labelledby="titre-liens">
      <CardContent>
        <Typography id="titre-liens" variant="h6" component="h2" sx={{ mb: 2 }}>
          {texts.liensUtilesDesAgences}
        </Typography>
        <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <FormTextField
            control={control}
            name="trainingPlanUrl"
            label={texts.adresseDuPlanDe}
            placeholder="https://…"
          />
          <FormTextField
            control={control}
            name="websiteOfferUrl"
            label={texts.adresseDeLOffre}
            placeholder="https://…"
          />
          <FormTextField
            control={control}
            name="websiteOfferText"
            label={texts.presentationDeLOffre}
            multiline
            minRows={3}
          />
          <FormTextField control={control} name="supportEmail" label={texts.adresseEMailDu} />
          <div>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {texts.enregistrerLesLiens}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
