import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Agent } from '@securite/domain/agents/agent-schemas';
import { AgentAvatar } from '../components/agent-avatar.tsx';
import { PhotoButtons } from '../components/photo-buttons.tsx';

import { texts } from '../texts.ts';

/** The agent's photo at the top of Identité: shown on the list, the Annuaire and the badge. */
export function PhotoField({ agencyId, agent, canChange }: { agencyId: string; agent: Agent; canChange: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <AgentAvatar
        agencyId={agencyId}
        photoId={agent.profilePicture}
        firstname={agent.firstname}
        lastname={agent.lastname}
        alt={texts.photoDeFullname(agent.fullname)}
        variant="rounded"
        sx={{ width: 88, height: 104, fontSize: 32 }}
      />
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3">
          {texts.photo}
        </Typography>
        {canChange ? (
          <PhotoButtons agencyId={agencyId} agentId={agent.id} hasPhoto={agent.profilePicture !== null} />
        ) : (
          !agent.profilePicture && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {texts.pasDePhoto}
            </Typography>
          )
        )}
        {canChange && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {texts.unePhotoDIdentite}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
