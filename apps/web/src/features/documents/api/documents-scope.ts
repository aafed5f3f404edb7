import { isDocumentManager } from '@securite/domain/documents/document-access';
import type { Session } from '../../../api/session.ts';

/** Everything cached about the agency's documents. */
export const documentsKey = (agencyId: string) => ['agency', agencyId, 'documents'] as const;

/** Before a document path: the agency's own (''), an agent's or a customer's. */
export type DocumentsScope = '' | `/agent/${string}` | `/customer/${string}`;

/**
 * The scope segment of the document paths (spec 001 sections 6 and 7): an agent without the document-edit right
 * uses /agent/{id}, a customer user /customer/{id}; managers and the office the agency's own paths.
 */
export function documentsScope(session: Pick<Session, 'actor' | 'company'>): DocumentsScope {
  const company = session.company;
  if (company?.role === 'agent' && company.agentId && !isDocumentManager(session.actor)) {
    return `/agent/${encodeURIComponent(company.agentId)}`;
  }
  if (company?.role === 'customer' && company.customer) return `/customer/${encodeURIComponent(company.customer.id)}`;
  return '';
}
