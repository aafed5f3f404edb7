import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  agentTypeLabels,
  agentTypes,
  DEFAULT_AGENT_RATING,
  MAX_AGENT_RATING,
} from '@securite/domain/agents/agent-types';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { FormCentsField } from '../../../ui/form/form-cents-field.tsx';
import { FormNumberField } from '../../../ui/form/form-number-field.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { texts } from '../texts.ts';
import type { AgentFormValues } from './agent-form-values.ts';

/**
 * Paramètres: rating, plannable, overtime increase, hourly cost (for those who see the billing: the server neither
 * shows nor changes it for others), week duration, type and external company.
 */
export function SettingsSection({
  control,
  readOnly,
  showCost,
}: {
  control: Control<AgentFormValues>;
  readOnly: boolean;
  showCost: boolean;
}) {
  const type = useWatch({ control, name: 'agentInfos.type' });
  return (
    <Stack spacing={2.5}>
      <Controller
        control={control}
        name="agentInfos.rating"
        render={({ field }) => (
          <Stack spacing={0.5}>
            <Typography component="legend" id="legende-note" variant="body2">
              {texts.noteDuCollaborateur}
            </Typography>
            <Rating
              name="note"
              aria-labelledby="legende-note"
              max={MAX_AGENT_RATING}
              value={field.value ?? DEFAULT_AGENT_RATING}
              readOnly={readOnly}
              onChange={(_, value) => field.onChange(value ?? DEFAULT_AGENT_RATING)}
              getLabelText={(value) => texts.etoileValueValue2(value, value > 1 ? 's' : '')}
            />
          </Stack>
        )}
      />
      <Controller
        control={control}
        name="agentInfos.plannable"
        render={({ field }) => (
          <div>
            <FormControlLabel
              disabled={readOnly}
              control={<Switch checked={field.value ?? true} onChange={(_, checked) => field.onChange(checked)} />}
              label={texts.planifiable}
            />
            <FormHelperText sx={{ mt: 0 }}>{texts.leCollaborateurPeutEtre}</FormHelperText>
          </div>
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormNumberField
          control={control}
          name="agentInfos.overtimeIncrease"
          label={texts.majorationDesHeuresSupplementaires}
          unit="%"
          disabled={readOnly}
        />
        <FormNumberField
          control={control}
          name="agentInfos.weekDuration"
          label={texts.dureeHebdomadaireDeTravail}
          unit="h"
          disabled={readOnly}
        />
      </Stack>
      {showCost && (
        <FormCentsField
          control={control}
          name="agentInfos.hourlyCostCents"
          label={texts.coutHoraireCharge}
          helperText={texts.sertAuCalculDes}
          disabled={readOnly}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="agentInfos.type"
          label={texts.typeDeCollaborateur}
          select
          disabled={readOnly}
        >
          {agentTypes.map((value) => (
            <MenuItem key={value} value={value}>
              {agentTypeLabels[value]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="agentInfos.externalCompanyName"
          label={texts.societeExterieure}
          helperText={type === 'employee' ? texts.pourUnInterimaireOu : texts.agenceDInterimOu}
          disabled={readOnly}
        />
      </Stack>
    </Stack>
  );
}
