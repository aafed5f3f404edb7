import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormNumberFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'label' | 'type'> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Unit shown after the value (h, %). */
  unit?: string;
  step?: number;
};

/** A number bound to react-hook-form: an empty field is null, a comma is read as the decimal point. */
export function FormNumberField<T extends FieldValues>({
  control,
  name,
  label,
  unit,
  step = 0.01,
  ...props
}: FormNumberFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          type="number"
          id={props.id ?? `champ-${name}`}
          label={label}
          value={field.value ?? ''}
          onChange={(event) => {
            const raw = event.target.value.replace(',', '.');
            field.onChange(raw === '' ? null : Number(raw));
          }}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? props.helperText}
          fullWidth={props.fullWidth ?? true}
          slotProps={{
            ...props.slotProps,
            htmlInput: { step, min: 0, inputMode: 'decimal' },
            input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
          }}
        />
      )}
    />
  );
}
