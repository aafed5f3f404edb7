import { agentReadRights } from '@securite/domain/agents/agent-read-rights';
import { assertGranted } from '@securite/domain/auth/access';
import type { Right } from '@securite/domain/auth/rights';
import { messages } from '@securite/domain/errors/messages';
import type { FilePurpose } from '@securite/domain/files/file-types';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import type { FileRow } from './repo.ts';

const servicePhotoReadRights: readonly Right[] = ['services.view', 'planning.sites', 'planning.agents'];
/** Whoever creates or edits a family of commercial documents may attach files to them. */
const commercialDocumentWriteRights: readonly Right[] = [
  'invoices.create',
  'invoices.edit',
  'estimates.create',
  'estimates.edit',
  'purchaseOrders.create',
  'purchaseOrders.edit',
];
const commercialDocumentReadRights: readonly Right[] = ['billing.view', ...commercialDocumentWriteRights];

const isAgentSelf = (tenant: TenantContext, membershipId: string | null) =>
  tenant.membership?.role === 'agent' && membershipId !== null && tenant.membership.id === membershipId;

/**
 * Who may upload: a photo, anyone who edits agents or an agent (for their own photo: attaching checks it);
 * a document, anyone who edits agents; a customer's logo, anyone who creates or edits customers; a commercial
 * document's file, anyone who creates or edits quotes, purchase orders or invoices. 403 naming 'Modifier les collaborateurs' otherwise.
 */
export function assertCanUpload(tenant: TenantContext, purpose: FilePurpose): void {
  if (purpose === 'agent-photo' && tenant.membership?.role === 'agent') return;
  // A customer's logo: whoever creates or edits customers.
  if (purpose === 'customer-logo') {
    assertGranted(tenant.actor, ['customers.create', 'customers.edit']);
    return;
  }
  // The agency's logo: whoever edits the agency's settings.
  if (purpose === 'agency-logo') {
    assertGranted(tenant.actor, ['agencySettings.edit']);
    return;
  }
  // A commercial document's file: whoever creates or edits a family of documents (never a customer user).
  if (purpose === 'commercial-document') {
    assertGranted(tenant.actor, commercialDocumentWriteRights);
    return;
  }
  // A document's file: whoever adds or changes documents (an agent holding the right too, spec 001 section 6).
  if (purpose === 'document') {
    assertGranted(tenant.actor, ['documents.create', 'documents.edit']);
    return;
  }
  assertGranted(tenant.actor, ['agents.edit']);
}

/**
 * Who may read a file: an upload not attached yet, only its uploader; an agent's photo, every member of the
 * agency (it is on the badge anyone may check); an agent's documents, the agent and those who read agents.
 */
export function assertCanReadFile(tenant: TenantContext, row: FileRow, attachedToDocument = false): void {
  // A commercial document's file is internal: the billing staff only (attached through a join table, not an owner
  // column: `attachedToDocument` says it is), never the customer, even of a validated invoice.
  if (row.purpose === 'commercial-document') {
    if (tenant.actor.role === 'customer') throw notFound(messages.fileNotFound);
    if (!attachedToDocument && row.createdBy !== tenant.actor.userId) throw notFound(messages.fileNotFound);
    assertGranted(tenant.actor, commercialDocumentReadRights);
    return;
  }
  // The agency's logo is shown to its members (settings page, documents).
  if (row.purpose === 'agency-logo') return;
  if (row.ownerMembershipId === null && row.ownerCustomerId === null) {
    if (row.createdBy !== tenant.actor.userId) throw notFound(messages.fileNotFound);
    return;
  }
  // A customer's logo is shown wherever the customer is (lists, portal, documents).
  if (row.purpose === 'agent-photo' || row.purpose === 'customer-logo') return;
  // A service's photo: its agent, and those who follow the services.
  if (row.purpose === 'service-photo') {
    if (!isAgentSelf(tenant, row.ownerMembershipId)) assertGranted(tenant.actor, servicePhotoReadRights);
    return;
  }
  if (isAgentSelf(tenant, row.ownerMembershipId)) return;
  assertGranted(tenant.actor, agentReadRights);
}
