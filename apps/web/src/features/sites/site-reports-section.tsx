import Stack from '@mui/material/Stack';
import { agencyReportPlaceholders } from '@securite/domain/agency-reports/agency-report-template';
import type { Control } from 'react-hook-form';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import type { SiteFormInput } from './site-form-values.ts';

import { texts } from './texts.ts';

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
        label={texts.rapportDEvenement}
        helperText={texts.unRapportEstProduit}
      />
      <FormSwitch
        control={control}
        name="interventionReportAfterServiceEnabled"
        label={texts.rapportDInterventionApres}
        helperText={texts.aLaFinDe}
      />
      <FormTextField
        control={control}
        name="interventionReportTemplate"
        label={texts.modeleDeRapportD}
        multiline
        minRows={5}
        helperText={texts.leTexteDuPlaceholders(placeholders)}
      />
    </Stack>
  );
}
