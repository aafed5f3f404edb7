import type { AgentPhotoResponse } from '@securite/domain/agents/agent-document-schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { assertFakeWritable } from '../../http/fake-data.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { type FileRow, findFile, ownedFilesWhere } from '../files/public.ts';
import { AgentAuditAction } from './agent-audit.ts';
import { findAgentRow } from './repo.ts';

export interface AgentFileInput {
  agencyId: string;
  actorUserId: string;
  agentId: string;
  requestPath: string;
}

/** The agent record, locked, writable (404 'Collaborateur introuvable'; demo agents refused). */
export async function lockWritableAgent(tx: Tx, input: AgentFileInput) {
  const row = await findAgentRow(tx, input.agencyId, input.agentId, { forUpdate: true });
  if (!row) throw notFound(messages.agentNotFound);
  assertFakeWritable({ url: input.requestPath }, row.membership);
  return row;
}

/**
 * An upload of the actor's, not attached yet, made for this purpose: 404 'Fichier introuvable' for any other
 * file, 422 for one uploaded for another use, 409 for one already attached.
 */
export async function claimUpload(
  tx: Tx,
  input: AgentFileInput & { fileId: string; purpose: FileRow['purpose'] },
): Promise<FileRow> {
  const file = await findFile(tx, input.agencyId, input.fileId, { forUpdate: true });
  if (!file || file.createdBy !== input.actorUserId) throw notFound(messages.fileNotFound);
  if (file.purpose !== input.purpose) throw new AppError(ErrorCode.FileRefused, messages.fileWrongPurpose);
  if (file.ownerMembershipId !== null) throw new AppError(ErrorCode.Conflict, messages.fileAlreadyAttached);
  return file;
}

/** Soft-deletes the agent's current photo, if any. */
export async function dropCurrentPhoto(tx: Tx, agencyId: string, agentId: string): Promise<void> {
  await tx
    .update(files)
    .set({ deletedAt: new Date() })
    .where(ownedFilesWhere(agencyId, agentId, 'agent-photo'));
}

/**
 * PUT {agency}/agent/{id}/photo: an uploaded image becomes the agent's photo (the agent record's
 * profilePicture); the previous one is deleted (softly) in the same transaction.
 */
export async function setAgentPhoto(
  ctx: AppContext,
  input: AgentFileInput & { fileId: string },
): Promise<AgentPhotoResponse> {
  return ctx.db.transaction(async (tx) => {
    await lockWritableAgent(tx, input);
    const file = await claimUpload(tx, { ...input, purpose: 'agent-photo' });
    await dropCurrentPhoto(tx, input.agencyId, input.agentId);
    await tx
      .update(files)
      .set({ ownerMembershipId: input.agentId })
      .where(and(inAgency(files, input.agencyId), eq(files.id, file.id)));
    await writeAuditEntry(tx, {
      agencyId: input.agencyId,
      actorUserId: input.actorUserId,
      action: AgentAuditAction.SetPhoto,
      targetType: 'agent',
      targetId: input.agentId,
      data: { fileId: file.id },
    });
    return { profilePicture: file.id };
  });
}
