import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'label'> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
};

/** A MUI text field bound to react-hook-form; the field's French error shows below it. */
export function FormTextField<T extends FieldValues>({ control, name, label, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          // The form's change first, then the caller's (a message to clear, a value to derive): neither is lost.
          onChange={(event) => {
            field.onChange(event);
            props.onChange?.(event);
          }}
          onBlur={(event) => {
            field.onBlur();
            props.onBlur?.(event);
          }}
          value={field.value ?? ''}
          id={props.id ?? `champ-${name}`}
          label={label}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? props.helperText}
          fullWidth={props.fullWidth ?? true}
        />
      )}
    />
  );
}

/** A password field with a show/hide button. */
export function FormPasswordField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? `Masquer ${props.label.toLowerCase()}` : `Afficher ${props.label.toLowerCase()}`}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
