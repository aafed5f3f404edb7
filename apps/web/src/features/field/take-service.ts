import { fieldMessages } from '@securite/domain/field/field-messages';
import type { FieldMessage } from '@securite/domain/field/field-schemas';
import { metresOutsideSite, outsideSiteQuestion, startWindowMessage } from '@securite/domain/field/field-times';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { newClientUuid } from '../../api/client-uuid.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { getFieldBriefing } from './api/get-field-briefing.ts';
import { fieldSync, recordFieldAction } from './field-runtime.ts';
import { positionOrConsent } from './position.ts';
import { fieldDatabase, type ServiceSnapshot } from './queue/field-db.ts';
import { unsent } from './queue/field-queue.ts';
import { texts as startTexts } from './start/texts.ts';
import { texts } from './texts.ts';

export type ServiceToTake = Omit<ServiceSnapshot, 'agencyId' | 'agentId' | 'briefing'>;

/** The briefing of a service if the network gives it now (a phone offline keeps what it had). */
async function briefingOrNull(agencyId: string, serviceId: string) {
  try {
    return await getFieldBriefing(agencyId, serviceId);
  } catch {
    return null;
  }
}

/**
 * Takes a service on the phone (spec 000 section 4): only once the queue is empty ('Le service doit être
 * synchronisé avec le serveur'), after confirmation, with the phone's position (or the agent's consent to go on
 * without). The service and its briefing are kept on the phone, then the start is queued. A started service is
 * resumed after confirmation, nothing sent. Returns whether it was taken.
 */
export async function takeService(
  agencyId: string,
  agentId: string,
  service: ServiceToTake,
  options: { when: string; create?: FieldMessage['create'] },
): Promise<boolean> {
  const planned = service.status === ServiceStatus.Planned;
  if (planned && (await unsent(fieldDatabase())).length > 0) {
    notify.warning(fieldMessages.notSynced, { caption: fieldMessages.unsentCaption });
    void fieldSync().drain();
    return false;
  }
  const briefing = options.create ? null : await briefingOrNull(agencyId, service.id);
  // The service window (issue 25): before it opens, the phone says when rather than queue a refused start.
  const opensAt = planned && briefing?.startOpensAt ? new Date(briefing.startOpensAt) : null;
  if (opensAt && Date.now() < opensAt.getTime()) {
    notify.warning(startWindowMessage(opensAt, new Date(), briefing?.timeZone ?? 'Europe/Paris'));
    return false;
  }
  const ok = await confirm({
    title: planned ? texts.prendreCeService : texts.reprendreCeService,
    message: `${service.siteName ?? texts.service} — ${options.when}`,
    confirmLabel: planned ? startTexts.prendreLeService : texts.reprendre,
  });
  if (!ok) return false;
  const location = planned ? await positionOrConsent() : null;
  if (location === undefined) return false;
  // Away from the site (its radius and the accuracy rule): the agent confirms, the office will see it.
  const outside = planned ? metresOutsideSite(briefing?.site?.perimeter, location) : null;
  if (outside !== null) {
    const goOn = await confirm({
      title: outsideSiteQuestion(outside, briefing?.site?.name ?? '', 'start'),
      confirmLabel: startTexts.prendreLeService,
    });
    if (!goOn) return false;
  }
  await fieldDatabase().services.put({ ...service, agencyId, agentId, briefing });
  if (planned) {
    await recordFieldAction(agencyId, {
      uuid: newClientUuid(),
      type: 'service.start',
      serviceId: service.id,
      deviceAt: new Date().toISOString(),
      location,
      ...(options.create ? { create: options.create } : {}),
    });
  }
  return true;
}
