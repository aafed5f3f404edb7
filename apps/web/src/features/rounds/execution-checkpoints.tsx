import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { movedLabel } from '@securite/domain/rounds/checkpoint-moved';
import { CHECKPOINT_VALIDATED_COLOR } from '@securite/domain/rounds/checkpoint-schemas';
import { type CheckpointMethod, checkpointMethodLabels } from '@securite/domain/rounds/round-execution';
import type { ReactNode } from 'react';

import { texts } from './texts.ts';

export interface CheckpointLine {
  id: string;
  title: string;
  color: string;
  /** When it was validated (already formatted), or null. */
  validatedAt: string | null;
  method: CheckpointMethod | null;
  skipped: boolean;
  missed: boolean;
  expected: boolean;
  /** Validated away from its registered place (« moved »), and how far, in metres. */
  moved?: { distance: number | null } | null;
  /** Actions on the line (the phone's manual validation and jump). */
  actions?: ReactNode;
}

/**
 * A round's checkpoints in walking order: a validated one in the validated colour (#4caf50, spec 000 section 9)
 * with its time and method, the expected ones marked, jumped and missed ones said.
 */
export function ExecutionCheckpoints({ lines }: { lines: readonly CheckpointLine[] }) {
  return (
    <List aria-label={texts.pointsDeControle} disablePadding>
      {lines.map((line, index) => {
        const validated = line.validatedAt !== null;
        const status = validated
          ? texts.valideValidatedatValue(
              line.validatedAt,
              line.method ? ` · ${checkpointMethodLabels[line.method]}` : '',
            )
          : line.missed
            ? texts.manque
            : line.skipped
              ? texts.saute
              : line.expected
                ? texts.attendu
                : texts.aValider;
        const moved = validated && line.moved ? movedLabel(line.moved.distance) : null;
        return (
          <ListItem
            key={line.id}
            data-validated={validated ? 'true' : 'false'}
            sx={{
              borderLeft: 6,
              borderColor: validated ? CHECKPOINT_VALIDATED_COLOR : line.color,
              bgcolor: validated ? 'rgba(76, 175, 80, 0.12)' : line.expected ? 'action.hover' : undefined,
              mb: 1,
              borderRadius: 1,
              flexWrap: 'wrap',
            }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              {validated ? (
                <CheckCircleIcon sx={{ color: CHECKPOINT_VALIDATED_COLOR }} />
              ) : (
                <RadioButtonUncheckedIcon sx={{ color: line.color }} />
              )}
            </ListItemIcon>
            <ListItemText primary={`${index + 1}. ${line.title}`} secondary={status} />
            {moved && <Chip size="small" color="warning" variant="outlined" label={moved} sx={{ mr: 1 }} />}
            {line.expected && !validated && (
              <Chip size="small" color="primary" label={texts.prochainPoint} sx={{ mr: 1 }} />
            )}
            {line.actions && <Box sx={{ display: 'flex', gap: 1 }}>{line.actions}</Box>}
          </ListItem>
        );
      })}
    </List>
  );
}
