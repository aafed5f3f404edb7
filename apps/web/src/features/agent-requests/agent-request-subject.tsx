import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AgentRequest } from '@securite/domain/agent-requests/schemas';
import { texts } from './texts.ts';

/** The subject as the button that opens the request, its type below; unread requests stand out. */
export function AgentRequestSubject({ request, onOpen }: { request: AgentRequest; onOpen: () => void }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', maxWidth: '100%' }}>
        <Link
          component="button"
          type="button"
          onClick={onOpen}
          underline="hover"
          aria-label={texts.open({ subject: request.subject })}
          sx={{
            fontWeight: request.unread ? 700 : 500,
            textAlign: 'left',
            color: 'text.primary',
            overflowWrap: 'anywhere',
          }}
        >
          {request.subject}
        </Link>
        {request.unread && <Chip size="small" color="primary" label={texts.unread} />}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {request.requestType.label}
      </Typography>
    </Stack>
  );
}
