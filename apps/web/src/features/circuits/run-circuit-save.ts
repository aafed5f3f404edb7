import type { Circuit, CircuitSaveInput, CircuitSaveResponse } from '@securite/domain/circuits/circuit-schemas';
import { serviceMessages } from '@securite/domain/planning/service-schemas';
import { ApiError } from '../../api/api-error.ts';
import { newClientUuid } from '../../api/client-uuid.ts';
import { blockingIssuesOf } from '../../shared/planning/api/save-services-batch.ts';
import { issueLines } from '../../shared/planning/issue-lines.ts';
import { issuesDialog } from '../../shared/planning/issues-dialog.tsx';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import type { CircuitSaveRequest } from './api/save-circuit.ts';

import { texts } from './texts.ts';

/**
 * The planning's save flow for a circuit (spec 000 section 5): confirm 'Créer N service(s) ?' or 'Modifier N
 * service(s) ?', send with a uuid made once, list the warnings (tour overlaps among them) under 'Les erreurs
 * suivantes ont été détectées' and resend confirmed on 'Enregistrer quand même'; blocking errors show as a
 * negative notice listing them. Resolves with the saved circuits, or null when nothing was saved.
 */
export async function runCircuitSave(
  send: (input: CircuitSaveRequest) => Promise<CircuitSaveResponse>,
  save: CircuitSaveInput,
  options: { count: number; timeZone: string },
): Promise<Circuit[] | null> {
  const title = save.id ? serviceMessages.confirmUpdate(options.count) : serviceMessages.confirmCreate(options.count);
  if (!(await confirm({ title, confirmLabel: texts.enregistrer }))) return null;
  const uuid = newClientUuid();
  try {
    let answer = await send({ ...save, uuid, confirmed: false });
    if (answer.status === 'issues') {
      const anyway = await issuesDialog.open({ issues: answer.issues, timeZone: options.timeZone });
      if (!anyway) return null;
      answer = await send({ ...save, uuid, confirmed: true });
    }
    if (answer.status !== 'saved') return null;
    notify.success(serviceMessages.saved);
    return answer.circuits;
  } catch (error) {
    const blocking = blockingIssuesOf(error);
    if (blocking) {
      notify.error((error as ApiError).message, { caption: issueLines(blocking, options.timeZone), timeout: null });
      return null;
    }
    // A missing right, a locked subscription, maintenance: the HTTP client already showed them.
    if (!(error instanceof ApiError && [402, 403, 413, 503].includes(error.status))) {
      notify.error(error instanceof Error ? error.message : serviceMessages.blocked);
    }
    return null;
  }
}
