import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_CIRCUIT_STOPS } from '@securite/domain/circuits/circuit-schemas';
import { stopWindows } from '@securite/domain/circuits/circuit-stops';
import { type Control, Controller, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { FormTimeField } from '../../shared/planning/time-input.tsx';
import { type CircuitFormValues, nextStop, overlappingStops, type StopFormValues } from './circuit-form.ts';

import { texts } from './texts.ts';

export interface SiteOption {
  id: string;
  name: string;
}

const TIME = /^\d\d:\d\d$/;

/** Which stops fall on the next day (a start before the previous one's), numbered from 0. */
function nextDayStops(stops: readonly StopFormValues[]): Set<number> {
  if (!stops.every((s) => TIME.test(s.startTime) && TIME.test(s.endTime))) return new Set();
  return new Set(stopWindows(stops).flatMap((w, index) => (w.start >= 1440 ? [index] : [])));
}

/** 'Les étapes 1 et 2 se chevauchent' for every pair, as the planner types (saving asks to confirm them). */
function OverlapWarning({ control }: { control: Control<CircuitFormValues> }) {
  const stops = useWatch({ control, name: 'stops' });
  const pairs = overlappingStops(stops);
  if (pairs.length === 0) return null;
  return (
    <Alert severity="warning" role="status" aria-label={texts.etapesQuiSeChevauchent}>
      {pairs.map(([a, b]) => (
        <div key={`${a}-${b}`}>{texts.lesEtapesEtA(a, b)}</div>
      ))}
    </Alert>
  );
}

function StopRow({
  control,
  index,
  count,
  sites,
  nextDay,
  disabled,
  onMove,
  onRemove,
}: {
  control: Control<CircuitFormValues>;
  index: number;
  count: number;
  sites: readonly SiteOption[];
  nextDay: boolean;
  disabled: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  return (
    <Box
      component="li"
      aria-label={texts.etapeN(n)}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        // On a phone: the stop's number and buttons on top, then its site, then its times.
        gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: '32px minmax(0, 1fr) 120px 120px auto' },
        gridTemplateAreas: { xs: '"num actions" "site site" "start end"', md: '"num site start end actions"' },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ gridArea: 'num', fontWeight: 700, pt: { xs: 1, md: 2 }, textAlign: { md: 'center' } }}>
        <Box component="span" sx={{ display: { md: 'none' } }}>
          {texts.etape}{' '}
        </Box>
        {n}
      </Typography>
      <Box sx={{ gridArea: 'site' }}>
        <Controller
          control={control}
          name={`stops.${index}.siteId`}
          render={({ field, fieldState }) => (
            <Autocomplete
              options={sites}
              value={sites.find((s) => s.id === field.value) ?? null}
              onChange={(_, next) => field.onChange(next?.id ?? null)}
              onBlur={field.onBlur}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(o, v) => o.id === v.id}
              disabled={disabled}
              noOptionsText={texts.aucunSite}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={texts.siteDeLN(n)}
                  required
                  error={fieldState.invalid}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          )}
        />
      </Box>
      <Box sx={{ gridArea: 'start' }}>
        <FormTimeField
          control={control}
          name={`stops.${index}.startTime`}
          label={texts.arrivee}
          required
          disabled={disabled}
          helperText={nextDay ? texts.leLendemain : undefined}
        />
      </Box>
      <Box sx={{ gridArea: 'end' }}>
        <FormTimeField
          control={control}
          name={`stops.${index}.endTime`}
          label={texts.depart}
          required
          disabled={disabled}
        />
      </Box>
      <Stack direction="row" sx={{ gridArea: 'actions', justifyContent: 'flex-end', pt: { md: 0.5 } }}>
        <IconButton
          aria-label={texts.monterLEtapeN(n)}
          disabled={disabled || index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton
          aria-label={texts.descendreLEtapeN(n)}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton aria-label={texts.retirerLEtapeN(n)} disabled={disabled || count === 1} onClick={onRemove}>
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}

/**
 * Étapes: the sites of the tour in visiting order, each with its arrival and departure times; a stop whose arrival is
 * before the previous one's is on the next day. Stops are added, removed and moved up or down.
 */
export function StopsField({
  control,
  sites,
  disabled = false,
}: {
  control: Control<CircuitFormValues>;
  sites: readonly SiteOption[];
  disabled?: boolean;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'stops' });
  const stops = useWatch({ control, name: 'stops' });
  const { errors } = useFormState({ control, name: 'stops' });
  const nextDay = nextDayStops(stops);
  const rootError = errors.stops?.root?.message;
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {texts.etapes2}
        {fields.length})
      </Typography>
      <Box component="ol" aria-label={texts.etapesDuCircuit} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fields.map((field, index) => (
          <StopRow
            key={field.id}
            control={control}
            index={index}
            count={fields.length}
            sites={sites}
            nextDay={nextDay.has(index)}
            disabled={disabled}
            onMove={(to) => move(index, to)}
            onRemove={() => remove(index)}
          />
        ))}
      </Box>
      {rootError && <FormHelperText error>{rootError}</FormHelperText>}
      <OverlapWarning control={control} />
      {!disabled && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => append(nextStop(stops))}
            disabled={fields.length >= MAX_CIRCUIT_STOPS}
          >
            {texts.ajouterUneEtape}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
