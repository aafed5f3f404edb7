import TimelineIcon from '@mui/icons-material/Timeline';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { PlanningDialogLoading } from '../../../shared/planning/planning-dialog-parts.tsx';
import type { DialogControls } from '../../../ui/dialogs/dialog-store.ts';
import { EmptyState } from '../../../ui/page.tsx';
import { useServiceTimeline } from '../api/get-service-timeline.ts';
import { texts } from '../texts.ts';
import { TimelineList } from './timeline-list.tsx';

export interface ServiceTimelineDialogProps {
  agencyId: string;
  serviceId: string;
  /** The customer portal: the timeline as the customer reads it, through its path. */
  customerId?: string | null;
}

// A hash route: the dialog sits outside the router, so the link is a plain one to the round's page.
const roundHref = (id: string) => `#/ronde/${encodeURIComponent(id)}`;

/**
 * « Chronologie du service » (spec 000 section 2, the service timeline dialog): start, pauses, photos, rounds,
 * main courante, lone-worker alarms and end, each at the phone's time with the server's receipt time.
 */
export function ServiceTimelineDialog({
  agencyId,
  serviceId,
  customerId = null,
  close,
}: ServiceTimelineDialogProps & DialogControls) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const query = useServiceTimeline(agencyId, serviceId, customerId);
  const timeline = query.data;
  return (
    <Dialog open onClose={() => close()} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ pb: timeline ? 0.5 : 2 }}>
        {texts.chronologieDuService}
      </DialogTitle>
      {timeline ? (
        <>
          <Typography sx={{ px: 3, pb: 1.5, color: 'text.secondary' }}>
            {[timeline.service.reference, timeline.service.site, timeline.service.agent ?? texts.nonAffecte]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <DialogContent dividers>
            {timeline.entries.length === 0 ? (
              <EmptyState icon={<TimelineIcon fontSize="inherit" />} title={texts.rienNAEncore} />
            ) : (
              <TimelineList
                agencyId={agencyId}
                entries={timeline.entries}
                timeZone={timeline.timeZone}
                executionHref={roundHref}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => close()}>{texts.fermer}</Button>
          </DialogActions>
        </>
      ) : (
        <PlanningDialogLoading
          error={query.isError ? query.error : null}
          errorText={texts.impossibleDeChargerLaChronologie}
          loadingLabel={texts.chargementDeLaChronologie}
          onClose={() => close()}
        />
      )}
    </Dialog>
  );
}
