import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormCentsFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'label' | 'type'> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
};

const toEuros = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : String(cents / 100);

/** An amount typed in euros (comma or point) and kept in integer cents; an empty field is null. */
export function FormCentsField<T extends FieldValues>({ control, name, label, ...props }: FormCentsFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CentsInput
          {...props}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          id={props.id ?? `champ-${name}`}
          label={label}
          cents={field.value}
          onCents={field.onChange}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? props.helperText}
        />
      )}
    />
  );
}

type CentsInputProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  cents: number | null | undefined;
  onCents: (cents: number | null) => void;
};

/** The text field itself: keeps what is typed ('12,') while the value in cents follows it. */
export function CentsInput({ cents, onCents, ...props }: CentsInputProps) {
  const [text, setText] = useState(toEuros(cents));
  useEffect(() => {
    setText((current) => {
      const typed = current.replace(',', '.');
      return typed !== '' && Math.round(Number(typed) * 100) === cents ? current : toEuros(cents);
    });
  }, [cents]);
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const raw = event.target.value.replace(',', '.').trim();
        const euros = Number(raw);
        onCents(raw === '' ? null : Number.isFinite(euros) ? Math.round(euros * 100) : Number.NaN);
      }}
      fullWidth={props.fullWidth ?? true}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
      }}
    />
  );
}
