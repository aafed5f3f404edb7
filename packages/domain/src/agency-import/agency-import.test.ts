import { describe, expect, it } from 'vitest';
import { importCounts, parseImportDate, readImportSheet, validateImport } from './agency-import.ts';
import { parseCsv } from './csv.ts';
import { importKindOfSheet } from './import-columns.ts';

describe('parseCsv', () => {
  it('reads « ; » files with quotes, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsv('\uFEFFNom;Ville\r\n"Dupont; fils";"Lyon ""centre"""\n"a\nb";x')).toEqual([
      ['Nom', 'Ville'],
      ['Dupont; fils', 'Lyon "centre"'],
      ['a\nb', 'x'],
    ]);
  });

  it('picks the separator of the first line', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a\tb\n1\t2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('parseImportDate', () => {
  it('reads French and ISO days, and refuses days that do not exist', () => {
    expect(parseImportDate('31/12/2029')).toBe('2029-12-31');
    expect(parseImportDate('1-2-2030')).toBe('2030-02-01');
    expect(parseImportDate('2030-02-01')).toBe('2030-02-01');
    expect(parseImportDate('31/02/2030')).toBeNull();
    expect(parseImportDate('31/12/0800')).toBeNull();
    expect(parseImportDate('demain')).toBeNull();
  });
});

describe('readImportSheet', () => {
  it('matches headers without case or accents, skips empty rows and numbers lines as in the file', () => {
    const sheet = readImportSheet('agents', [
      [],
      ['PRENOM', 'nom', 'Email', 'Tél', 'Carte pro', 'Expiration carte'],
      ['Karim', 'Benali', 'KARIM@exemple.fr', '612345678', 'CAR-1', '31/12/2029'],
      [null, '', null],
      ['', 'Sans prénom', 'pas-une-adresse', '12', null, '2029-13-01'],
    ]);
    expect(sheet.errors).toEqual([]);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.rows[0]).toMatchObject({
      line: 3,
      label: 'Karim Benali',
      errors: [],
      value: { email: 'karim@exemple.fr', phone: '0612345678', cnapsCardExpiresAt: '2029-12-31' },
    });
    expect(sheet.rows[1].line).toBe(5);
    expect(sheet.rows[1].errors).toEqual([
      'Prénom : obligatoire.',
      'Fin de validité de la carte : « 2029-13-01 » n’est pas une date (JJ/MM/AAAA).',
      'E-mail : « pas-une-adresse » n’est pas une adresse valide.',
      'Téléphone : « 12 » n’est pas un numéro français (0X XX XX XX XX ou +33…).',
    ]);
  });

  it('names the missing required columns', () => {
    expect(readImportSheet('agents', [['Nom', 'E-mail']]).errors).toEqual(['Colonne « Prénom » manquante.']);
    expect(readImportSheet('customers', []).errors).toEqual(['La feuille est vide.']);
  });

  it('checks a customer’s type, postcode and SIREN', () => {
    const sheet = readImportSheet('customers', [
      ['Nom', 'Type', 'Code postal', 'SIREN'],
      ['Clinique du Parc', 'Entreprise', '69006', '732 829 320'],
      ['M. Martin', 'Particulier', '690', ''],
      ['Bizarre', 'Association', '', '123456789'],
    ]);
    expect(sheet.rows[0].errors).toEqual([]);
    expect(sheet.rows[0].value).toMatchObject({ type: 'company', siren: '732829320', address: { country: 'France' } });
    expect(sheet.rows[1].value?.type).toBe('individual');
    expect(sheet.rows[1].errors).toEqual(['Code postal : « 690 » n’est pas un code postal français (5 chiffres).']);
    expect(sheet.rows[2].errors).toEqual([
      'Type : « Association » inconnu (Entreprise ou Particulier).',
      'SIREN : « 123456789 » n’est pas un SIREN valide.',
    ]);
  });
});

describe('validateImport', () => {
  it('checks rows against each other and against the agency', () => {
    const sheets = validateImport(
      [
        {
          kind: 'agents',
          rows: [
            ['Prénom', 'Nom', 'E-mail'],
            ['A', 'Un', 'a@x.fr'],
            ['B', 'Deux', 'a@x.fr'],
          ],
        },
        {
          kind: 'sites',
          rows: [
            ['Nom', 'Client'],
            ['Hall', 'Hôtel Bleu'],
            ['Quai', 'Inconnu'],
            ['Parking', 'Mauvais'],
          ],
        },
        {
          kind: 'customers',
          rows: [
            ['Nom', 'Code postal'],
            ['Hôtel Bleu', ''],
            ['hotel bleu', ''],
            ['Déjà là', ''],
            ['Mauvais', '1'],
          ],
        },
      ],
      { customerNames: ['DEJA LA'] },
    );
    expect(sheets.map((s) => s.kind)).toEqual(['customers', 'sites', 'agents']);
    const [customers, sites, agents] = sheets;
    expect(customers.rows.map((r) => r.errors)).toEqual([
      [],
      ['Nom : le client « hotel bleu » figure déjà à la ligne 2.'],
      ['Nom : le client « Déjà là » existe déjà dans l’agence.'],
      ['Code postal : « 1 » n’est pas un code postal français (5 chiffres).'],
    ]);
    expect(sites.rows.map((r) => r.errors)).toEqual([
      [],
      ['Client : « Inconnu » n’est ni dans la feuille Clients ni dans l’agence.'],
      ['Client : « Mauvais » est en erreur à la ligne 5 de la feuille Clients.'],
    ]);
    expect(agents.rows[1].errors).toEqual(['E-mail : « a@x.fr » figure déjà à la ligne 2.']);
    expect(importCounts(sheets)).toEqual({ valid: 3, invalid: 6, blocked: 0 });
  });

  it('recognises the sheets by their names', () => {
    expect(importKindOfSheet('Collaborateurs')).toBe('agents');
    expect(importKindOfSheet(' clients ')).toBe('customers');
    expect(importKindOfSheet('Feuil1')).toBeNull();
  });
});
