import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../auth/access.ts';
import { canCreateDocument, canEditDocument, canReadDocument, type DocumentReaders } from './document-access.ts';
import {
  parseDocumentFileUrl,
  zDocumentSave,
  zFetchDocuments,
  zipEntryNames,
  zZipRequest,
} from './document-schemas.ts';

const AGENT = '11111111-1111-4111-8111-111111111111';
const OTHER_AGENT = '22222222-2222-4222-8222-222222222222';
const CUSTOMER = '33333333-3333-4333-8333-333333333333';
const STAFF = '44444444-4444-4444-8444-444444444444';

const actor = (role: Actor['role'], rights: string[] = [], userId = `u-${role}`): Actor => ({
  userId,
  platformRole: null,
  role,
  rights,
});
const viewer = (
  role: Actor['role'],
  membershipId: string | null,
  customerId: string | null = null,
  rights: string[] = [],
) => ({
  actor: actor(role, rights),
  membershipId,
  customerId,
});
const doc = (extra: Partial<DocumentReaders> = {}): DocumentReaders => ({
  createdBy: 'u-author',
  accessAllAgents: false,
  accessAllCustomers: false,
  userCompanyIds: [],
  customerIds: [],
  agentId: null,
  ...extra,
});

describe('who reads a document', () => {
  it('lets the owner, platform staff and holders of documents.edit read everything', () => {
    expect(canReadDocument(viewer('owner', 'm'), doc())).toBe(true);
    expect(canReadDocument({ ...viewer(null, null), actor: { ...actor(null), platformRole: 'support' } }, doc())).toBe(
      true,
    );
    expect(canReadDocument(viewer('staff', STAFF, null, ['documents.edit']), doc())).toBe(true);
    expect(canReadDocument(viewer('agent', AGENT, null, ['documents.edit']), doc())).toBe(true);
  });

  it('shows staff without the edit right only what names them or what they wrote', () => {
    expect(canReadDocument(viewer('staff', STAFF), doc())).toBe(false);
    expect(canReadDocument(viewer('staff', STAFF, null, ['documents.create']), doc())).toBe(false);
    expect(canReadDocument(viewer('staff', STAFF), doc({ userCompanyIds: [STAFF] }))).toBe(true);
    expect(canReadDocument(viewer('staff', STAFF), doc({ createdBy: 'u-staff' }))).toBe(true);
    // « all agents » and « all customers » are not for the office.
    expect(canReadDocument(viewer('staff', STAFF), doc({ accessAllAgents: true, accessAllCustomers: true }))).toBe(
      false,
    );
  });

  it('shows an agent the documents for all agents, for them or about them, never another agent’s', () => {
    const me = viewer('agent', AGENT);
    expect(canReadDocument(me, doc())).toBe(false);
    expect(canReadDocument(me, doc({ accessAllAgents: true }))).toBe(true);
    expect(canReadDocument(me, doc({ userCompanyIds: [AGENT] }))).toBe(true);
    expect(canReadDocument(me, doc({ agentId: AGENT }))).toBe(true);
    expect(canReadDocument(me, doc({ agentId: OTHER_AGENT, userCompanyIds: [OTHER_AGENT] }))).toBe(false);
    expect(canReadDocument(me, doc({ accessAllCustomers: true, customerIds: [CUSTOMER] }))).toBe(false);
  });

  it('shows a customer user the documents for all customers or for their company only', () => {
    const client = viewer('customer', 'm-client', CUSTOMER);
    expect(canReadDocument(client, doc())).toBe(false);
    expect(canReadDocument(client, doc({ accessAllCustomers: true }))).toBe(true);
    expect(canReadDocument(client, doc({ customerIds: [CUSTOMER] }))).toBe(true);
    expect(canReadDocument(client, doc({ customerIds: ['autre'] }))).toBe(false);
    expect(canReadDocument(client, doc({ accessAllAgents: true, agentId: AGENT }))).toBe(false);
  });

  it('never shows a document to someone it does not name, whatever the flags for the other side (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom<'agent' | 'customer'>('agent', 'customer'),
        (ag, cu, role) => {
          const v = role === 'agent' ? viewer('agent', AGENT) : viewer('customer', 'm-c', CUSTOMER);
          const readable = canReadDocument(v, doc({ accessAllAgents: ag, accessAllCustomers: cu }));
          expect(readable).toBe(role === 'agent' ? ag : cu);
        },
      ),
    );
  });

  it('lets managers change documents, and documents.create only add them', () => {
    expect(canEditDocument(viewer('owner', 'm'))).toBe(true);
    expect(canEditDocument(viewer('staff', STAFF, null, ['documents.edit']))).toBe(true);
    expect(canEditDocument(viewer('staff', STAFF, null, ['documents.create']))).toBe(false);
    expect(canCreateDocument(actor('agent', ['documents.create']))).toBe(true);
    expect(canCreateDocument(actor('agent'))).toBe(false);
  });
});

describe('document schemas', () => {
  it('needs a name, a type and at least one file', () => {
    const result = zDocumentSave.safeParse({ type: 'general', name: ' ', fileIds: [] });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(fields).toEqual({ name: 'Obligatoire', fileIds: 'Ajoutez au moins un fichier' });
  });

  it('lists newest first by default and keeps the visibility toggle on « all »', () => {
    const parsed = zFetchDocuments.parse({ limit: 25 });
    expect(parsed.orderBy).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(parsed.filters.visibility).toBe('all');
  });

  it('reads a document file link with or without /api, a scope or the host', () => {
    const link = `/agency/${AGENT}/document/${CUSTOMER}/file/${STAFF}`;
    expect(parseDocumentFileUrl(link)).toEqual({ agencyId: AGENT, documentId: CUSTOMER, fileId: STAFF });
    expect(parseDocumentFileUrl(`https://app.test/api${link}?x=1`)?.fileId).toBe(STAFF);
    expect(
      parseDocumentFileUrl(`/api/agency/${AGENT}/agent/${OTHER_AGENT}/document/${CUSTOMER}/file/${STAFF}`),
    ).not.toBeNull();
    expect(parseDocumentFileUrl(`/api/agency/${AGENT}/files/${STAFF}/download`)).toBeNull();
    expect(parseDocumentFileUrl('../../etc/passwd')).toBeNull();
  });

  it('refuses an empty zip and more than 100 files', () => {
    expect(zZipRequest.safeParse({ urls: [] }).success).toBe(false);
    expect(zZipRequest.safeParse({ urls: Array(101).fill('x') }).success).toBe(false);
  });

  it('names the zip entries uniquely and safely', () => {
    expect(zipEntryNames(['rapport.pdf', 'Rapport.pdf', 'a/b:c.png', '', 'rapport.pdf'])).toEqual([
      'rapport.pdf',
      'Rapport (2).pdf',
      'a_b_c.png',
      'fichier',
      'rapport (3).pdf',
    ]);
  });
});
