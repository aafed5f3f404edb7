import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ServiceStatus, serviceStatusLabels } from '@securite/domain/planning/service-status';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../api/session.ts';
import { useAgencyTimeZone } from '../../shared/planning/use-agency-time-zone.ts';
import { useMyServices } from '../planning/public.ts';
import { CircuitsToTake, openCircuits } from './circuits-to-take.tsx';
import { whenText } from './field-state.ts';

type MyService = NonNullable<ReturnType<typeof useMyServices>['data']>['services'][number];

/** From 12 hours ago to a day ahead: the services an agent may take or take up again now. */
function aroundNow() {
  const now = Date.now();
  return { from: new Date(now - 12 * 3600_000).toISOString(), to: new Date(now + 24 * 3600_000).toISOString() };
}

/** The agent's services of the moment on the field start page, to take (or take up again) with one tap. */
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
    <Stack component="section" aria-labelledby="services-to-take" spacing={1.5} sx={{ mb: 3 }}>
      <Typography id="services-to-take" variant="h6" component="h2">
        Mes services
      </Typography>
      {query.isPending && <Typography color="text.secondary">Chargement de vos services…</Typography>}
      {query.isError && <Typography color="error">Impossible de charger vos services.</Typography>}
      {query.isSuccess && services.length + circuits.length === 0 && (
        <Typography color="text.secondary">
          {onlyId
            ? 'Ce service n’est pas à prendre maintenant (terminé, ou prévu plus tard).'
            : 'Aucun service prévu d’ici demain.'}
        </Typography>
      )}
      {services.map((service) => (
        <Card key={service.id} component="article" aria-label={service.site?.name ?? service.reference}>
          <CardContent sx={{ pb: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {service.site?.name ?? 'Service sans site'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {whenText(service, timeZone)}
            </Typography>
            {service.postTitle && <Typography variant="body2">{service.postTitle}</Typography>}
            <Typography variant="body2">{serviceStatusLabels[service.status as ServiceStatus]}</Typography>
          </CardContent>
          <CardActions>
            <Button variant="contained" onClick={() => void take(service)}>
              {service.status === ServiceStatus.Planned ? 'Prendre le service' : 'Reprendre le service'}
            </Button>
          </CardActions>
        </Card>
      ))}
      <CircuitsToTake circuits={circuits} all={all} timeZone={timeZone} />
    </Stack>
  );
}
