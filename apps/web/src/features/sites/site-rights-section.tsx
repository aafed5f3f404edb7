import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { agentSiteRights, customerSiteRights, siteRightLabels } from '@securite/domain/sites/site-rights';
import { type Control, Controller } from 'react-hook-form';
import type { SiteFormInput } from './site-form-values.ts';

import { texts } from './texts.ts';

function RightsChecklist({
  control,
  name,
  label,
  helper,
  rights,
}: {
  control: Control<SiteFormInput>;
  name: 'rightsAgent' | 'rightsCustomer';
  label: string;
  helper: string;
  rights: readonly (keyof typeof siteRightLabels)[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const checked = new Set<string>(field.value ?? []);
        const toggle = (right: string, on: boolean) => {
          // Kept in the domain's order whatever the order of the clicks.
          const next = rights.filter((r) => (r === right ? on : checked.has(r)));
          field.onChange(next);
        };
        return (
          <FormControl component="fieldset" error={fieldState.invalid} sx={{ flex: 1 }}>
            <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
              {label}
            </FormLabel>
            <FormHelperText sx={{ mx: 0, mb: 1 }}>{fieldState.error?.message ?? helper}</FormHelperText>
            <FormGroup>
              {rights.map((right) => (
                <FormControlLabel
                  key={right}
                  control={
                    <Checkbox checked={checked.has(right)} onChange={(_, on) => toggle(right, on)} size="small" />
                  }
                  label={siteRightLabels[right]}
                />
              ))}
            </FormGroup>
          </FormControl>
        );
      }}
    />
  );
}

/** Droits: what the agents posted on the site and the users of its customer may see or do there. */
export function SiteRightsSection({ control }: { control: Control<SiteFormInput> }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <RightsChecklist
        control={control}
        name="rightsAgent"
        label={texts.droitsDesAgents}
        helper={texts.pourLesAgentsAffectes}
        rights={agentSiteRights}
      />
      <RightsChecklist
        control={control}
        name="rightsCustomer"
        label={texts.droitsDuClient}
        helper={texts.pourLesUtilisateursDu}
        rights={customerSiteRights}
      />
    </Stack>
  );
}
