import type { SxProps, Theme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format } from 'date-fns';
import { useState } from 'react';

const isValidDate = (value: Date | null): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/** 'YYYY-MM-DD' (or 'YYYY-MM') as a local date, or null. */
function dateOf(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1)) : null;
}

interface PickerInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  fullWidth?: boolean;
  disabled?: boolean;
  required?: boolean;
  id?: string;
}

/**
 * A calendar day outside react-hook-form (filters, small dialogs): the value is 'YYYY-MM-DD' or '' (empty, or
 * still being typed), shown jj/mm/aaaa by the French picker on every browser, never the browser's own field.
 */
export function DayInput(props: PickerInputProps) {
  return <PickerInput {...props} kind="day" />;
}

/** A month ('YYYY-MM', or '' while typed), typed mm/aaaa, with a month and year picker. */
export function MonthInput(props: PickerInputProps) {
  return <PickerInput {...props} kind="month" />;
}

function PickerInput({ label, value, onChange, kind, ...props }: PickerInputProps & { kind: 'day' | 'month' }) {
  // A date being typed is kept by the picker while the value is '' (incomplete).
  const [draft, setDraft] = useState<Date | null>(null);
  const shown = draft && !isValidDate(draft) && value === '' ? draft : dateOf(value);
  return (
    <DatePicker
      label={label}
      value={shown}
      disabled={props.disabled}
      {...(kind === 'month' ? { views: ['year', 'month'] as const, openTo: 'month' as const, format: 'MM/yyyy' } : {})}
      onChange={(next) => {
        setDraft(next);
        onChange(isValidDate(next) ? format(next, kind === 'month' ? 'yyyy-MM' : 'yyyy-MM-dd') : '');
      }}
      sx={props.sx}
      slotProps={{
        textField: {
          id: props.id,
          size: props.size,
          fullWidth: props.fullWidth,
          required: props.required,
          error: props.error,
          helperText: props.helperText,
        },
        field: { clearable: !props.disabled && !props.required },
      }}
    />
  );
}
