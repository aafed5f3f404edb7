import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSiteEvents } from './api/find-site-events.ts';
import { useSiteChain } from './api/get-site-chain.ts';
import { ChainSeal } from './chain-seal.tsx';
import { EventView } from './event-view.tsx';

import { texts } from './texts.ts';

/**
 * A site's main courante timeline (spec 000 section 2, site main-courante timeline): its events newest first with
 * their messages, edited ones with their history, deleted ones marked; for staff, the seal of the site's chain (its
 * state, its head, the export and the check of a kept head).
 */
export function SiteEventsDialog({
  agencyId,
  siteId,
  siteName,
  showChain,
  onClose,
}: {
  agencyId: string;
  siteId: string;
  siteName: string;
  showChain: boolean;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const events = useSiteEvents(agencyId, siteId, page);
  const total = events.data?.total ?? 0;
  // The same query as the seal's: the events where it breaks are marked in the list.
  const chain = useSiteChain(agencyId, siteId, showChain);
  const broken = new Set(chain.data?.problems.flatMap((p) => (p.eventId ? [p.eventId] : [])));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="titre-main-courante-site">
      <DialogTitle id="titre-main-courante-site">
        {texts.mainCourante} {siteName}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={3}>
          {showChain && <ChainSeal agencyId={agencyId} siteId={siteId} siteName={siteName} />}
          {events.data?.data.length === 0 && <Typography color="text.secondary">{texts.aucunEvenement}</Typography>}
          {events.data?.data.map((event) => (
            <EventView key={event.id} agencyId={agencyId} event={event} broken={broken.has(event.id)} />
          ))}
          {total > 25 && (
            <Stack direction="row" spacing={1} sx={{ alignSelf: 'center', alignItems: 'center' }}>
              <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {texts.plusRecents}
              </Button>
              <Typography variant="body2">
                {texts.page} {page} / {Math.ceil(total / 25)}
              </Typography>
              <Button disabled={page * 25 >= total} onClick={() => setPage(page + 1)}>
                {texts.plusAnciens}
              </Button>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.fermer}</Button>
      </DialogActions>
    </Dialog>
  );
}
