import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ReactNode, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

import { texts } from '../texts.ts';

export interface FormInputFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
}

/**
 * FormTextField's outlined text field drawn with TextField's own parts (FormControl, InputLabel, OutlinedInput,
 * FormHelperText), the same markup: TextField imports MUI's Select for its `select` prop, and with it the menu, the
 * popover and the modal, about a quarter of what the login page, a phone's first screen, downloads.
 */
export function FormInputField<T extends FieldValues>({
  control,
  name,
  label,
  endAdornment,
  ...input
}: FormInputFieldProps<T>) {
  const id = `champ-${name}`;
  const helperId = `${id}-helper-text`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl variant="outlined" fullWidth error={fieldState.invalid}>
          <InputLabel htmlFor={id} id={`${id}-label`}>
            {label}
          </InputLabel>
          <OutlinedInput
            {...input}
            {...field}
            value={field.value ?? ''}
            id={id}
            label={label}
            endAdornment={endAdornment}
            aria-describedby={fieldState.error ? helperId : undefined}
          />
          {fieldState.error?.message && <FormHelperText id={helperId}>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/** A password field with a show/hide button, as FormPasswordField. */
export function FormInputPasswordField<T extends FieldValues>(props: Omit<FormInputFieldProps<T>, 'type'>) {
  const [visible, setVisible] = useState(false);
  const what = props.label.toLowerCase();
  return (
    <FormInputField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? texts.masquerWhat(what) : texts.afficherWhat(what)}
            onClick={() => setVisible((v) => !v)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
