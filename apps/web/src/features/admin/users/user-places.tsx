import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@securite/domain/admin/user-schemas';
import { roleLabels } from '@securite/domain/auth/roles';

import { texts } from '../texts.ts';

/** Platform roles and the agencies a user belongs to, as chips. */
export function UserPlaces({ user }: { user: AdminUser }) {
  const platform = user.superAdmin ? roleLabels.superAdmin : user.admin ? roleLabels.admin : null;
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {platform && <Chip size="small" color="primary" label={platform} />}
      {user.isSupport && <Chip size="small" color="secondary" label={roleLabels.support} />}
      {user.disabled && <Chip size="small" color="error" variant="outlined" label={texts.desactive} />}
      {user.fake && <Chip size="small" variant="outlined" label={texts.demo} />}
      {user.memberships.map((m) => (
        <Chip
          key={`${m.agencyId}-${m.role}`}
          size="small"
          variant="outlined"
          label={`${m.agencyName} · ${roleLabels[m.role]}${m.active ? '' : ' (inactif)'}`}
        />
      ))}
      {!platform && !user.isSupport && user.memberships.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {texts.aucuneAgence}
        </Typography>
      )}
    </Stack>
  );
}
