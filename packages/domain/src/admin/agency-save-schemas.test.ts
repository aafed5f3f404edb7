import { describe, expect, it } from 'vitest';
import { agencyCreateOf, zAdminAgencyCreateForm } from './agency-save-schemas.ts';

const base = { name: 'Agence Provence', address: { city: 'Marseille' } };
const errorsOf = (input: unknown) =>
  Object.fromEntries(
    (zAdminAgencyCreateForm.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the new agency form', () => {
  it('takes no owner when its three fields are left empty', () => {
    const values = zAdminAgencyCreateForm.parse({ ...base, owner: { email: ' ', firstname: '', lastname: '' } });
    expect(agencyCreateOf(values)).toMatchObject({ name: 'Agence Provence', owner: null, timezone: 'Europe/Paris' });
  });

  it('asks for the rest of the owner once one field is filled', () => {
    expect(errorsOf({ ...base, owner: { email: '', firstname: 'Nadia', lastname: '' } })).toEqual({
      'owner.email': 'Obligatoire',
      'owner.lastname': 'Obligatoire',
    });
    expect(errorsOf({ ...base, owner: { email: 'nadia', firstname: 'Nadia', lastname: 'Haddad' } })).toEqual({
      'owner.email': 'Adresse e-mail invalide',
    });
  });

  it('keeps a complete owner, its e-mail in lower case', () => {
    const values = zAdminAgencyCreateForm.parse({
      ...base,
      owner: { email: 'Nadia.Haddad@Provence.test', firstname: 'Nadia', lastname: 'Haddad' },
    });
    expect(agencyCreateOf(values).owner).toEqual({
      email: 'nadia.haddad@provence.test',
      firstname: 'Nadia',
      lastname: 'Haddad',
    });
  });
});
