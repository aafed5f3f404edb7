import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { shortDayLabel } from '@securite/domain/time/day-labels';
import { dayIn, timeIn } from '@securite/domain/time/zoned-instants';
import { receiptDelayMinutes, type TimelineEntry } from '@securite/domain/timeline/service-timeline';
import { useStoredImageUrl } from '../../../shared/files/stored-file.ts';

import { texts } from '../texts.ts';

const at = (iso: string, timeZone: string) => `${shortDayLabel(dayIn(iso, timeZone))} ${timeIn(iso, timeZone)}`;

/** « Reçu à 20:14 (12 min plus tard) » when the phone was offline; « Reçu à 20:02 » otherwise. */
function receipt(entry: TimelineEntry, timeZone: string): string {
  if (entry.receivedAt === null) return texts.actionDuBureau;
  const delay = receiptDelayMinutes(entry);
  const time = texts.recuAValue(timeIn(entry.receivedAt, timeZone));
  return delay > 0 ? texts.minPlusTardTime(time, delay) : time;
}

function TimelinePhoto({ agencyId, fileId, label }: { agencyId: string; fileId: string; label: string }) {
  const url = useStoredImageUrl(agencyId, fileId);
  if (!url) return null;
  return (
    <Link href={url} target="_blank" rel="noopener">
      <Box component="img" src={url} alt={label} sx={{ mt: 0.5, maxWidth: 160, maxHeight: 120, borderRadius: 1 }} />
    </Link>
  );
}

export interface TimelineListProps {
  agencyId: string;
  entries: readonly TimelineEntry[];
  timeZone: string;
  executionHref: (id: string) => string;
}

/** The entries one under the other: the phone's time, what happened, its detail, and when the server heard of it. */
export function TimelineList({ agencyId, entries, timeZone, executionHref }: TimelineListProps) {
  return (
    <Stack component="ol" aria-label={texts.chronologie} spacing={1.5} sx={{ p: 0, m: 0 }}>
      {entries.map((entry) => (
        <Stack
          component="li"
          key={entry.id}
          direction="row"
          spacing={2}
          sx={{ listStyle: 'none', borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 92, whiteSpace: 'nowrap' }}>
            {at(entry.deviceAt, timeZone)}
          </Typography>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {entry.executionId && entry.kind === 'round.start' ? (
                <Link href={executionHref(entry.executionId)}>{entry.label}</Link>
              ) : (
                entry.label
              )}
            </Typography>
            {entry.detail && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {entry.detail}
              </Typography>
            )}
            {entry.photoFileId && (
              <TimelinePhoto
                agencyId={agencyId}
                fileId={entry.photoFileId}
                label={texts.photoPriseAValue2(timeIn(entry.deviceAt, timeZone))}
              />
            )}
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {receipt(entry, timeZone)}
            </Typography>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
