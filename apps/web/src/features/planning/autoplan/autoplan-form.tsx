import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AutoplanWeights } from '@securite/domain/planning/autoplan/autoplan-schemas';
import type { SiteReference } from '@securite/domain/sites/site-references';
import { texts } from './texts.ts';

export type AutoplanFormValues = {
  from: string;
  to: string;
  sites: SiteReference[];
  weights: AutoplanWeights;
};

const weightLabels: Record<keyof AutoplanWeights, string> = {
  overtime: texts.heuresSupplementaires,
  premium: texts.majorations,
  newSite: texts.nouveauSite,
  travel: texts.trajets,
  fairness: texts.equite,
  change: texts.changements,
};

/** The period (at most a month), the sites (none: all) and the weights of the costs. */
export function AutoplanForm({
  values,
  onChange,
  sites,
  errors,
}: {
  values: AutoplanFormValues;
  onChange: (values: AutoplanFormValues) => void;
  sites: readonly SiteReference[];
  errors: Partial<Record<'from' | 'to' | 'siteIds', string>>;
}) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="date"
          label={texts.periodeDu}
          value={values.from}
          onChange={(e) => onChange({ ...values, from: e.target.value })}
          error={Boolean(errors.from)}
          helperText={errors.from}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          type="date"
          label={texts.periodeAu}
          value={values.to}
          onChange={(e) => onChange({ ...values, to: e.target.value })}
          error={Boolean(errors.to)}
          helperText={errors.to}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      </Stack>
      <Autocomplete
        multiple
        disableCloseOnSelect
        limitTags={3}
        options={[...sites]}
        value={values.sites}
        onChange={(_, next) => onChange({ ...values, sites: next })}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        noOptionsText={texts.aucunSite}
        renderInput={(params) => (
          <TextField
            {...params}
            label={texts.sites}
            placeholder={values.sites.length ? undefined : texts.tousLesSites}
            error={Boolean(errors.siteIds)}
            helperText={errors.siteIds}
          />
        )}
      />
      <Accordion disableGutters variant="outlined">
        <AccordionSummary>
          <Typography>{texts.ponderations}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Stack spacing={1.5}>
            {(Object.keys(weightLabels) as (keyof AutoplanWeights)[]).map((key) => (
              <TextField
                key={key}
                type="number"
                size="small"
                label={weightLabels[key]}
                value={values.weights[key]}
                onChange={(e) => {
                  const value = Number(e.target.value);
                  if (Number.isFinite(value) && value >= 0 && value <= 100) {
                    onChange({ ...values, weights: { ...values.weights, [key]: value } });
                  }
                }}
                slotProps={{ htmlInput: { min: 0, max: 100, step: 0.5 } }}
              />
            ))}
          </Stack>
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}
