import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { Unavailability } from '@securite/domain/unavailabilities/schemas';
import { texts } from './texts.ts';

/** Edit and delete buttons of a row the session may handle (nothing otherwise). */
export function UnavailabilityRowActions({
  unavailability,
  onEdit,
  onDelete,
  deleting,
}: {
  unavailability: Unavailability;
  onEdit: (unavailability: Unavailability) => void;
  onDelete: (unavailability: Unavailability) => void;
  deleting: boolean;
}) {
  const names = { name: unavailability.agent.fullname, type: unavailability.type.label };
  const editLabel = texts.editLabel(names);
  const deleteLabel = texts.deleteLabel(names);
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={editLabel}>
        <IconButton aria-label={editLabel} onClick={() => onEdit(unavailability)} size="small">
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={deleteLabel}>
        <span>
          <IconButton
            aria-label={deleteLabel}
            onClick={() => onDelete(unavailability)}
            size="small"
            color="error"
            disabled={deleting}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
