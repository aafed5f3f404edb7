import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ServiceEndReport } from '@securite/domain/planning/service-end-report';
import { timeIn } from '@securite/domain/time/zoned-instants';
import { useStoredImageUrl } from '../../../shared/files/stored-file.ts';

import { texts } from '../texts.ts';

type Photo = ServiceEndReport['photos'][number];

/** One photo, fetched with the session's token; a tap opens it full size. */
function EndPhoto({ agencyId, photo, label }: { agencyId: string; photo: Photo; label: string }) {
  const url = useStoredImageUrl(agencyId, photo.fileId);
  if (!url) {
    return (
      <Box
        sx={{
          width: 120,
          height: 120,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        <CircularProgress size={20} aria-label={texts.chargementDeLabel(label)} />
      </Box>
    );
  }
  return (
    <Link href={url} target="_blank" rel="noopener" aria-label={texts.ouvrirLabel(label)}>
      <Box
        component="img"
        src={url}
        alt={label}
        sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1, display: 'block' }}
      />
    </Link>
  );
}

/** The photos the agent took at the end, with the time each was taken. */
export function EndPhotos({ agencyId, report }: { agencyId: string; report: ServiceEndReport }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {report.photos.map((photo, index) => (
        <EndPhoto
          key={photo.fileId}
          agencyId={agencyId}
          photo={photo}
          label={texts.photoPriseAValue(index + 1, timeIn(photo.takenAt, report.timeZone))}
        />
      ))}
    </Stack>
  );
}
