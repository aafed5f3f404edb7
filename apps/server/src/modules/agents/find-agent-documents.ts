import type {
  AgentDocument,
  AgentDocumentCategory,
  AgentDocumentsResponse,
} from '@securite/domain/agents/agent-document-schemas';
import { messages } from '@securite/domain/errors/messages';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { users } from '../../db/schema/tenancy.ts';
import { notFound } from '../../http/errors.ts';
import { type FileRow, ownedFilesWhere } from '../files/public.ts';
import { fullnameOf } from './present-agent.ts';
import { findAgentRow } from './repo.ts';

/** A document as the agent dialog lists it. */
export function presentDocument(row: FileRow, author: { firstname: string; lastname: string } | null): AgentDocument {
  return {
    id: row.id,
    name: row.originalName,
    label: row.label,
    category: (row.category ?? 'other') as AgentDocumentCategory,
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    createdBy: author ? fullnameOf(author) : null,
  };
}

/** The agent's documents, newest first, with their authors. */
export async function listAgentDocuments(tx: Tx, agencyId: string, agentId: string): Promise<AgentDocument[]> {
  const rows = await tx
    .select({ file: files, author: { firstname: users.firstname, lastname: users.lastname } })
    .from(files)
    .leftJoin(users, eq(users.id, files.createdBy))
    .where(ownedFilesWhere(agencyId, agentId, 'agent-document'))
    .orderBy(desc(files.createdAt), desc(files.id));
  return rows.map(({ file, author }) => presentDocument(file, author));
}

/** GET {agency}/agent/{id}/documents (access is checked by the route). */
export async function findAgentDocuments(
  ctx: AppContext,
  input: { agencyId: string; agentId: string },
): Promise<AgentDocumentsResponse> {
  if (!(await findAgentRow(ctx.db, input.agencyId, input.agentId))) throw notFound(messages.agentNotFound);
  const data = await listAgentDocuments(ctx.db, input.agencyId, input.agentId);
  return { data, total: data.length };
}
