import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ANNOUNCEMENTS_PAGE_SIZE } from '@securite/domain/communication/schemas';
import { useId, useState } from 'react';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { format } from '../../ui/format.ts';
import { QueryView } from '../../ui/query-view.tsx';
import { useAnnouncements } from './api/find-announcements.ts';

import { texts } from './texts.ts';

/** « Nouveautés »: the platform's news, newest first, 25 a page. */
export function NewsDialog({ close }: { userId: string } & DialogControls) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [page, setPage] = useState(0);
  const query = useAnnouncements({ page: page + 1, limit: ANNOUNCEMENTS_PAGE_SIZE });
  const news = query.data?.data ?? [];
  return (
    <Dialog open onClose={() => close()} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{texts.nouveautes}</DialogTitle>
      <DialogContent dividers>
        <QueryView
          query={query}
          loadingLabel={texts.chargementDesNouveautes}
          errorText={texts.impossibleDeChargerLes}
          empty={news.length === 0}
          emptyState={<Typography>{texts.aucuneNouveautePourLe}</Typography>}
        >
          <Stack spacing={2} divider={<Divider flexItem />} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {news.map((item) => (
              <li key={item.id}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {item.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                  {format.date(item.createdAt)}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{item.content}</Typography>
                {item.link && (
                  <Button
                    size="small"
                    href={item.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    endIcon={<OpenInNewIcon />}
                    sx={{ mt: 0.5, px: 0 }}
                  >
                    {texts.enSavoirPlus}
                  </Button>
                )}
              </li>
            ))}
          </Stack>
          {(query.data?.total ?? 0) > ANNOUNCEMENTS_PAGE_SIZE && (
            <TablePagination
              component="div"
              count={query.data?.total ?? 0}
              page={page}
              onPageChange={(_, next) => setPage(next)}
              rowsPerPage={ANNOUNCEMENTS_PAGE_SIZE}
              rowsPerPageOptions={[ANNOUNCEMENTS_PAGE_SIZE]}
            />
          )}
        </QueryView>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()}>{texts.fermer}</Button>
      </DialogActions>
    </Dialog>
  );
}
