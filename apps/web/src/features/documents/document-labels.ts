import type { Document } from '@securite/domain/documents/document-schemas';
import { format } from '../../ui/format.ts';

import { texts } from './texts.ts';

/** Who reads a document, in a few words (managers only see the readers). */
export function readersText(doc: Document): string {
  const parts: string[] = [];
  if (doc.agent) parts.push(doc.agent.fullname);
  if (doc.accessAllAgents) parts.push(texts.tousLesCollaborateurs);
  if (doc.accessAllCustomers) parts.push(texts.tousLesClients);
  parts.push(...doc.customers.map((c) => c.name), ...doc.userCompanies.map((u) => u.fullname));
  return parts.length > 0 ? parts.join(', ') : texts.agenceSeulement;
}

export const filesText = (doc: Document) =>
  doc.files.length === 1 ? doc.files[0].name : `${doc.files.length} fichiers`;

export const createdText = (doc: Document) => format.dateTime(doc.createdAt);
