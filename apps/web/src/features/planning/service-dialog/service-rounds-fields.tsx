import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useCheckpoints, useSiteRounds } from '../../rounds/public.ts';
import { texts } from '../texts.ts';
import type { ServiceFormValues } from './service-form.ts';

interface Option {
  id: string;
  label: string;
  color?: string;
}

const dot = (color: string) => (
  <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} />
);

function PickMany({
  control,
  name,
  label,
  options,
  disabled,
  whenNone,
}: {
  control: Control<ServiceFormValues>;
  name: 'roundIds' | 'checkpointIds';
  label: string;
  options: readonly Option[];
  disabled: boolean;
  /** Said under the field while nothing is chosen. */
  whenNone?: string;
}) {
  const { field } = useController({ control, name });
  const chosen = options.filter((o) => field.value.includes(o.id));
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options}
      value={chosen}
      onChange={(_, next) => field.onChange(next.map((o) => o.id))}
      onBlur={field.onBlur}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(o, v) => o.id === v.id}
      disabled={disabled}
      noOptionsText={texts.aucunChoix}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          {option.color && dot(option.color)}
          {option.label}
        </Box>
      )}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option.label} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          id={`champ-${name}`}
          label={label}
          placeholder={chosen.length ? undefined : texts.aucune}
          helperText={chosen.length === 0 ? whenNone : undefined}
        />
      )}
    />
  );
}

/**
 * « Rondes » and « Points de contrôle » of the chosen site, to attach to the service; each hidden while the site has
 * none. With no round chosen the service walks every round of its site (the domain's roundsToWalk), as it says. Another site clears the choices (they belong to the previous one). `reads`: the user may list them.
 */
export function ServiceRoundsFields({
  control,
  agencyId,
  reads,
  disabled,
}: {
  control: Control<ServiceFormValues>;
  agencyId: string;
  reads: boolean;
  disabled: boolean;
}) {
  const siteId = useWatch({ control, name: 'siteId' });
  const site = reads ? siteId : null;
  const rounds = useSiteRounds(agencyId, site);
  const checkpoints = useCheckpoints(agencyId, site, site !== null);
  const roundsField = useController({ control, name: 'roundIds' }).field;
  const checkpointsField = useController({ control, name: 'checkpointIds' }).field;

  const previousSite = useRef(siteId);
  useEffect(() => {
    if (previousSite.current === siteId) return;
    previousSite.current = siteId;
    roundsField.onChange([]);
    checkpointsField.onChange([]);
  }, [siteId, roundsField, checkpointsField]);
  // Ids the site no longer holds (a round deleted meanwhile) are dropped once its lists are known.
  useEffect(() => {
    const live = rounds.data?.map((r) => r.id);
    if (live && roundsField.value.some((id) => !live.includes(id)))
      roundsField.onChange(roundsField.value.filter((id) => live.includes(id)));
  }, [rounds.data, roundsField]);
  useEffect(() => {
    const live = checkpoints.data?.map((c) => c.id);
    if (live && checkpointsField.value.some((id) => !live.includes(id)))
      checkpointsField.onChange(checkpointsField.value.filter((id) => live.includes(id)));
  }, [checkpoints.data, checkpointsField]);

  const roundOptions: Option[] = (rounds.data ?? []).map((r) => ({
    id: r.id,
    label: `${r.name} (${r.checkpoints.length} point${r.checkpoints.length > 1 ? 's' : ''})`,
  }));
  const checkpointOptions: Option[] = (checkpoints.data ?? []).map((c) => ({
    id: c.id,
    label: c.title,
    color: c.color,
  }));
  if (roundOptions.length === 0 && checkpointOptions.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {roundOptions.length > 0 && (
        <PickMany
          control={control}
          name="roundIds"
          label={texts.rondes}
          options={roundOptions}
          disabled={disabled}
          whenNone={texts.aucuneChoisieLeLength(roundOptions.length)}
        />
      )}
      {checkpointOptions.length > 0 && (
        <PickMany
          control={control}
          name="checkpointIds"
          label={texts.pointsDeControle}
          options={checkpointOptions}
          disabled={disabled}
        />
      )}
    </Box>
  );
}
