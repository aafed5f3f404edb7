import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/** Chips to pick several numbers (weekdays, days of the month), kept sorted, with the field's message below. */
export function FormNumberChips<T extends FieldValues>({
  control,
  name,
  label,
  values,
  labelOf,
  nameOf,
  minWidth,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, number[]>;
  label: string;
  values: readonly number[];
  labelOf: (n: number) => string;
  nameOf: (n: number) => string;
  minWidth: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value as number[];
        const chosen = new Set(value);
        const toggle = (n: number) =>
          field.onChange(chosen.has(n) ? value.filter((v) => v !== n) : [...value, n].sort((a, b) => a - b));
        return (
          <Box role="group" aria-label={label}>
            <Typography variant="body2" sx={{ mb: 0.5, color: 'text.secondary' }}>
              {label}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {values.map((n) => (
                <Chip
                  key={n}
                  label={labelOf(n)}
                  aria-label={nameOf(n)}
                  aria-pressed={chosen.has(n)}
                  color={chosen.has(n) ? 'primary' : 'default'}
                  variant={chosen.has(n) ? 'filled' : 'outlined'}
                  onClick={() => toggle(n)}
                  sx={{ minWidth }}
                />
              ))}
            </Box>
            {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </Box>
        );
      }}
    />
  );
}
