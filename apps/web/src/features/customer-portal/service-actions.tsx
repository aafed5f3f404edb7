import DownloadIcon from '@mui/icons-material/Download';
import TimelineIcon from '@mui/icons-material/Timeline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CustomerService } from '@securite/domain/customer-portal/customer-services';
import { useState } from 'react';
import { serviceTimelineDialog } from '../planning/public.ts';
import { downloadReport } from './api/download-report.ts';

import { texts } from './texts.ts';

/** « Chronologie » of a service (what its customer may read of it) and, once made, its intervention report. */
export function ServiceActions({
  agencyId,
  customerId,
  service,
  label,
}: {
  agencyId: string;
  customerId: string;
  service: CustomerService;
  /** How the service is named to a screen reader (« du lundi 5 janvier, Siège »). */
  label: string;
}) {
  const [busy, setBusy] = useState(false);
  const started = service.state !== 'planned';
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: { sm: 'flex-end' }, flexWrap: 'wrap' }}>
      {started && (
        <Button
          size="small"
          startIcon={<TimelineIcon />}
          aria-label={texts.chronologieDuServiceLabel(label)}
          onClick={() => void serviceTimelineDialog.open({ agencyId, serviceId: service.id, customerId })}
        >
          {texts.chronologie}
        </Button>
      )}
      {service.reportId && (
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          disabled={busy}
          aria-label={texts.telechargerLeBonLabel(label)}
          onClick={async () => {
            setBusy(true);
            try {
              await downloadReport(agencyId, customerId, service.reportId!);
            } catch {
              // The HTTP client already said why.
            } finally {
              setBusy(false);
            }
          }}
        >
          {texts.bon}
        </Button>
      )}
    </Stack>
  );
}
