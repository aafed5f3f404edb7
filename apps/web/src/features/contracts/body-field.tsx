import TextField from '@mui/material/TextField';
import type { RefObject } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * The text of a contract or a template, bound to the form: its error or the variables' (« {{…}} » unknown to the
 * kind) under it, else the hint; `textarea` holds the element so that a variable is inserted at the cursor.
 */
export function BodyField<T extends FieldValues>({
  control,
  name,
  label,
  rows,
  textarea,
  variablesError,
  hint,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  rows: { min: number; max: number };
  textarea: RefObject<HTMLTextAreaElement | null>;
  variablesError: string | null;
  hint: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          onBlur={field.onBlur}
          id="champ-body"
          label={label}
          required
          multiline
          minRows={rows.min}
          maxRows={rows.max}
          value={field.value}
          inputRef={(element: HTMLTextAreaElement | null) => {
            textarea.current = element;
            field.ref(element);
          }}
          onChange={field.onChange}
          error={fieldState.invalid || Boolean(variablesError)}
          helperText={fieldState.error?.message ?? variablesError ?? hint}
        />
      )}
    />
  );
}
