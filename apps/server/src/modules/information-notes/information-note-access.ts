import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { audiencesReadBy, type NoteAudience } from '@securite/domain/information-notes/audience';
import { and, inArray, type SQL } from 'drizzle-orm';
import { informationNotes } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/** The notes the caller reads (customers: none, 403), as a WHERE clause. */
export function readableNotes(tenant: TenantContext): SQL {
  const audiences: NoteAudience[] = audiencesReadBy(tenant.actor);
  if (audiences.length === 0) throw new AppError(ErrorCode.Forbidden, messages.forbidden);
  return and(inAgency(informationNotes, tenant.agency.id), inArray(informationNotes.audience, audiences)) as SQL;
}
