import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AdminAgency } from '@securite/domain/admin/agency-schemas';
import { messages } from '@securite/domain/errors/messages';
import { useNavigate } from 'react-router';
import { confirmThenRun } from '../../../ui/dialogs/confirm-dialog.tsx';
import { texts } from '../texts.ts';
import { useEnterAgency } from './api/enter-agency.ts';
import { useUpdateAgencySubscription } from './api/update-agency-subscription.ts';

const lockMessage = texts.tousLesComptesDe;
const unlockMessage = texts.lesComptesDeL;

/** 'Entrer dans l’agence' for platform staff, and the lock switch for admins (with a confirmation). */
export function AgencyActions({
  agency,
  canLock,
  dashboardHref,
  fullWidth = false,
}: {
  agency: AdminAgency;
  canLock: boolean;
  dashboardHref: string;
  fullWidth?: boolean;
}) {
  const navigate = useNavigate();
  const enter = useEnterAgency();
  const subscription = useUpdateAgencySubscription();
  const busy = subscription.isPending && subscription.variables?.agencyId === agency.id;

  const enterAgency = async () => {
    try {
      await enter.mutateAsync(agency.id);
    } catch {
      return; // The HTTP client already showed the error.
    }
    // The shell's banner says which agency is being visited; no notice on top of it.
    navigate(dashboardHref);
  };

  const toggleLock = async () => {
    const locking = !agency.locked;
    await confirmThenRun(
      {
        title: locking ? texts.verrouillerLAgenceName(agency.name) : texts.deverrouillerLAgenceName(agency.name),
        message: locking ? lockMessage : unlockMessage,
        confirmLabel: locking ? texts.verrouiller : texts.deverrouiller,
        destructive: locking,
      },
      () => subscription.mutateAsync({ agencyId: agency.id, changes: { locked: locking } }),
      locking ? messages.agencyLocked(agency.name) : messages.agencyUnlocked(agency.name),
    );
  };

  return (
    <Stack
      direction={fullWidth ? 'column' : { xs: 'column', lg: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'flex-end', alignItems: fullWidth ? 'stretch' : { xs: 'stretch', lg: 'center' } }}
    >
      <Button
        size="small"
        variant="outlined"
        startIcon={<LoginIcon />}
        onClick={enterAgency}
        loading={enter.isPending && enter.variables === agency.id}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {texts.entrerDansLAgence}
      </Button>
      {canLock && (
        <Button
          size="small"
          variant="outlined"
          color={agency.locked ? 'success' : 'error'}
          startIcon={agency.locked ? <LockOpenIcon /> : <LockIcon />}
          onClick={toggleLock}
          loading={busy}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {agency.locked ? texts.deverrouiller : texts.verrouiller}
        </Button>
      )}
    </Stack>
  );
}
