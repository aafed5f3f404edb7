import { zLoginRequest } from '@securite/domain/session/schemas';
import { validationMessages as m } from '@securite/domain/validation/messages';
import { describe, expect, it } from 'vitest';
import { loginFormErrors, loginFormResolver } from './login-form-check.ts';

const long = (n: number) => 'x'.repeat(n);
const cases = [
  { username: 'gerant@demo.test', password: 'Demo1234' },
  { username: '  gerant@demo.test ', password: ' ' },
  { username: '', password: '' },
  { username: '   ', password: 'a' },
  { username: long(254), password: long(128) },
  { username: ` ${long(255)} `, password: long(129) },
  { username: 'a\u0000', password: '\u0000' },
  { username: ' \u0000 ', password: '' },
  { username: long(300).replace('x', '\u0000'), password: `${long(200)}\u0000` },
];

/** The first message of each field, as zodResolver shows them. */
function schemaErrors(values: object): Record<string, string> {
  const result = zLoginRequest.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the login form checked without zod', () => {
  it.each(cases)('refuses the fields zLoginRequest refuses, with its messages (%o)', (values) => {
    const expected = schemaErrors(values);
    // zod's own French for a password too long is « Trop grand : chaîne de caractères doit avoir <=128 caractères »;
    // the form says it as every other field of the app does.
    if (expected.password?.startsWith('Trop grand')) expected.password = m.maxLength(128);
    expect(loginFormErrors(values)).toEqual(expected);
  });

  it('sends the values zLoginRequest gives (the e-mail trimmed)', async () => {
    const values = { username: '  gerant@demo.test ', password: ' Demo1234 ' };
    const result = await loginFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result).toEqual({ values: zLoginRequest.parse(values), errors: {} });
  });

  it('reports each refused field to the form', async () => {
    const result = await loginFormResolver({ username: '', password: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({
      username: { type: 'validate', message: 'Obligatoire' },
      password: { type: 'validate', message: 'Obligatoire' },
    });
  });
});
