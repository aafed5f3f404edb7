import Button from '@mui/material/Button';
import { isAgencyStaff, isGranted } from '@securite/domain/auth/access';
import { eventMessages as texts } from '@securite/domain/events/event-messages';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { SiteEventsDialog } from './site-events-dialog.tsx';

/**
 * « Main courante » on a site's page: its timeline in a dialog, for staff holding events.view (with the chain's
 * state) and for the site's customer; nothing for the others.
 */
export function SiteMainCouranteButton({ siteId, siteName }: { siteId: string; siteName: string }) {
  const { agencyId, actor, company } = useSession();
  const [open, setOpen] = useState(false);
  const staff = isAgencyStaff(actor) && isGranted(actor, ['events.view']);
  if (!agencyId || (!staff && company?.role !== 'customer')) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {texts.title}
      </Button>
      {open && (
        <SiteEventsDialog
          agencyId={agencyId}
          siteId={siteId}
          siteName={siteName}
          showChain={staff}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
