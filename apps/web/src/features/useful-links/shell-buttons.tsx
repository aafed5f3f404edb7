import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { ANNOUNCEMENTS_PAGE_SIZE } from '@securite/domain/communication/schemas';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { defineDialog } from '../../ui/dialogs/dialog-store.ts';
import { useAnnouncements } from './api/find-announcements.ts';
import { useTutorials } from './api/get-tutorials.ts';
import type { HelpDialogProps } from './help-dialog.tsx';
import { newsSeen, unreadNews } from './news-seen.ts';

import { texts } from './texts.ts';

const newsDialog = defineDialog<{ userId: string }>(
  'news',
  async () => (await import('./news-dialog.tsx')).NewsDialog,
  { widgets: false },
);
const helpDialog = defineDialog<HelpDialogProps>('help', async () => (await import('./help-dialog.tsx')).HelpDialog, {
  widgets: false,
});

/** « Nouveautés »: the platform's news for the people who run an agency, with how many are new since last time. */
export function NewsButton() {
  const { user, company, platformRole } = useSession();
  const shown = platformRole !== null || company?.role === 'owner' || company?.role === 'staff';
  const news = useAnnouncements({ limit: ANNOUNCEMENTS_PAGE_SIZE }, shown);
  const [seen, setSeen] = useState(() => newsSeen.get(user.id));
  if (!shown || !news.data || news.data.total === 0) return null;
  const unread = unreadNews(news.data.data, seen);
  return (
    <Tooltip title={texts.nouveautes}>
      <IconButton
        color="inherit"
        aria-label={unread > 0 ? texts.nouveautesNonLuesValue(unread > 99 ? '99+' : unread) : texts.nouveautes}
        onClick={() => {
          const newest = news.data?.data[0]?.createdAt;
          if (newest) {
            newsSeen.set(user.id, newest);
            setSeen(newest);
          }
          void newsDialog.open({ userId: user.id });
        }}
      >
        <Badge badgeContent={unread} max={99} color="error">
          <NewReleasesIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

/** The help button of a page that has tutorials (adminUiTutorials): hidden elsewhere. */
export function HelpButton({ routeId, pageTitle }: { routeId: string | null; pageTitle: string }) {
  const tutorials = useTutorials();
  const mine = routeId ? (tutorials.data ?? []).filter((t) => t.routeId === routeId) : [];
  if (mine.length === 0) return null;
  return (
    <Tooltip title={texts.aideSurCettePage}>
      <IconButton
        color="inherit"
        aria-label={texts.aideSurCettePage}
        onClick={() => void helpDialog.open({ pageTitle, tutorials: mine })}
      >
        <HelpOutlineIcon />
      </IconButton>
    </Tooltip>
  );
}

/** The shell's help and news buttons (top bar). */
export function ShellButtons({ routeId, pageTitle }: { routeId: string | null; pageTitle: string }) {
  return (
    <>
      <HelpButton routeId={routeId} pageTitle={pageTitle} />
      <NewsButton />
    </>
  );
}
