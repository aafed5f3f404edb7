import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AgentInformation } from '@securite/domain/agents/badge-schemas';
import { formatIndividualNumber } from '@securite/domain/agents/individual-number';
import { formatDay } from '@securite/domain/time/calendar-day';
import { AgentAvatar } from '../components/agent-avatar.tsx';
import { ExpirationChip } from '../components/expiration-chip.tsx';

import { texts } from '../texts.ts';

/** The badge as the agent shows it on the phone: the same facts as the printed card, and its QR code. */
export function BadgeCard({
  information,
  firstname,
  lastname,
  qrCodeUrl,
  qrCodeLoading,
}: {
  information: AgentInformation;
  firstname: string;
  lastname: string;
  qrCodeUrl: string | null;
  qrCodeLoading: boolean;
}) {
  const card = information.cnapsCard;
  return (
    <Card
      component="article"
      aria-label={texts.badgeProfessionnel}
      sx={{ maxWidth: 440, mx: 'auto', overflow: 'hidden' }}
    >
      <Box sx={{ bgcolor: '#1565c0', color: '#fff', px: 2, py: 1.25 }}>
        <Typography sx={{ fontWeight: 700 }}>{information.agency.name}</Typography>
      </Box>
      <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'center' }}>
        <AgentAvatar
          agencyId={information.agency.id}
          photoId={information.profilePicture}
          firstname={firstname}
          lastname={lastname}
          alt={texts.photoDeFullname(information.fullname)}
          variant="rounded"
          sx={{ width: 72, height: 88, fontSize: 28 }}
        />
        <div>
          <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }}>
            {lastname.toUpperCase()}
          </Typography>
          <Typography>{firstname}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {information.specialties[0] ?? texts.agentDeSecuritePrivee}
          </Typography>
          {information.registrationNumber && (
            <Typography variant="body2">
              {texts.matricule} {information.registrationNumber}
            </Typography>
          )}
        </div>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ px: 2, pb: 2, alignItems: 'flex-end' }}>
        <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {texts.carteProfessionnelleCnaps}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
            {card?.number ?? texts.nonRenseignee}
          </Typography>
          {card?.expiresAt && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="body2">
                {texts.valableJusquAu} {formatDay(card.expiresAt)}
              </Typography>
              {card.status && <ExpirationChip status={card.status} />}
            </Stack>
          )}
          <Typography variant="body2" sx={{ pt: 0.5 }}>
            N° individuel {formatIndividualNumber(information.individualNumber)}
          </Typography>
        </Stack>
        <Box sx={{ width: 112, height: 112, flexShrink: 0, display: 'grid', placeItems: 'center' }}>
          {qrCodeUrl ? (
            <img src={qrCodeUrl} alt={texts.qrCodeDeVerification} width={112} height={112} />
          ) : qrCodeLoading ? (
            <CircularProgress size={28} aria-label={texts.chargementDuQrCode} />
          ) : (
            <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
              {texts.qrCodeIndisponible}
            </Typography>
          )}
        </Box>
      </Stack>
    </Card>
  );
}
