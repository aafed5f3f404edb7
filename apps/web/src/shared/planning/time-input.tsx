import { TimeField } from '@mui/x-date-pickers/TimeField';
import { useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

const isValidDate = (value: Date | null): value is Date => value instanceof Date && !Number.isNaN(value.getTime());
const pad = (n: number) => String(n).padStart(2, '0');

function dateOf(time: string): Date | null {
  const match = /^(\d\d):(\d\d)$/.exec(time);
  return match ? new Date(2000, 0, 1, Number(match[1]), Number(match[2])) : null;
}

export interface TimeInputProps {
  id: string;
  label: string;
  /** 'HH:mm', '' when empty; a half-typed time is held as 'incomplete' (the domain calls it invalid). */
  value: string;
  onChange: (time: string) => void;
  onBlur?: () => void;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A 24-hour time (hh:mm) on every browser, whatever its language: the planner's wall-clock time. */
export function TimeInput({ value, onChange, ...props }: TimeInputProps) {
  const [draft, setDraft] = useState<Date | null>(null);
  const shown = draft && !isValidDate(draft) ? draft : dateOf(value);
  return (
    <TimeField
      label={props.label}
      value={shown}
      ampm={false}
      disabled={props.disabled}
      clearable={!props.required}
      onChange={(next) => {
        setDraft(next);
        onChange(
          next === null ? '' : isValidDate(next) ? `${pad(next.getHours())}:${pad(next.getMinutes())}` : 'incomplete',
        );
      }}
      slotProps={{
        textField: {
          id: props.id,
          fullWidth: true,
          required: props.required,
          error: Boolean(props.error),
          helperText: props.error ?? props.helperText,
          onBlur: props.onBlur,
        },
      }}
    />
  );
}

/** TimeInput bound to react-hook-form. */
export function FormTimeField<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<TimeInputProps, 'id' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TimeInput
          {...props}
          id={`champ-${name}`}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
