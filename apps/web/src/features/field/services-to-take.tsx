import { ServiceStatus, serviceStatusLabels } from '@securite/domain/planning/service-status';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../api/session.ts';
import { useMyServices } from '../../shared/planning/api/find-my-services.ts';
import { useAgencyTimeZone } from '../../shared/planning/use-agency-time-zone.ts';
import { CircuitsToTake, openCircuits } from './circuits-to-take.tsx';
import { whenText } from './field-state.ts';

import { texts } from './start/texts.ts';

type MyService = NonNullable<ReturnType<typeof useMyServices>['data']>['services'][number];

/** From 12 hours ago to a day ahead: the services an agent may take or take up again now. */
function aroundNow() {
  const now = Date.now();
  return { from: new Date(now - 12 * 3600_000).toISOString(), to: new Date(now + 24 * 3600_000).toISOString() };
}

/**
 * The agent's services of the moment on the field start page, to take (or take up again) with one tap. Drawn
 * without MUI (ui/plain/plain.css): the start page is a phone's first screen.
 */
export function ServicesToTake({ onlyId = null }: { onlyId?: string | null } = {}) {
  const { agencyId, company } = useSession();
  const agentId = company?.agentId ?? null;
  const period = useMemo(aroundNow, []);
  const query = useMyServices(agencyId ?? '', agentId, period);
  const { timeZone } = useAgencyTimeZone(agencyId);
  const navigate = useNavigate();
  if (!agencyId || !agentId) return null;
  const all = query.data?.services ?? [];
  // Tours open their own screen; their stops are taken there.
  const services = all.filter(
    (s) => s.status !== ServiceStatus.Ended && !s.isCircuit && !s.circuitId && (onlyId === null || s.id === onlyId),
  );
  const circuits = openCircuits(all).filter((c) => onlyId === null || c.id === onlyId);

  async function take(service: MyService) {
    if (!agencyId || !agentId) return;
    // Taking writes to the phone's queue (Dexie): loaded on the first tap, not with the page.
    const { takeService } = await import('./take-service.ts');
    const taken = await takeService(
      agencyId,
      agentId,
      {
        id: service.id,
        siteName: service.site?.name ?? null,
        startAt: service.startAt,
        endAt: service.endAt,
        isCircuit: service.isCircuit,
        status: service.status,
        realStartAt: service.realStartAt,
        realEndAt: service.realEndAt,
      },
      { when: whenText(service, timeZone) },
    );
    if (taken) navigate(`/terrain/serviceActif/${service.id}`);
  }

  return (
    <section aria-labelledby="services-to-take" className="plain-column services-to-take">
      <h2 id="services-to-take" className="t-h6">
        {texts.mesServices}
      </h2>
      {query.isPending && <p className="t-body1 t-secondary">{texts.chargementDeVosServices}</p>}
      {query.isError && <p className="t-body1 t-error">{texts.impossibleDeChargerVos}</p>}
      {query.isSuccess && services.length + circuits.length === 0 && (
        <p className="t-body1 t-secondary">{onlyId ? texts.ceServiceNEst : texts.aucunServicePrevuD}</p>
      )}
      {services.map((service) => (
        <article key={service.id} className="plain-card" aria-label={service.site?.name ?? service.reference}>
          <div className="plain-card-content" style={{ paddingBottom: 8 }}>
            <h3 className="t-subtitle1">{service.site?.name ?? texts.serviceSansSite}</h3>
            <p className="t-body2 t-secondary">{whenText(service, timeZone)}</p>
            {service.postTitle && <p className="t-body2">{service.postTitle}</p>}
            <p className="t-body2">{serviceStatusLabels[service.status as ServiceStatus]}</p>
          </div>
          <div className="plain-card-actions">
            <button type="button" className="plain-pressable plain-button" onClick={() => void take(service)}>
              {service.status === ServiceStatus.Planned ? texts.prendreLeService : texts.reprendreLeService}
            </button>
          </div>
        </article>
      ))}
      <CircuitsToTake circuits={circuits} all={all} timeZone={timeZone} />
    </section>
  );
}
