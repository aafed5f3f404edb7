import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Alarm } from '@securite/domain/pti/pti-alarms';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../api/session.ts';
import { format } from '../../ui/format.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { Page } from '../../ui/page.tsx';
import { AlarmCard } from './alarm-card.tsx';
import { playAlertChime } from './alert-sound.ts';
import { useAlarms } from './api/get-alarms.ts';
import { useHandleAlarm } from './api/handle-alarm.ts';
import { CloseAlarmDialog } from './close-alarm-dialog.tsx';
import { texts } from './texts.ts';
import { useSupervisionLive } from './use-supervision-live.ts';

/** A chime for each alarm that was not there on the last look (not for those already open when the page opened). */
function useChimeOnNew(open: Alarm[] | undefined, chime: () => void) {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!open) return;
    const ids = new Set(open.map((a) => a.id));
    if (seen.current && open.some((a) => !seen.current?.has(a.id) && !a.acknowledgedAt)) chime();
    seen.current = new Set([...(seen.current ?? []), ...ids]);
  }, [open, chime]);
}

/** terrain/adminDashboard/adminAlerts: the lone-worker alarms, live, to acknowledge and close. */
export function AlertsPage({ chime = playAlertChime }: { chime?: () => void }) {
  const agencyId = useSession().agencyId ?? '';
  useSupervisionLive(agencyId);
  const alarms = useAlarms(agencyId);
  const handle = useHandleAlarm(agencyId);
  const [closing, setClosing] = useState<Alarm | null>(null);
  useChimeOnNew(alarms.data?.open, chime);

  const act = (alarm: Alarm, comment: string | null) =>
    handle.mutate(
      { id: alarm.id, comment },
      {
        onSuccess: () => {
          setClosing(null);
          notify.success(comment === null ? texts.alerteAcquittee : texts.alerteCloturee);
        },
      },
    );

  const open = alarms.data?.open ?? [];
  return (
    <Page title={texts.alertes} subtitle={texts.protectionDuTravailleurIsole}>
      <Stack spacing={2}>
        {alarms.isError && <Alert severity="error">{texts.impossibleDeChargerLes}</Alert>}
        {alarms.data && open.length === 0 && <Alert severity="success">{texts.aucuneAlerteEnCours}</Alert>}
        <Stack component="section" aria-label={texts.alertesEnCours} spacing={2}>
          {open.map((alarm) => (
            <AlarmCard
              key={alarm.id}
              alarm={alarm}
              onAcknowledge={() => act(alarm, null)}
              onClose={() => setClosing(alarm)}
            />
          ))}
        </Stack>
        {alarms.data && alarms.data.closed.length > 0 && (
          <section aria-label={texts.alertesCloturees}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {texts.dernieresAlertesCloturees}
            </Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{texts.alerte}</TableCell>
                  <TableCell>{texts.collaborateur}</TableCell>
                  <TableCell>{texts.site}</TableCell>
                  <TableCell>{texts.declenchee}</TableCell>
                  <TableCell>{texts.cloturee}</TableCell>
                  <TableCell>{texts.commentaire}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {alarms.data.closed.map((alarm) => (
                  <TableRow key={alarm.id}>
                    <TableCell>{alarm.label}</TableCell>
                    <TableCell>{alarm.agent.name}</TableCell>
                    <TableCell>{alarm.site?.name ?? '—'}</TableCell>
                    <TableCell>{format.dateTime(alarm.raisedAt)}</TableCell>
                    <TableCell>
                      {alarm.closedAt ? format.dateTime(alarm.closedAt) : ''} par {alarm.closedBy?.name ?? '—'}
                    </TableCell>
                    <TableCell>{alarm.closeComment}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
        )}
      </Stack>
      {closing && (
        <CloseAlarmDialog
          label={closing.label}
          pending={handle.isPending}
          onCancel={() => setClosing(null)}
          onClose={(comment) => act(closing, comment)}
        />
      )}
    </Page>
  );
}
