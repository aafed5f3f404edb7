import type { PlanningService } from '@securite/domain/planning/service-schemas';
import { ServiceStatus, serviceStatusLabels } from '@securite/domain/planning/service-status';
import { useNavigate } from 'react-router';
import { whenText } from './field-state.ts';

import { texts } from './start/texts.ts';

/** The tours of the agent's list not yet ended: taken through their own screen, not with one tap. */
export function openCircuits(list: readonly PlanningService[]): PlanningService[] {
  return list.filter((s) => s.isCircuit && s.status !== ServiceStatus.Ended);
}

/** The agent's tours on the field start page: a planned one opens its tour screen, one under way its circuit. */
export function CircuitsToTake({
  circuits,
  all,
  timeZone,
}: {
  circuits: readonly PlanningService[];
  /** The whole list, which holds the tours' stops. */
  all: readonly PlanningService[];
  timeZone: string;
}) {
  const navigate = useNavigate();
  if (circuits.length === 0) return null;
  return (
    <>
      {circuits.map((circuit) => {
        const name = circuit.postTitle ?? circuit.reference;
        const stops = all.filter((s) => s.circuitId === circuit.id).length;
        const planned = circuit.status === ServiceStatus.Planned;
        return (
          <article key={circuit.id} className="plain-card" aria-label={texts.tourneeName(name)}>
            <div className="plain-card-content" style={{ paddingBottom: 8 }}>
              <span className="t-overline t-secondary">{texts.tournee}</span>
              <h3 className="t-subtitle1">{name}</h3>
              <p className="t-body2 t-secondary">{whenText(circuit, timeZone)}</p>
              <p className="t-body2">
                {stops} {texts.etape}
                {stops > 1 ? 's' : ''} · {serviceStatusLabels[circuit.status as ServiceStatus]}
              </p>
            </div>
            <div className="plain-card-actions">
              <button
                type="button"
                className="plain-pressable plain-button"
                onClick={() =>
                  navigate(planned ? `/terrain/tournee/${circuit.id}` : `/terrain/circuitActif/${circuit.id}`)
                }
              >
                {planned ? texts.voirLaTournee : texts.reprendreLaTournee}
              </button>
            </div>
          </article>
        );
      })}
    </>
  );
}
