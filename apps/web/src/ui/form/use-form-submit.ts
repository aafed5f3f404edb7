import { messages } from '@securite/domain/errors/messages';
import { useState } from 'react';
import type {
  FieldPath,
  FieldValues,
  UseFormGetValues,
  UseFormHandleSubmit,
  UseFormReset,
  UseFormSetError,
} from 'react-hook-form';
import { ApiError } from '../../api/api-error.ts';
import { notify } from '../notices/notice-store.ts';
import { applyServerErrors } from './apply-server-errors.ts';

export interface FormSubmitOptions<TInput extends FieldValues, TOutput, TSaved> {
  /** The fields a 400's per-field messages may land on; 'all' puts every message on the field it names. */
  fields: readonly FieldPath<TInput>[] | 'all';
  /** Sends the values (usually a mutation's mutateAsync). */
  save: (values: TOutput) => Promise<TSaved>;
  /** The success notice. */
  success: string | ((saved: TSaved, values: TOutput) => string);
  /** After the success notice: close the dialog, reset the form… */
  onSaved?: (saved: TSaved, values: TOutput) => void;
  /** Nothing changed (read `formState.isDirty` while rendering): the submit only warns « no change ». */
  unchanged?: boolean;
  /** A 403 shows in the form as well as in the API client's notice (by default the notice alone). */
  forbiddenInForm?: boolean;
  /** Places an error the usual way cannot (a field the server names otherwise); true when it did. */
  placeError?: (error: unknown) => boolean;
}

/**
 * A form's submit, the same everywhere: clears the message above the form, saves, shows the success notice;
 * on failure puts the server's per-field messages on the fields and the rest above the form (a 403 is already
 * a notice from the API client).
 */
export function useFormSubmit<TInput extends FieldValues, TOutput, TSaved>(
  form: {
    handleSubmit: UseFormHandleSubmit<TInput, TOutput>;
    setError: UseFormSetError<TInput>;
    /** With both, a save makes the values saved the form's new starting point (no longer unsaved input). */
    reset?: UseFormReset<TInput>;
    getValues?: UseFormGetValues<TInput>;
  },
  options: FormSubmitOptions<TInput, TOutput, TSaved>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const { fields, save, success, onSaved, unchanged, forbiddenInForm, placeError } = options;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (unchanged) {
      notify.warning(messages.noChange);
      return;
    }
    let saved: TSaved;
    try {
      saved = await save(values);
    } catch (error) {
      if (!forbiddenInForm && error instanceof ApiError && error.status === 403) return;
      if (placeError?.(error)) return;
      setFormError(applyServerErrors(error, form.setError, fields));
      return;
    }
    if (form.reset && form.getValues) form.reset(form.getValues());
    notify.success(typeof success === 'string' ? success : success(saved, values));
    onSaved?.(saved, values);
  });
  return { onSubmit, formError, setFormError };
}
