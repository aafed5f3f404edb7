import GppBadIcon from '@mui/icons-material/GppBad';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { EmptyState, Page } from '../../../ui/page.tsx';
import { useAgentInformation } from '../api/get-agent-information.ts';
import { AgentAvatar } from '../components/agent-avatar.tsx';
import { ExpirationChip } from '../components/expiration-chip.tsx';

import { texts } from '../texts.ts';

/**
 * What a badge's QR code opens: the agency's record of the agent, to check the badge shown in the field
 * (same individual number, active record, professional card validity). No contact details.
 */
export function BadgeCheckPage() {
  const { agencyId = '', agentId = '' } = useParams();
  const [search] = useSearchParams();
  const information = useAgentInformation(agencyId, agentId || null);

  if (information.isPending) {
    return (
      <Page title={texts.verificationDeBadge}>
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={texts.verificationDuBadge} />
        </Box>
      </Page>
    );
  }
  if (information.isError) {
    const unknown = information.error instanceof ApiError && information.error.status === 404;
    return (
      <Page title={texts.verificationDeBadge}>
        <Card>
          <EmptyState
            icon={<GppBadIcon fontSize="inherit" />}
            title={unknown ? texts.badgeInconnuCeCollaborateur : texts.verificationImpossible}
          >
            {!unknown && information.error.message}
          </EmptyState>
        </Card>
      </Page>
    );
  }
  const info = information.data;
  const numberMatches = search.get('n') === info.individualNumber;
  const card = info.cnapsCard;
  const trusted = numberMatches && info.active && card?.status !== 'expired';
  return (
    <Page title={texts.verificationDeBadge}>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Alert severity={trusted ? 'success' : 'error'} icon={trusted ? <VerifiedUserIcon /> : <GppBadIcon />}>
          {trusted ? texts.badgeConformeALa : texts.attentionCeBadgeNe}
        </Alert>
        <Card>
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
              <AgentAvatar
                agencyId={info.agency.id}
                photoId={info.profilePicture}
                firstname={info.fullname.split(' ')[0] ?? ''}
                lastname={info.fullname.split(' ').slice(1).join(' ')}
                alt={texts.photoDeFullname(info.fullname)}
                variant="rounded"
                sx={{ width: 72, height: 88, fontSize: 28 }}
              />
              <div>
                <Typography variant="h5" component="p">
                  {info.fullname}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{info.agency.name}</Typography>
              </div>
            </Stack>
            <Stack spacing={1}>
              <Typography>
                {texts.numeroIndividuel} <strong>{info.individualNumber}</strong>
                {!numberMatches && ` ${texts.neCorrespondPasAu}`}
              </Typography>
              {!info.active && <Typography color="error">{texts.ficheCollaborateurDesactivee}</Typography>}
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography>
                  {texts.carteProfessionnelle} {card?.number ?? texts.nonRenseignee2}
                </Typography>
                {card?.status && <ExpirationChip status={card.status} />}
              </Stack>
              {card?.expiresAt && (
                <Typography sx={{ color: 'text.secondary' }}>
                  {texts.valableJusquAu} {new Date(card.expiresAt).toLocaleDateString('fr-FR')}
                </Typography>
              )}
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </Page>
  );
}
