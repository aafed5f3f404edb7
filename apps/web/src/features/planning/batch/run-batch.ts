import {
  type BatchIssue,
  type PlanningService,
  type ServiceBatchResponse,
  type ServiceDraftInput,
  serviceMessages,
} from '@securite/domain/planning/service-schemas';
import { ApiError } from '../../../api/api-error.ts';
import { newClientUuid } from '../../../api/client-uuid.ts';
import { blockingIssuesOf, type ServiceBatchInput } from '../../../shared/planning/api/save-services-batch.ts';
import { issueLines } from '../../../shared/planning/issue-lines.ts';
import { issuesDialog } from '../../../shared/planning/issues-dialog.tsx';
import { confirm } from '../../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';

import { texts } from '../texts.ts';

export type BatchKind = 'create' | 'update' | 'delete';

/** One batch as the screens prepare it: its lines and how many services it touches (occurrences × posts). */
export interface BatchPlan {
  kind: BatchKind;
  drafts: ServiceDraftInput[];
  count: number;
}

export type BatchOutcome =
  | { status: 'unchanged' | 'cancelled' | 'failed' }
  /** `conflicts`: the ids of the services saved despite warnings, shown in the conflict colour. */
  | { status: 'saved'; services: PlanningService[]; conflicts: string[] }
  /** `issues`: the blocking errors, for a screen that shows them itself (`inline`). */
  | { status: 'blocked'; conflicts: string[]; issues: BatchIssue[] };

export const deleteQuestion = (n: number) => texts.supprimerServiceSN(n);

function question(plan: BatchPlan): string {
  if (plan.kind === 'create') return serviceMessages.confirmCreate(plan.count);
  if (plan.kind === 'delete') return deleteQuestion(plan.count);
  return serviceMessages.confirmUpdate(plan.count);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids of the edited services named by the issues (an edit's key is its id; the server keys each following
 * service of a `series: 'following'` line by its own id).
 */
function editedIn(issues: readonly BatchIssue[], drafts: readonly ServiceDraftInput[]): string[] {
  const ids = new Set(drafts.flatMap((d) => (d.id ? [d.id] : [])));
  const series = drafts.some((d) => d.series === 'following');
  const edited = (key: string) => ids.has(key) || (series && UUID.test(key));
  return [...new Set(issues.map((i) => i.key).filter(edited))];
}

/** The saved services an issue was about: same start, same agent. */
function savedIn(issues: readonly BatchIssue[], services: readonly PlanningService[]): string[] {
  return services
    .filter((s) =>
      issues.some(
        (i) => Date.parse(i.startAt) === Date.parse(s.startAt) && (i.agentName ?? null) === (s.agent?.fullname ?? null),
      ),
    )
    .map((s) => s.id);
}

/**
 * The batch save flow of spec 000 section 5: nothing to save says so; a precheck (the dry-run checks) that finds
 * blocking errors shows them at once, without first asking to confirm a save that would be refused; otherwise
 * confirm 'Créer N service(s) ?' or
 * 'Modifier N service(s) ?', send with a uuid made once for the batch, list the warnings under 'Les erreurs
 * suivantes ont été détectées' and resend confirmed on 'Enregistrer quand même'; blocking errors show as a
 * negative notice listing them; success says 'Vos modifications ont été enregistrées avec succès'.
 */
export async function runBatch(
  send: (input: ServiceBatchInput) => Promise<ServiceBatchResponse>,
  plan: BatchPlan,
  timeZone: string,
  precheck?: () => Promise<BatchIssue[]>,
  /** The screen lists the blocking errors beside its form: no notice over it. */
  { inline = false }: { inline?: boolean } = {},
): Promise<BatchOutcome> {
  if (plan.drafts.length === 0) {
    notify.warning(serviceMessages.noChange);
    return { status: 'unchanged' };
  }
  const destructive = plan.kind === 'delete';
  if (precheck && !destructive) {
    // A precheck that fails (offline, an error) asks nothing: the server checks the save again anyway.
    const blocking = ((await precheck().catch(() => null)) ?? []).filter((issue) => issue.blocking);
    if (blocking.length > 0) {
      if (!inline) notify.error(serviceMessages.blocked, { caption: issueLines(blocking, timeZone), timeout: null });
      return { status: 'blocked', conflicts: editedIn(blocking, plan.drafts), issues: blocking };
    }
  }
  const confirmed = await confirm({
    title: question(plan),
    confirmLabel: destructive ? texts.supprimer : texts.enregistrer,
    destructive,
  });
  if (!confirmed) return { status: 'cancelled' };

  const uuid = newClientUuid();
  let warnings: BatchIssue[] = [];
  try {
    let answer = await send({ uuid, services: plan.drafts, confirmed: false });
    if (answer.status === 'issues') {
      warnings = answer.issues;
      const anyway = await issuesDialog.open({ issues: answer.issues, timeZone });
      if (!anyway) return { status: 'cancelled' };
      answer = await send({ uuid, services: plan.drafts, confirmed: true });
    }
    if (answer.status !== 'saved') return { status: 'failed' };
    notify.success(serviceMessages.saved);
    const conflicts = [...editedIn(warnings, plan.drafts), ...savedIn(warnings, answer.services)];
    return { status: 'saved', services: answer.services, conflicts: [...new Set(conflicts)] };
  } catch (error) {
    const blocking = blockingIssuesOf(error);
    if (blocking) {
      if (!inline)
        notify.error((error as ApiError).message, { caption: issueLines(blocking, timeZone), timeout: null });
      return { status: 'blocked', conflicts: editedIn(blocking, plan.drafts), issues: blocking };
    }
    // A missing right, a locked subscription, maintenance: the HTTP client already showed them.
    if (!(error instanceof ApiError && [402, 403, 413, 503].includes(error.status))) {
      notify.error(error instanceof Error ? error.message : serviceMessages.blocked);
    }
    return { status: 'failed' };
  }
}
