import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DirectoryEntry } from '@securite/domain/agents/list-schemas';
import { AgentAvatar } from '../components/agent-avatar.tsx';

import { texts } from '../texts.ts';

const roleLabels: Record<DirectoryEntry['role'], string> = {
  owner: texts.gerant,
  staff: texts.equipeDeLAgence,
  agent: texts.collaborateur,
};

/** 0612345678 → 06 12 34 56 78; +33612345678 → +33 6 12 34 56 78. */
export function formatPhone(phone: string): string {
  if (/^0\d{9}$/.test(phone)) return phone.replace(/(\d{2})(?=\d)/g, '$1 ');
  if (/^\+33\d{9}$/.test(phone)) return `+33 ${phone.slice(3, 4)} ${phone.slice(4).replace(/(\d{2})(?=\d)/g, '$1 ')}`;
  return phone;
}

/** A colleague: name, role, specialties, and buttons to call or write (large enough for a thumb). */
export function DirectoryCard({ agencyId, entry }: { agencyId: string; entry: DirectoryEntry }) {
  return (
    <Card
      component="article"
      aria-label={entry.fullname}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <AgentAvatar
            agencyId={agencyId}
            photoId={entry.profilePicture}
            firstname={entry.firstname}
            lastname={entry.lastname}
            sx={{ width: 48, height: 48, bgcolor: entry.role === 'agent' ? 'primary.light' : 'secondary.main' }}
          />
          <div>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {entry.fullname}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {roleLabels[entry.role]}
            </Typography>
          </div>
        </Stack>
        {entry.specialties.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1.5 }}>
            {entry.specialties.map((specialty) => (
              <Chip key={specialty} size="small" label={specialty} />
            ))}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {entry.phone ? (
          <Button
            href={`tel:${entry.phone}`}
            variant="contained"
            startIcon={<PhoneIcon />}
            aria-label={texts.appelerAuFullnameValue(entry.fullname, formatPhone(entry.phone))}
            sx={{ flexGrow: 1 }}
          >
            {formatPhone(entry.phone)}
          </Button>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
            {texts.pasDeTelephone}
          </Typography>
        )}
        {entry.email && (
          <Button
            href={`mailto:${entry.email}`}
            variant="outlined"
            startIcon={<EmailIcon />}
            aria-label={texts.ecrireAFullnameEmail(entry.fullname, entry.email)}
            sx={{ flexGrow: 1, minWidth: 0, '& .MuiButton-startIcon': { flexShrink: 0 } }}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>E-mail</span>
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
