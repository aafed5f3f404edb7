import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

const isValidDate = (value: Date | null): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

function IsoDateTimePicker({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: {
  id: string;
  label: string;
  value: string | null | undefined;
  onChange: (iso: string) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
}) {
  // A date being typed is invalid until complete: the picker keeps it while the form holds '' (invalid).
  const [draft, setDraft] = useState<Date | null>(null);
  const fromForm = value ? new Date(value) : null;
  const shown = draft && !isValidDate(draft) ? draft : fromForm;
  return (
    <DateTimePicker
      label={label}
      value={shown}
      disabled={disabled}
      onChange={(next) => {
        setDraft(next);
        onChange(isValidDate(next) ? next.toISOString() : '');
      }}
      slotProps={{
        textField: { id, fullWidth: true, error: Boolean(error), helperText: error, onBlur },
      }}
    />
  );
}

/** A French date and time picker bound to react-hook-form; the form holds the ISO string the API takes. */
export function FormDateTimeField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <IsoDateTimePicker
          id={`champ-${name}`}
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          disabled={disabled}
        />
      )}
    />
  );
}
