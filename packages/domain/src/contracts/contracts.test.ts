import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractKinds } from './contract-kinds.ts';
import { zContractSave, zSignatureSubmit } from './contract-schemas.ts';
import { canMoveContract, canSignContract, isContractEditable } from './contract-status.ts';
import { CONTRACT_TITLE_MAX, COPY_SUFFIX, copyTitle, duplicateContract } from './duplicate-contract.ts';
import { sampleTemplateValues } from './sample-values.ts';
import { isPngDataUrl } from './signature-image.ts';
import {
  isSignatureTokenShape,
  SIGNATURE_LINK_DAYS,
  signatureLinkExpiry,
  signatureLinkState,
  signaturePath,
} from './signature-link.ts';
import {
  BLANK_VALUE,
  bodyVariablesError,
  fillTemplate,
  templateVariables,
  unknownVariables,
  variablesOf,
} from './template-variables.ts';

describe('contract statuses', () => {
  it('goes created → sent → signed; unsigning goes back to created; only created is editable', () => {
    expect(canMoveContract('created', 'sent')).toBe(true);
    expect(canMoveContract('sent', 'sent')).toBe(true);
    expect(canMoveContract('signed', 'sent')).toBe(false);
    expect(canMoveContract('created', 'created')).toBe(false);
    expect(canMoveContract('sent', 'created')).toBe(true);
    expect(canMoveContract('signed', 'created')).toBe(true);
    expect(canSignContract('sent')).toBe(true);
    expect(canSignContract('created')).toBe(false);
    expect(canSignContract('signed')).toBe(false);
    expect(isContractEditable('created')).toBe(true);
    expect(isContractEditable('sent')).toBe(false);
    expect(isContractEditable('signed')).toBe(false);
  });
});

describe('template variables', () => {
  it('fills the known variables of each kind from the record', () => {
    const body = 'Entre {{agence.nom}} et {{ client.nom }}, à compter du {{contrat.dateDebut}}.';
    expect(fillTemplate(body, 'customer', { 'agence.nom': 'Sécurité Démo', 'client.nom': 'Client Démo' })).toBe(
      `Entre Sécurité Démo et Client Démo, à compter du ${BLANK_VALUE}.`,
    );
    expect(fillTemplate('{{collaborateur.nomComplet}}', 'agent', { 'collaborateur.nomComplet': 'Karim Benali' })).toBe(
      'Karim Benali',
    );
  });

  it('names an unknown variable with « Variable inconnu »', () => {
    expect(unknownVariables('{{client.nom}} {{client.age}} {{collaborateur.nom}}', 'customer')).toEqual([
      'client.age',
      'collaborateur.nom',
    ]);
    expect(bodyVariablesError('Bonjour {{client.age}}', 'customer')).toBe('Variable inconnu : client.age');
    expect(bodyVariablesError('Bonjour {{}}', 'agent')).toBe('Variable inconnu : (vide)');
    expect(bodyVariablesError('Bonjour {{client.nom}}', 'customer')).toBeNull();
    expect(variablesOf('{{a}} {{ a }} {{b}}')).toEqual(['a', 'b']);
  });

  it('every documented variable is filled by the sample values, and no known placeholder is left', () => {
    for (const kind of contractKinds) {
      const body = templateVariables[kind].map((v) => `{{${v.name}}}`).join(' ');
      const filled = fillTemplate(body, kind, sampleTemplateValues[kind]);
      expect(filled).not.toContain('{{');
      expect(filled).not.toContain(BLANK_VALUE);
    }
  });

  it('property: filling leaves text without placeholders unchanged and removes every known placeholder', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...contractKinds),
        fc.array(
          fc.oneof(
            fc.string().map((s) => s.replace(/[{}]/g, '')),
            fc.constant('VAR'),
          ),
          { maxLength: 12 },
        ),
        fc.dictionary(fc.string(), fc.option(fc.string().map((s) => s.replace(/[{}]/g, '')))),
        (kind, parts, extra) => {
          const names = templateVariables[kind].map((v) => v.name);
          let n = 0;
          const body = parts.map((p) => (p === 'VAR' ? `{{${names[n++ % names.length]}}}` : p)).join('');
          const filled = fillTemplate(body, kind, extra);
          expect(filled.includes('{{')).toBe(false);
          expect(unknownVariables(body, kind)).toEqual([]);
          if (n === 0) expect(filled).toBe(body);
        },
      ),
    );
  });
});

