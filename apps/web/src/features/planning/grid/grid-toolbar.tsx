import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PeriodMode } from '@securite/domain/time/grid-period';

import { texts } from '../texts.ts';

export interface GridToolbarProps {
  mode: PeriodMode;
  label: string;
  onMode: (mode: PeriodMode) => void;
  /** -1 previous, +1 next, 0 today. */
  onStep: (step: -1 | 0 | 1) => void;
}

/** Semaine / Mois, previous / today / next and the period shown, in French. */
export function GridToolbar({ mode, label, onMode, onStep }: GridToolbarProps) {
  const unit = mode === 'week' ? texts.semaine : texts.mois;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, next: PeriodMode | null) => next && onMode(next)}
        aria-label={texts.periodeAffichee}
      >
        <ToggleButton value="week">{texts.semaine}</ToggleButton>
        <ToggleButton value="month">{texts.mois}</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Tooltip title={texts.precedentUnitValue(unit, mode === 'week' ? 'e' : '')}>
          <IconButton
            aria-label={texts.precedentUnitValue(unit, mode === 'week' ? 'e' : '')}
            onClick={() => onStep(-1)}
          >
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Button size="small" variant="outlined" onClick={() => onStep(0)}>
          {texts.aujourdHui}
        </Button>
        <Tooltip title={`${unit} suivant${mode === 'week' ? 'e' : ''}`}>
          <IconButton aria-label={`${unit} suivant${mode === 'week' ? 'e' : ''}`} onClick={() => onStep(1)}>
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography component="h2" variant="h6" aria-live="polite" sx={{ minWidth: 200 }}>
        {label}
      </Typography>
    </Stack>
  );
}
