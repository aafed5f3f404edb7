import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import type { SiteFormInput } from './site-form-values.ts';

/** Rapports: event reports, the intervention report after each service and its template. */
export function SiteReportsSection({ control }: { control: Control<SiteFormInput> }) {
  return (
    <Stack spacing={2}>
      <FormSwitch
        control={control}
        name="eventReportEnabled"
        label="Rapport d’événement"
        helperText="Un rapport est produit pour chaque événement de main courante saisi sur le site."
      />
      <FormSwitch
        control={control}
        name="interventionReportAfterServiceEnabled"
        label="Rapport d’intervention après chaque service"
        helperText="L’agent remplit le rapport d’intervention en terminant son service."
      />
      <FormTextField
        control={control}
        name="interventionReportTemplate"
        label="Modèle de rapport d’intervention"
        multiline
        minRows={5}
        helperText="Le texte proposé à l’agent pour rédiger son rapport."
      />
    </Stack>
  );
}
