import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** An on/off setting bound to react-hook-form, with an optional explanation below it. */
export function FormSwitch<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  disabled,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(_, checked) => field.onChange(checked)}
                onBlur={field.onBlur}
                disabled={disabled}
              />
            }
            label={label}
          />
          {helperText && <FormHelperText sx={{ mt: 0, ml: 6 }}>{helperText}</FormHelperText>}
        </div>
      )}
    />
  );
}
