import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ActiveContract } from '@securite/domain/agents/agent-schemas';
import { monthlyWorkingLimit } from '@securite/domain/agents/working-limit';
import { useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { texts } from '../texts.ts';
import type { AgentFormValues } from './agent-form-values.ts';
import { EmploymentFields } from './employment-fields.tsx';
import { ExpirationsList } from './expirations-list.tsx';

const periodLabels: Record<ActiveContract['period'], string> = { weekly: texts.parSemaine, monthly: texts.parMois };
const hours = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** The contract's hours: empty hours means no contract; the monthly working limit is computed as the server does. */
function ActiveContractFields({ control, readOnly }: { control: Control<AgentFormValues>; readOnly: boolean }) {
  const [period, setPeriod] = useState<ActiveContract['period']>('weekly');
  return (
    <Controller
      control={control}
      name="agentInfos.activeContract"
      render={({ field, fieldState }) => {
        const contract = field.value ?? null;
        const currentPeriod = contract?.period ?? period;
        const error = (fieldState.error as { hoursLimit?: { message?: string } } | undefined)?.hoursLimit?.message;
        const limit = contract ? monthlyWorkingLimit(contract) : null;
        return (
          <Stack spacing={1}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                id="champ-heures-contrat"
                label={texts.heuresPrevuesAuContrat}
                type="number"
                value={contract?.hoursLimit ?? ''}
                disabled={readOnly}
                onBlur={field.onBlur}
                inputRef={field.ref}
                onChange={(event) => {
                  const raw = event.target.value.replace(',', '.');
                  field.onChange(raw === '' ? null : { hoursLimit: Number(raw), period: currentPeriod });
                }}
                error={!!error}
                helperText={error ?? texts.laissezVideSIl}
                slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }}
                fullWidth
              />
              <TextField
                id="champ-periode-contrat"
                select
                label={texts.periode}
                value={currentPeriod}
                disabled={readOnly}
                onChange={(event) => {
                  const next = event.target.value as ActiveContract['period'];
                  setPeriod(next);
                  if (contract) field.onChange({ ...contract, period: next });
                }}
                sx={{ minWidth: 180 }}
              >
                {Object.entries(periodLabels).map(([value, label]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {limit === null
                ? texts.aucuneLimiteMensuelleD
                : texts.limiteMensuelleDeValue(
                    hours.format(limit),
                    contract?.period === 'weekly' ? ` ${texts.heuresHebdomadaires5212}` : '',
                  )}
            </Typography>
          </Stack>
        );
      }}
    />
  );
}

/** Contrat: the hours of the active contract, the staff register's details and the work contracts' end dates. */
export function ContractSection({ control, readOnly }: { control: Control<AgentFormValues>; readOnly: boolean }) {
  return (
    <Stack spacing={3}>
      <ActiveContractFields control={control} readOnly={readOnly} />
      <EmploymentFields control={control} readOnly={readOnly} />
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          {texts.contratsDeTravail}
        </Typography>
        <ExpirationsList control={control} category="contracts" readOnly={readOnly} />
      </Stack>
    </Stack>
  );
}
