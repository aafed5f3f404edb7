import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

const shown = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value / 100).replace('.', ',');

/**
 * A value kept in hundredths (cents for euros, basis points for percents) typed as a decimal: « 24,50 » € is 2450,
 * « 20 » % is 2000. What is typed stays as typed while the value follows it.
 */
export function HundredthsField<T extends FieldValues>({
  control,
  name,
  label,
  unit,
  required,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  unit: string;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <HundredthsInput
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          unit={unit}
          required={required}
          name={field.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function HundredthsInput(props: {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  label: string;
  unit: string;
  required?: boolean;
  name: string;
  error?: string;
}) {
  const [text, setText] = useState(shown(props.value));
  const { value } = props;
  useEffect(() => {
    setText((current) => {
      const typed = Number(current.replace(',', '.'));
      return current.trim() !== '' && Math.round(typed * 100) === value ? current : shown(value);
    });
  }, [value]);
  return (
    <TextField
      id={`champ-${props.name}`}
      name={props.name}
      label={props.label}
      required={props.required}
      value={text}
      onBlur={props.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        const raw = event.target.value.replace(',', '.').trim();
        const number = Number(raw);
        props.onChange(raw === '' ? null : Number.isFinite(number) ? Math.round(number * 100) : Number.NaN);
      }}
      error={Boolean(props.error)}
      helperText={props.error}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">{props.unit}</InputAdornment> },
      }}
    />
  );
}
