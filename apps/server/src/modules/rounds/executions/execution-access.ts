import { isAgencyStaff, isGranted } from '@securite/domain/auth/access';
import { rightLabels } from '@securite/domain/auth/rights';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { missingRightMessage } from '@securite/domain/errors/messages';
import { executionReaders } from '@securite/domain/rounds/execution-readers';
import { notFound } from '../../../http/errors.ts';
import type { TenantContext } from '../../../http/tenancy.ts';

/**
 * Who reads the executions of a service: staff with a reader's right (else 403), the agent of the service, and
 * the customer of its site; anyone else is answered 404 (`message`), as if it did not exist.
 */
export function assertCanReadExecutions(
  tenant: TenantContext,
  owner: { agentId: string | null; customerId: string | null },
  message: string,
): void {
  const { actor, scope } = tenant;
  if (scope.agentId) {
    if (owner.agentId !== scope.agentId) throw notFound(message);
    if (actor.role === 'agent') return;
  }
  if (scope.customerId) {
    if (owner.customerId !== scope.customerId) throw notFound(message);
    if (actor.role === 'customer') return;
  }
  if (!isAgencyStaff(actor)) throw notFound(message);
  if (!isGranted(actor, executionReaders)) {
    throw new AppError(ErrorCode.MissingRight, missingRightMessage(rightLabels[executionReaders[0]]), {
      details: { right: executionReaders[0] },
    });
  }
}
