import type { SxProps, Theme } from '@mui/material/styles';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** What the form holds while a date and time is half typed: not an ISO instant, the domain schema refuses it. */
const INCOMPLETE = 'incomplete';

const isValidDate = (value: Date | null): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/** An ISO instant as a date (the picker's), or null. */
function dateOf(iso: unknown): Date | null {
  if (typeof iso !== 'string' || iso === INCOMPLETE) return null;
  const date = new Date(iso);
  return isValidDate(date) ? date : null;
}

export interface FormDateTimeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  id?: string;
}

/** The French date and time picker without a form library: an ISO instant in and out, 'incomplete' while half typed. */
export function DateTimeInput({
  value,
  onChange,
  onBlur,
  error,
  ...props
}: Omit<FormDateTimeFieldProps<FieldValues>, 'control' | 'name'> & {
  id: string;
  value: unknown;
  onChange: (iso: string | null) => void;
  onBlur: () => void;
  error?: string;
}) {
  // A date being typed is kept by the picker while the form holds the invalid marker.
  const [draft, setDraft] = useState<Date | null>(null);
  const shown = draft && !isValidDate(draft) && value === INCOMPLETE ? draft : dateOf(value);
  return (
    <DateTimePicker
      label={props.label}
      value={shown}
      disabled={props.disabled}
      onChange={(next) => {
        setDraft(next);
        onChange(next === null ? null : isValidDate(next) ? next.toISOString() : INCOMPLETE);
      }}
      sx={props.sx}
      slotProps={{
        textField: {
          id: props.id,
          size: props.size,
          fullWidth: true,
          error: Boolean(error),
          helperText: error ?? props.helperText,
          onBlur,
        },
        field: { clearable: !props.disabled },
      }}
    />
  );
}

/**
 * A date and time bound to react-hook-form: the form holds the ISO instant the API takes ('…Z') or null when empty,
 * 'incomplete' while half typed (the domain's zIsoDateTime refuses it with its message); the French picker shows
 * jj/mm/aaaa hh:mm on every browser.
 */
export function FormDateTimeField<T extends FieldValues>({ control, name, id, ...props }: FormDateTimeFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimeInput
          {...props}
          id={id ?? `champ-${name}`}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
