import type { LoginRequest } from '@securite/domain/session/schemas';
import { validationMessages as m } from '@securite/domain/validation/messages';
import type { FieldErrors, Resolver } from 'react-hook-form';

// The login form checked as the domain's zLoginRequest does, without zod (about 25 KB compressed, a quarter of what
// the login page downloads on a phone): the e-mail trimmed, required, at most 254 characters; the password required,
// at most 128; neither with a NUL character. login-form-check.test.ts holds it to the schema.

const USERNAME_MAX = 254;
const PASSWORD_MAX = 128;
/** The domain's hasNoNul (validation/zod.ts, which brings zod): NUL is the one character PostgreSQL text refuses. */
const hasNoNul = (value: string) => !value.includes('\u0000');

/** The first error of each field (as zodResolver reports them), none when the form may be sent. */
export function loginFormErrors(values: LoginRequest): Partial<Record<keyof LoginRequest, string>> {
  const errors: Partial<Record<keyof LoginRequest, string>> = {};
  const username = typeof values.username === 'string' ? values.username : null;
  if (username === null) errors.username = m.required;
  else if (!hasNoNul(username)) errors.username = m.forbiddenCharacter;
  else if (username.trim().length === 0) errors.username = m.required;
  else if (username.trim().length > USERNAME_MAX) errors.username = m.maxLength(USERNAME_MAX);
  const password = typeof values.password === 'string' ? values.password : null;
  if (password === null || password.length === 0) errors.password = m.required;
  else if (!hasNoNul(password)) errors.password = m.forbiddenCharacter;
  else if (password.length > PASSWORD_MAX) errors.password = m.maxLength(PASSWORD_MAX);
  return errors;
}

/** react-hook-form's resolver of the login form: the values sent have the e-mail trimmed, as zLoginRequest's. */
export const loginFormResolver: Resolver<LoginRequest> = async (values) => {
  const errors = loginFormErrors(values);
  const fields = Object.keys(errors) as Array<keyof LoginRequest>;
  if (fields.length === 0) return { values: { ...values, username: values.username.trim() }, errors: {} };
  const fieldErrors: FieldErrors<LoginRequest> = {};
  for (const field of fields) fieldErrors[field] = { type: 'validate', message: errors[field] };
  return { values: {}, errors: fieldErrors };
};
