import { type BadgeInfo, zBadgeInfo } from '@securite/domain/rounds/round-execution-schemas';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** GET {agency}/badge-infos/{code}: which checkpoint of the agency a read badge is. */
export function getBadgeInfo(agencyId: string, code: string): Promise<BadgeInfo> {
  return apiRequest(agencyPath(agencyId, `/badge-infos/${encodeURIComponent(code)}`), {
    schema: zBadgeInfo,
    notifyErrors: false,
  });
}
