import type { LoneWorkerSettings } from '@securite/domain/agency-settings/field-settings';
import type { ServiceStatus } from '@securite/domain/planning/service-status';
import { protectionState } from '@securite/domain/pti/protection';
import { useEffect, useRef, useState } from 'react';
import { newClientUuid } from '../../../api/client-uuid.ts';
import { recordFieldAction } from '../field-runtime.ts';
import { askNotificationPermission, browserPtiDevice } from './pti-device.ts';
import { createPtiRuntime, type PtiDevice, type PtiRuntime, type PtiView } from './pti-runtime.ts';

export interface PtiService {
  agencyId: string;
  serviceId: string;
  status: ServiceStatus;
  isCircuit: boolean;
  /** For a circuit: no stop under way (the agent travels between two sites). */
  betweenServices?: boolean;
  site: { latitude: number; longitude: number; radius: number } | null;
}

/**
 * Runs lone-worker protection for the service on screen: one runtime per service and settings, told whenever
 * protection turns on or off (a break, the end). Its messages go through the field queue.
 */
export function usePtiRuntime(
  service: PtiService,
  settings: LoneWorkerSettings,
  device: () => PtiDevice = browserPtiDevice,
): { view: PtiView | null; runtime: PtiRuntime | null } {
  const [view, setView] = useState<PtiView | null>(null);
  const [runtime, setRuntime] = useState<PtiRuntime | null>(null);
  const deviceRef = useRef(device);
  const { agencyId, serviceId, site } = service;
  const siteKey = site ? `${site.latitude},${site.longitude},${site.radius}` : '';
  const frequency = settings.ptiFrequency;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the site is keyed by its values (siteKey).
  useEffect(() => {
    const created = createPtiRuntime({
      device: deviceRef.current(),
      frequencyMinutes: frequency,
      site,
      send: ({ type, pti, location, at }) =>
        void recordFieldAction(agencyId, {
          uuid: newClientUuid(),
          type,
          serviceId,
          deviceAt: new Date(at).toISOString(),
          location,
          pti,
        }),
      onView: setView,
    });
    setRuntime(created);
    return () => {
      created.dispose();
      setRuntime(null);
    };
  }, [agencyId, serviceId, frequency, siteKey]);

  const protection = protectionState(settings, {
    status: service.status,
    isCircuit: service.isCircuit,
    betweenServices: service.betweenServices ?? false,
  });
  const protectionKey = protection.on ? 'on' : protection.reason;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the protection is keyed by its code.
  useEffect(() => {
    runtime?.setProtection(protection);
    if (protection.on) askNotificationPermission();
  }, [runtime, protectionKey]);

  return { view, runtime };
}
