import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Tooltip from '@mui/material/Tooltip';
import { planningErrorLabels } from '@securite/domain/planning/planning-errors';
import type { ServiceConflict } from '../conflicts/period-conflicts.ts';

import { texts } from '../texts.ts';

/** A service's conflicts (leave, rest, maxima…) as a warning sign beside its agent; the messages on hover. */
export function ConflictMark({ conflict }: { conflict: ServiceConflict | undefined }) {
  if (!conflict) return null;
  const messages = conflict.issues.map((issue) => issue.message || planningErrorLabels[issue.type]);
  const label = texts.enConflitValue(messages.join(' ; '));
  return (
    <Tooltip title={label}>
      <WarningAmberIcon
        role="img"
        aria-label={label}
        aria-hidden={false}
        fontSize="small"
        color={conflict.blocking ? 'error' : 'warning'}
        sx={{ verticalAlign: 'text-bottom', ml: 0.5 }}
      />
    </Tooltip>
  );
}
