import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** What the field holds while the browser's date input is half typed: the domain schema calls it 'Date invalide'. */
const INCOMPLETE = 'incomplete';

export type FormDayFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'label' | 'type'> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
};

/**
 * A calendar day (YYYY-MM-DD, the domain's form) with the browser's date input: French format and a calendar on
 * every device. An empty field is null.
 */
export function FormDayField<T extends FieldValues>({ control, name, label, ...props }: FormDayFieldProps<T>) {
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
          type="date"
          id={props.id ?? `champ-${name}`}
          label={label}
          value={typeof field.value === 'string' && field.value !== INCOMPLETE ? field.value : ''}
          onChange={(event) => {
            const input = event.target as HTMLInputElement;
            field.onChange(input.value || (input.validity?.badInput ? INCOMPLETE : null));
          }}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? props.helperText}
          fullWidth={props.fullWidth ?? true}
          slotProps={{ ...props.slotProps, inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}
