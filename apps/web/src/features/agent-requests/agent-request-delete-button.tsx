import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { AgentRequest } from '@securite/domain/agent-requests/schemas';
import { texts } from './texts.ts';

export function AgentRequestDeleteButton({
  request,
  onDelete,
  busy,
}: {
  request: AgentRequest;
  onDelete: (request: AgentRequest) => void;
  busy: boolean;
}) {
  const label = texts.deleteLabel({ subject: request.subject });
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} color="error" size="small" disabled={busy} onClick={() => onDelete(request)}>
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
