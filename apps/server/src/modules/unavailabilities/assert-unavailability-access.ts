import { rightLabels } from '@securite/domain/auth/rights';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages, missingRightMessage } from '@securite/domain/errors/messages';
import {
  type UnavailabilityAction,
  unavailabilityDenial,
} from '@securite/domain/unavailabilities/unavailability-access';
import type { TenantContext } from '../../http/tenancy.ts';

/**
 * The create/edit/self rule of spec 000 section 5, as a 403 naming the create or edit right. Customers never
 * handle unavailabilities.
 */
export function assertUnavailabilityAccess(
  tenant: TenantContext,
  action: UnavailabilityAction,
  agentIds: readonly string[],
): void {
  if (tenant.actor.role === 'customer') throw new AppError(ErrorCode.Forbidden, messages.forbidden);
  const ownAgentId = tenant.membership?.role === 'agent' ? tenant.membership.id : null;
  const denied = unavailabilityDenial(tenant.actor, { action, ownAgentId, agentIds });
  if (denied) {
    throw new AppError(ErrorCode.MissingRight, missingRightMessage(rightLabels[denied]), {
      details: { right: denied },
    });
  }
}
