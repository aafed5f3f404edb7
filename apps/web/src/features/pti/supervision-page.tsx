import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type ServiceStatus, serviceStatusLabels } from '@securite/domain/planning/service-status';
import { protectionStateLabels, type RoundProgress, type SupervisionAgent } from '@securite/domain/pti/pti-alarms';
import { useSession } from '../../api/session.ts';
import { format } from '../../ui/format.ts';
import { Page } from '../../ui/page.tsx';
import { useSupervision } from './api/get-supervision.ts';
import { type MapPoint, PositionsMap } from './positions-map.tsx';
import { texts } from './texts.ts';
import { useSupervisionLive } from './use-supervision-live.ts';

const colorOf = (row: SupervisionAgent) =>
  row.openAlarms > 0 ? '#d32f2f' : row.lastHeartbeat?.protection === 'on' ? '#2e7d32' : '#757575';

/** Where each agent on duty is: the last heartbeat's position, else their site. */
function pointOf(row: SupervisionAgent): MapPoint | null {
  const at = row.lastHeartbeat?.position ?? row.service.site;
  if (at?.latitude == null || at.longitude == null) return null;
  return {
    id: row.service.id,
    latitude: at.latitude,
    longitude: at.longitude,
    label: `${row.agent.name} — ${row.service.site?.name ?? row.service.reference}`,
    color: colorOf(row),
  };
}

/** Complete executions against those due, and the round being walked with its checkpoints validated. */
function RoundsCell({ progress }: { progress: RoundProgress }) {
  if (progress.due === 0 && !progress.current) return <>—</>;
  return (
    <Stack spacing={0.25}>
      {progress.due > 0 && (
        <span>
          {progress.done} / {progress.due} faite(s)
        </span>
      )}
      {progress.current && (
        <span>
          {texts.enCours} {progress.current.name} ({progress.current.validated}/{progress.current.total} points)
        </span>
      )}
    </Stack>
  );
}

/** planification/supervision: the agents on duty, live, on a map and in a list. */
export function SupervisionPage() {
  const agencyId = useSession().agencyId ?? '';
  useSupervisionLive(agencyId);
  const supervision = useSupervision(agencyId);
  const agents = supervision.data?.agents ?? [];
  const points = agents.map(pointOf).filter((p): p is MapPoint => p !== null);
  return (
    <Page title={texts.supervision} subtitle={texts.lesCollaborateursEnService}>
      <Stack spacing={2}>
        {supervision.isError && <Alert severity="error">{texts.impossibleDeChargerLa}</Alert>}
        <PositionsMap points={points} label={texts.carteDesCollaborateursEn} height={380} />
        {supervision.data && agents.length === 0 ? (
          <Alert severity="info">{texts.aucunCollaborateurEnService}</Alert>
        ) : (
          <Table size="small" aria-label={texts.collaborateursEnService}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.collaborateur}</TableCell>
                <TableCell>{texts.site}</TableCell>
                <TableCell>{texts.service}</TableCell>
                <TableCell>{texts.rondes}</TableCell>
                <TableCell>{texts.protection}</TableCell>
                <TableCell>{texts.dernierSignal}</TableCell>
                <TableCell>{texts.alertes}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {agents.map((row) => (
                <TableRow key={row.service.id}>
                  <TableCell>{row.agent.name}</TableCell>
                  <TableCell>{row.service.site?.name ?? '—'}</TableCell>
                  <TableCell>
                    {row.service.reference} · {serviceStatusLabels[row.service.status as ServiceStatus] ?? ''}
                  </TableCell>
                  <TableCell>
                    <RoundsCell progress={row.rounds} />
                  </TableCell>
                  <TableCell>
                    {row.lastHeartbeat ? protectionStateLabels[row.lastHeartbeat.protection] : texts.aucunSignalRecu}
                  </TableCell>
                  <TableCell>{row.lastHeartbeat ? format.dateTime(row.lastHeartbeat.receivedAt) : '—'}</TableCell>
                  <TableCell>
                    {row.openAlarms > 0 ? <Chip color="error" size="small" label={row.openAlarms} /> : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </Page>
  );
}
