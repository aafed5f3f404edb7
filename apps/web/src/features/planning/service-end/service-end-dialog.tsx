import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ServiceEndReport } from '@securite/domain/planning/service-end-report';
import { shortDayLabel } from '@securite/domain/time/day-labels';
import { dayIn } from '@securite/domain/time/zoned-instants';
import { useId } from 'react';
import { PlanningDialogLoading } from '../../../shared/planning/planning-dialog-parts.tsx';
import type { DialogControls } from '../../../ui/dialogs/dialog-store.ts';
import { EmptyState } from '../../../ui/page.tsx';
import { ServiceAgencyReport } from '../../agency-reports/public.ts';
import { RoundPassages } from '../../rounds/public.ts';
import { useServiceEndReport } from '../api/get-service-end-report.ts';
import { serviceTimelineDialog } from '../service-timeline/service-timeline-dialog-handle.ts';
import { texts } from '../texts.ts';
import { EndPhotos } from './end-photos.tsx';
import { EndBreaks, EndSection, EndTimes, EndVoucher, Missing } from './service-end-sections.tsx';

export interface ServiceEndDialogProps {
  agencyId: string;
  serviceId: string;
}

/** « Lun. 04/05 · Hall A · Karim Benali ». */
function whatAndWho(report: ServiceEndReport): string {
  return [
    shortDayLabel(dayIn(report.startAt, report.timeZone)),
    report.site?.name ?? null,
    report.agent?.fullname ?? texts.nonAffecte,
  ]
    .filter(Boolean)
    .join(' · ');
}

const roundHref = (id: string) => `/ronde/${encodeURIComponent(id)}`;

function EndContent({ agencyId, report }: { agencyId: string; report: ServiceEndReport }) {
  const timeZone = report.timeZone;
  return (
    <Stack spacing={2.5} divider={<Divider flexItem />}>
      {!report.ended && (
        <EmptyState icon={<HourglassEmptyIcon fontSize="inherit" />} title={texts.leServiceNEst}>
          <Typography variant="body2">{texts.leRapportLeBon}</Typography>
        </EmptyState>
      )}
      <EndSection id="fin-horaires" title={texts.horaires}>
        <EndTimes report={report} timeZone={timeZone} />
      </EndSection>
      <EndSection id="fin-pauses" title={texts.pausesLength(report.breaks.length)}>
        <EndBreaks report={report} timeZone={timeZone} />
      </EndSection>
      {report.ended && (
        <EndSection id="fin-rapport" title={texts.rapportDeFinDe}>
          {report.report ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {report.report}
            </Typography>
          ) : (
            <Missing>{texts.aucunRapport}</Missing>
          )}
        </EndSection>
      )}
      {report.ended && (
        <EndSection id="fin-bon" title={texts.bonSigne}>
          <EndVoucher voucher={report.voucher} />
        </EndSection>
      )}
      <EndSection id="fin-passages" title={texts.passages}>
        <RoundPassages agencyId={agencyId} serviceId={report.serviceId} timeZone={timeZone} executionHref={roundHref} />
      </EndSection>
      {report.photos.length > 0 && (
        <EndSection id="fin-photos" title={texts.photosLength(report.photos.length)}>
          <EndPhotos agencyId={agencyId} report={report} />
        </EndSection>
      )}
    </Stack>
  );
}

/** « Fin de service »: real times, pauses, the agent's report and the signed voucher; full screen on phones. */
export function ServiceEndDialog({ agencyId, serviceId, close }: ServiceEndDialogProps & DialogControls) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const query = useServiceEndReport(agencyId, serviceId);
  const report = query.data;
  return (
    <Dialog open onClose={() => close()} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ pb: report ? 0.5 : 2 }}>
        {texts.finDeService}
      </DialogTitle>
      {report ? (
        <>
          <Typography sx={{ px: 3, pb: 1.5, color: 'text.secondary' }}>{whatAndWho(report)}</Typography>
          <DialogContent dividers>
            <EndContent agencyId={agencyId} report={report} />
            {report.ended && <ServiceAgencyReport agencyId={agencyId} serviceId={serviceId} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => void serviceTimelineDialog.open({ agencyId, serviceId })}>
              {texts.chronologie}
            </Button>
            <Button onClick={() => close()}>{texts.fermer}</Button>
          </DialogActions>
        </>
      ) : (
        <PlanningDialogLoading
          error={query.isError ? query.error : null}
          errorText={texts.impossibleDeChargerLa}
          loadingLabel={texts.chargementDeLaFin}
          onClose={() => close()}
        />
      )}
    </Dialog>
  );
}
