import type { StoredFile } from '@securite/domain/files/file-schemas';
import type { FilePurpose } from '@securite/domain/files/file-types';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { commercialDocumentFiles } from '../../db/schema/billing.ts';
import { files } from '../../db/schema/files.ts';
import { inAgency } from '../../db/tenant.ts';

export type FileRow = typeof files.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a file's bytes go in the storage: made from ids only, never from the upload's name. */
export const storageKeyOf = (agencyId: string, fileId: string) => `agencies/${agencyId}/${fileId}`;

/** A file of the agency that is not deleted (null for a malformed id, another agency's or a deleted one). */
export async function findFile(
  tx: Tx,
  agencyId: string,
  fileId: string,
  options: { forUpdate?: boolean } = {},
): Promise<FileRow | null> {
  if (!UUID.test(fileId)) return null;
  const query = tx
    .select()
    .from(files)
    .where(and(inAgency(files, agencyId), eq(files.id, fileId), isNull(files.deletedAt)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether a file is attached to one of the agency's commercial documents (billing's join table: no owner column). */
export async function isAttachedToDocument(tx: Tx, agencyId: string, fileId: string): Promise<boolean> {
  const rows = await tx
    .select({ fileId: commercialDocumentFiles.fileId })
    .from(commercialDocumentFiles)
    .where(and(inAgency(commercialDocumentFiles, agencyId), eq(commercialDocumentFiles.fileId, fileId)))
    .limit(1);
  return rows.length > 0;
}

/** The current photo id of each of these memberships that has one. */
export async function findPhotoIds(tx: Tx, agencyId: string, membershipIds: string[]): Promise<Map<string, string>> {
  if (membershipIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: files.id, owner: files.ownerMembershipId })
    .from(files)
    .where(
      and(
        inAgency(files, agencyId),
        inArray(files.ownerMembershipId, membershipIds),
        eq(files.purpose, 'agent-photo'),
        isNull(files.deletedAt),
      ),
    );
  return new Map(rows.map((r) => [r.owner as string, r.id]));
}

/** Files of one owner and purpose, not deleted. */
export function ownedFilesWhere(agencyId: string, ownerMembershipId: string, purpose: FilePurpose) {
  return and(
    inAgency(files, agencyId),
    eq(files.ownerMembershipId, ownerMembershipId),
    eq(files.purpose, purpose),
    isNull(files.deletedAt),
  );
}

/** The file as the API shows it. */
export function presentFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    name: row.originalName,
    contentType: row.contentType,
    size: row.size,
    purpose: row.purpose,
    createdAt: row.createdAt.toISOString(),
  };
}
