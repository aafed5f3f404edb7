import { ApiError } from '../../api/api-error.ts';

/** A form's errors by field (first segment of the path), '_' for the message above the form. */
export type FormErrors = Record<string, string>;

/** The per-field messages of a refusal (400), else its message above the form (409, 404, network). */
export function formErrorsOf(error: unknown): FormErrors {
  if (error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0) {
    const byField: FormErrors = {};
    for (const [path, message] of Object.entries(error.errors)) byField[path.split('.')[0]] ??= message;
    return byField;
  }
  return { _: error instanceof Error ? error.message : 'Une erreur est survenue' };
}

/** The issues of a failed zod parse, by field. */
export function issuesOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormErrors {
  const byField: FormErrors = {};
  for (const issue of issues) byField[String(issue.path[0] ?? '_')] ??= issue.message;
  return byField;
}
