import BadgeIcon from '@mui/icons-material/Badge';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSession } from '../../../api/session.ts';
import { EmptyState, Page } from '../../../ui/page.tsx';
import { useBadgeQrCode, useDownloadBadgePdf } from '../api/get-agent-badge.ts';
import { useAgentInformation } from '../api/get-agent-information.ts';
import { PhotoButtons } from '../components/photo-buttons.tsx';
import { texts } from '../texts.ts';
import { BadgeCard } from './badge-card.tsx';

/** Mon badge: the agent's professional badge to show on the phone, and the printable PDF. */
export function AgentBadgePage() {
  const { agencyId, company, user } = useSession();
  const agentId = company?.agentId ?? null;
  const information = useAgentInformation(agencyId ?? '', agentId);
  const qrCode = useBadgeQrCode(agencyId ?? '', agentId);
  const pdf = useDownloadBadgePdf(agencyId ?? '');

  let content: ReactNode;
  if (!agentId) {
    content = (
      <Card>
        <EmptyState icon={<BadgeIcon fontSize="inherit" />} title={texts.aucunBadgeVotreCompte} />
      </Card>
    );
  } else if (information.isPending) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={texts.chargementDuBadge} />
      </Box>
    );
  } else if (information.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => information.refetch()}>
            {texts.reessayer}
          </Button>
        }
      >
        {texts.impossibleDeChargerVotre} {information.error.message}
      </Alert>
    );
  } else {
    const status = information.data.cnapsCard?.status;
    content = (
      <Stack spacing={2} sx={{ maxWidth: 440, mx: 'auto' }}>
        {status === 'expired' && <Alert severity="error">{texts.votreCarteProfessionnelleA}</Alert>}
        {status === 'expiresSoon' && <Alert severity="warning">{texts.votreCarteProfessionnelleExpire}</Alert>}
        <BadgeCard
          information={information.data}
          firstname={user.firstname}
          lastname={user.lastname}
          qrCodeUrl={qrCode.url}
          qrCodeLoading={qrCode.isPending}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {texts.leQrCodePermet}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <PhotoButtons
            agencyId={agencyId ?? ''}
            agentId={agentId}
            hasPhoto={information.data.profilePicture !== null}
            own
          />
        </Box>
        <Button
          variant="contained"
          size="large"
          startIcon={<FileDownloadIcon />}
          onClick={() => pdf.mutate(agentId)}
          loading={pdf.isPending}
          fullWidth
        >
          {texts.telecharger}
        </Button>
      </Stack>
    );
  }
  return (
    <Page title={texts.monBadge} subtitle={texts.votreCarteProfessionnelleAPresenter}>
      {content}
    </Page>
  );
}
