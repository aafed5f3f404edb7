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
    { fields: 'all', save: save.mutateAsync, success: 'Vos modifications ont été enregistrées avec succès' },
  );
  return (
    <Card component="section" aria-labelledby="titre-liens">
      <CardContent>
        <Typography id="titre-liens" variant="h6" component="h2" sx={{ mb: 2 }}>
          Liens utiles des agences
        </Typography>
        <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <FormTextField
            control={control}
            name="trainingPlanUrl"
            label="Adresse du plan de formation"
            placeholder="https://…"
          />
          <FormTextField
            control={control}
            name="websiteOfferUrl"
            label="Adresse de l’offre site internet"
            placeholder="https://…"
          />
          <FormTextField
            control={control}
            name="websiteOfferText"
            label="Présentation de l’offre site internet"
            multiline
            minRows={3}
          />
          <FormTextField control={control} name="supportEmail" label="Adresse e-mail du support" />
          <div>
            <Button type="submit" variant="contained" loading={save.isPending}>
              Enregistrer les liens
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
