import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { dayIn, isoAt } from '@securite/domain/time/zoned-instants';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { newClientUuid } from '../../api/client-uuid.ts';
import { useSession } from '../../api/session.ts';
import { useAgencyTimeZone } from '../../shared/planning/use-agency-time-zone.ts';
import { Page } from '../../ui/page.tsx';
import { useStartOptions } from './api/get-start-options.ts';
import { whenText } from './field-state.ts';
import { takeService } from './take-service.ts';

import { texts } from './texts.ts';

/** Two hours from now, on the quarter: the end an agent foresees unless they change it. */
function defaultEnd(timeZone: string): string {
  const at = new Date(Date.now() + 2 * 3600_000);
  const [h, m] = new Intl.DateTimeFormat('fr-FR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(at)
    .split(':')
    .map(Number);
  const quarter = Math.ceil(m / 15) * 15;
  const hour = (h + Math.floor(quarter / 60)) % 24;
  return `${String(hour).padStart(2, '0')}:${String(quarter % 60).padStart(2, '0')}`;
}

/** The next instant at that wall time in the agency's zone: today, or tomorrow when it has passed. */
function nextAt(time: string, timeZone: string): string {
  const now = new Date();
  const today = isoAt(dayIn(now, timeZone), time, timeZone);
  if (new Date(today).getTime() > now.getTime()) return today;
  return isoAt(dayIn(new Date(now.getTime() + 24 * 3600_000), timeZone), time, timeZone);
}

/**
 * terrain/intervention/{activityType} and servicesNonPlanifies: a service the agent starts now, on one of their
 * sites, until the end they foresee. Without a type, the intervention page lists the agency's activity types.
 * It works offline: the new service waits in the queue with its start.
 */
export function StartServicePage({ kind }: { kind: 'intervention' | 'unplanned' }) {
  const { activityType } = useParams();
  const { agencyId, company } = useSession();
  const agentId = company?.agentId ?? null;
  const options = useStartOptions(agencyId);
  const { timeZone } = useAgencyTimeZone(agencyId);
  const navigate = useNavigate();
  const [siteId, setSiteId] = useState('');
  const [end, setEnd] = useState(() => defaultEnd(timeZone));
  const [error, setError] = useState<string | null>(null);
  const title = kind === 'unplanned' ? texts.serviceNonPlanifie : texts.intervention;
  const type = options.data?.activityTypes.find((t) => t.key === activityType) ?? null;

  if (!agencyId || !agentId) return <Page title={title}>{texts.reserveAuxAgents}</Page>;
  if (options.isPending) return <Page title={title}>{texts.chargement}</Page>;
  if (options.isError) {
    return (
      <Page title={title}>
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={() => void options.refetch()}>
              {texts.reessayer}
            </Button>
          }
        >
          {texts.lesSitesEtLes}
        </Alert>
      </Page>
    );
  }
  const { sites, activityTypes } = options.data;

  if (kind === 'intervention' && !type) {
    return (
      <Page title={texts.intervention} subtitle={texts.choisissezLeTypeD}>
        {activityType && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {texts.ceTypeDActivite}
          </Alert>
        )}
        {activityTypes.length === 0 && <Alert severity="info">{texts.aucunTypeDActivite}</Alert>}
        <Stack spacing={1.5}>
          {activityTypes.map((t) => (
            <Card key={t.key}>
              <CardActionArea component={RouterLink} to={`/terrain/intervention/${encodeURIComponent(t.key)}`}>
                <CardContent>
                  <Typography variant="subtitle1" component="h2">
                    {t.label}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      </Page>
    );
  }

  async function start(event: FormEvent) {
    event.preventDefault();
    const site = sites.find((s) => s.id === siteId);
    if (!site) return setError(texts.choisissezLeSite);
    if (!/^\d{2}:\d{2}$/.test(end)) return setError(texts.indiquezLHeureDe);
    setError(null);
    const id = newClientUuid();
    const startAt = new Date().toISOString();
    const endAt = nextAt(end, timeZone);
    const taken = await takeService(
      agencyId!,
      agentId!,
      {
        id,
        siteName: site.name,
        startAt,
        endAt,
        isCircuit: false,
        status: ServiceStatus.Planned,
        realStartAt: null,
        realEndAt: null,
      },
      {
        when: whenText({ startAt, endAt }, timeZone),
        create: { kind, siteId: site.id, activityType: type?.key ?? null, endAt },
      },
    );
    if (taken) navigate(`/terrain/serviceActif/${id}`);
  }

  return (
    <Page title={type ? type.label : title} subtitle={texts.leServiceCommenceMaintenant}>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void start(e)} sx={{ maxWidth: 480 }}>
        {sites.length === 0 ? (
          <Alert severity="info">{texts.aucunSiteNeVous}</Alert>
        ) : (
          <TextField select label={texts.site} value={siteId} onChange={(e) => setSiteId(e.target.value)} required>
            {sites.map((site) => (
              <MenuItem key={site.id} value={site.id}>
                {site.name}
                {site.address ? ` — ${site.address}` : ''}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label={texts.finPrevue}
          type="time"
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          required
          helperText={texts.leLendemainSiL}
          slotProps={{ htmlInput: { step: 300 } }}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={sites.length === 0}>
          {kind === 'unplanned' ? texts.demarrerLeService : texts.demarrerLIntervention}
        </Button>
      </Stack>
    </Page>
  );
}
