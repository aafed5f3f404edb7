import Stack from '@mui/material/Stack';
import { agencyReportPlaceholders } from '@securite/domain/agency-reports/agency-report-template';
import type { Control } from 'react-hook-form';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import type { SiteFormInput } from './site-form-values.ts';

const placeholders = Object.keys(agencyReportPlaceholders)
  .map((name) => `{${name}}`)
  .join(', ');

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
        helperText="À la fin de chaque service, un bon d’intervention (PDF) est envoyé par e-mail au client du site."
      />
      <FormTextField
        control={control}
        name="interventionReportTemplate"
        label="Modèle de rapport d’intervention"
        multiline
        minRows={5}
        helperText={`Le texte du bon d’intervention. Champs remplacés : ${placeholders}.`}
      />
    </Stack>
  );
}
