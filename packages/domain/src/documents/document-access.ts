import { type Actor, isGranted } from '../auth/access.ts';
import { isPlatformStaff } from '../auth/roles.ts';

/** Who looks at documents: the actor, and their membership and customer in the agency (if any). */
export interface DocumentViewer {
  actor: Actor;
  membershipId: string | null;
  customerId: string | null;
}

/** Who a document is for (spec 001 section 3: accessAllAgents, accessAllCustomers, userCompanies, customers, agent). */
export interface DocumentReaders {
  createdBy: string | null;
  accessAllAgents: boolean;
  accessAllCustomers: boolean;
  /** Chosen users (memberships of the agency). */
  userCompanyIds: readonly string[];
  customerIds: readonly string[];
  /** The agent an agent document is about: they read it. */
  agentId: string | null;
}

/**
 * Managers of the documents see and change every document of the agency: the owner, platform staff and holders of
 * 'documents.edit'. Holders of 'documents.create' only add documents; they see theirs and those shared with them.
 */
export function isDocumentManager(actor: Actor): boolean {
  return isPlatformStaff(actor.platformRole) || actor.role === 'owner' || actor.rights.includes('documents.edit');
}

/** Whether the viewer may add a document. */
export function canCreateDocument(actor: Actor): boolean {
  return isGranted(actor, ['documents.create', 'documents.edit']);
}

/** Whether the readers name the viewer (not counting managers or the author). */
export function isNamedReader(viewer: DocumentViewer, doc: DocumentReaders): boolean {
  const { membershipId, customerId } = viewer;
  if (membershipId !== null && doc.userCompanyIds.includes(membershipId)) return true;
  if (viewer.actor.role === 'agent') {
    return doc.accessAllAgents || (membershipId !== null && doc.agentId === membershipId);
  }
  if (viewer.actor.role === 'customer') {
    return doc.accessAllCustomers || (customerId !== null && doc.customerIds.includes(customerId));
  }
  return false;
}

/**
 * A reader sees a document only where the readers say so: managers see all, the author sees theirs, an agent the
 * documents for all agents, for them or about them, a customer user those for all customers or for their company,
 * any other member those that name them.
 */
export function canReadDocument(viewer: DocumentViewer, doc: DocumentReaders): boolean {
  if (isDocumentManager(viewer.actor)) return true;
  if (doc.createdBy !== null && doc.createdBy === viewer.actor.userId) return true;
  return isNamedReader(viewer, doc);
}

/** Changing or deleting a document (spec 001 section 5: an existing item needs the edit right): the managers. */
export function canEditDocument(viewer: DocumentViewer): boolean {
  return isDocumentManager(viewer.actor);
}
