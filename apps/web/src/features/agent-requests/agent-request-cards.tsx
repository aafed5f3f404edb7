import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AgentRequest } from '@securite/domain/agent-requests/schemas';
import type { ReactNode } from 'react';
import { format } from '../../ui/format.ts';
import { AgentRequestStatusChip } from './agent-request-status-chip.tsx';
import { AgentRequestSubject } from './agent-request-subject.tsx';
import { texts } from './texts.ts';

/** The requests as a list of blocks, for phones. */
export function AgentRequestCards({
  rows,
  showAgent,
  onOpen,
  actionsOf,
}: {
  rows: readonly AgentRequest[];
  showAgent: boolean;
  onOpen: (request: AgentRequest) => void;
  actionsOf: (request: AgentRequest) => ReactNode;
}) {
  return (
    <Stack
      component="ul"
      aria-label={texts.title}
      divider={<Divider component="li" aria-hidden />}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {rows.map((row) => (
        <Stack
          component="li"
          key={row.id}
          spacing={1}
          sx={{ p: 2, bgcolor: row.unread ? 'action.selected' : undefined }}
        >
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <AgentRequestSubject request={row} onOpen={() => onOpen(row)} />
            {actionsOf(row)}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <AgentRequestStatusChip status={row.status} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {showAgent ? `${row.agent.fullname} · ` : ''}
              {format.dateTime(row.createdAt)}
            </Typography>
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
