import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import Button from '@mui/material/Button';
import { canImpersonate } from '@securite/domain/admin/impersonation';
import type { AdminUser } from '@securite/domain/admin/user-schemas';
import { platformRoleOf } from '@securite/domain/auth/roles';
import { useNavigate } from 'react-router';
import { endAgencyVisit } from '../../../api/agency-visit.ts';
import { useSession } from '../../../api/session.ts';
import { useAdminSession } from '../../../api/token-store.ts';
import { confirm } from '../../../ui/dialogs/confirm-dialog.tsx';
import { texts } from '../texts.ts';
import { useImpersonate } from './api/impersonate.ts';

/** 'Se connecter en tant que': after a confirmation, the app runs as that user until 'Revenir à mon compte'. */
export function ImpersonateButton({ user, fullWidth = false }: { user: AdminUser; fullWidth?: boolean }) {
  const session = useSession();
  const adminSession = useAdminSession();
  const impersonate = useImpersonate();
  const navigate = useNavigate();
  const target = {
    id: user.id,
    platformRole: platformRoleOf({ isAdmin: user.admin, isSuperAdmin: user.superAdmin, isSupport: user.isSupport }),
  };
  const allowed =
    !user.disabled &&
    !adminSession &&
    !session.user.impersonatedBy &&
    canImpersonate({ id: session.user.id, platformRole: session.platformRole }, target);
  if (!allowed) return null;

  const start = async () => {
    const who = user.email ? `${user.fullname} (${user.email})` : user.fullname;
    const confirmed = await confirm({
      title: texts.seConnecterEnFullname(user.fullname),
      message: texts.vousAllezUtiliserWho(who),
      confirmLabel: texts.seConnecter,
    });
    if (!confirmed) return;
    endAgencyVisit();
    try {
      await impersonate.mutateAsync(user.id);
    } catch {
      return; // The HTTP client already showed the error.
    }
    navigate('/', { replace: true });
  };

  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<SupervisorAccountIcon />}
      onClick={start}
      loading={impersonate.isPending}
      fullWidth={fullWidth}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {texts.seConnecterEnTant}
    </Button>
  );
}
