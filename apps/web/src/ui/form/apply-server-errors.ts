import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/api-error.ts';

/**
 * Puts a 400 answer's per-field messages on the form's fields; returns the message to show above the form
 * when some errors could not be placed (or the error is not a validation error). With 'all', every message goes on
 * the field it names.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[] | 'all',
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : null;
  let unplaced = false;
  for (const [field, message] of Object.entries(error.errors ?? {})) {
    if (fields === 'all' || (fields as readonly string[]).includes(field)) setError(field as FieldPath<T>, { message });
    else unplaced = true;
  }
  return !error.errors || unplaced ? error.message : null;
}