describe('duplicate', () => {
  it('adds the copy suffix and clears id, signatures, status, reference, dates and file', () => {
    const copy = duplicateContract({
      id: 'c1',
      title: 'Contrat de gardiennage',
      reference: 'CTR-0004',
      status: 'signed',
      body: 'Corps',
      customerId: 'k1',
      signerName: 'Claire Durand',
      signerEmail: 'claire@client.test',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      signatures: [{ id: 's1' }],
      file: { sha256: 'x' },
      sentAt: '2026-01-02T10:00:00Z',
      signedAt: '2026-01-03T10:00:00Z',
    });
    expect(copy).toEqual({
      id: null,
      title: `Contrat de gardiennage${COPY_SUFFIX}`,
      reference: null,
      status: 'created',
      body: 'Corps',
      templateId: null,
      customerId: 'k1',
      agentId: null,
      signerName: 'Claire Durand',
      signerEmail: 'claire@client.test',
      startDate: null,
      endDate: null,
      signatures: [],
      file: null,
    });
  });

  it('property: the copy title ends with the suffix and stays within the maximum length', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: CONTRACT_TITLE_MAX }), (title) => {
        const copy = copyTitle(title);
        expect(copy.endsWith(COPY_SUFFIX)).toBe(true);
        expect(copy.length).toBeLessThanOrEqual(CONTRACT_TITLE_MAX);
      }),
    );
  });
});

describe('signature link', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const stored = { tokenHash: 'h', expiresAt: signatureLinkExpiry(now), usedAt: null };

  it('is valid for 30 days, once, for the right token only', () => {
    expect(SIGNATURE_LINK_DAYS).toBe(30);
    expect(signatureLinkState(stored, 'h', now)).toBe('valid');
    expect(signatureLinkState(stored, 'other', now)).toBe('wrong');
    expect(signatureLinkState(stored, null, now)).toBe('wrong');
    expect(signatureLinkState({ ...stored, tokenHash: null }, 'h', now)).toBe('wrong');
    expect(signatureLinkState({ ...stored, usedAt: now }, 'h', now)).toBe('used');
    expect(signatureLinkState(stored, 'h', new Date('2026-03-31T10:00:00Z'))).toBe('expired');
    expect(signatureLinkState(stored, 'h', new Date('2026-03-31T09:59:59Z'))).toBe('valid');
  });

  it('builds the public path and knows a token’s shape', () => {
    const token = 'A'.repeat(43);
    expect(signaturePath('customer', 'c1', token)).toBe(`/signature/customer/c1/${token}`);
    expect(isSignatureTokenShape(token)).toBe(true);
    expect(isSignatureTokenShape('short')).toBe(false);
    expect(isSignatureTokenShape(`${'A'.repeat(42)}/`)).toBe(false);
  });
});

describe('schemas', () => {
  const png = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk'}AAAA`;

  it('refuses an end date before the start date', () => {
    const result = zContractSave.safeParse({
      title: 'T',
      body: 'B',
      startDate: '2026-05-01',
      endDate: '2026-04-01',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['endDate'],
      message: 'La date de fin doit être postérieure à la date de début',
    });
  });

  it('needs consent and a drawn PNG to sign', () => {
    const base = {
      id: '4f1c7b9e-2a3d-4c5e-8f6a-1b2c3d4e5f60',
      token: 't',
      signerName: 'Claire',
      clientId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    };
    expect(zSignatureSubmit.safeParse({ ...base, image: png, consent: true }).success).toBe(true);
    const noConsent = zSignatureSubmit.safeParse({ ...base, image: png, consent: false });
    expect(noConsent.error?.issues[0]?.message).toBe(
      'Cochez la case pour accepter de signer électroniquement ce contrat.',
    );
    expect(zSignatureSubmit.safeParse({ ...base, image: 'data:image/jpeg;base64,AAAA', consent: true }).success).toBe(
      false,
    );
    expect(isPngDataUrl(png)).toBe(true);
    expect(isPngDataUrl('data:image/png;base64,@@@@')).toBe(false);
  });
});
