import type { SxProps, Theme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format } from 'date-fns';
import { useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** What the form holds while a date is half typed: the domain schema calls it 'Date invalide'. */
const INCOMPLETE = 'incomplete';

const isValidDate = (value: Date | null): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/** 'YYYY-MM-DD' as a local date (the picker's), or null. */
function dateOf(day: unknown): Date | null {
  if (typeof day !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

export interface FormDayFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  id?: string;
}

/** The French day picker without a form library: 'YYYY-MM-DD' in and out, 'incomplete' while half typed. */
export function DayPicker({
  value,
  onChange,
  onBlur,
  error,
  ...props
}: Omit<FormDayFieldProps<FieldValues>, 'control' | 'name'> & {
  id: string;
  value: unknown;
  onChange: (day: string | null) => void;
  onBlur: () => void;
  error?: string;
}) {
  // A date being typed is kept by the picker while the form holds the invalid marker.
  const [draft, setDraft] = useState<Date | null>(null);
  const shown = draft && !isValidDate(draft) && value === INCOMPLETE ? draft : dateOf(value);
  return (
    <DatePicker
      label={props.label}
      value={shown}
      disabled={props.disabled}
      onChange={(next) => {
        setDraft(next);
        onChange(next === null ? null : isValidDate(next) ? format(next, 'yyyy-MM-dd') : INCOMPLETE);
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
 * A calendar day bound to react-hook-form: the form holds 'YYYY-MM-DD' (the domain's form) or null, the
 * French picker shows jj/mm/aaaa on every browser.
 */
export function FormDayField<T extends FieldValues>({ control, name, id, ...props }: FormDayFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DayPicker
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
