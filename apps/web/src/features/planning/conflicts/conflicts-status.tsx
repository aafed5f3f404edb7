import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { texts } from '../texts.ts';
import type { PeriodConflicts } from './use-period-conflicts.ts';

/**
 * Where the planner finds the period's conflicts: « N service(s) en conflit » opens their list; otherwise whether the
 * period is being checked, has none, could not be checked, or waits to be checked (a large period).
 */
export function ConflictsStatus({ state, onOpen }: { state: PeriodConflicts; onOpen: () => void }) {
  const count = state.conflicts.length;
  if (count > 0) {
    return (
      <Button variant="outlined" color="error" startIcon={<WarningAmberIcon />} onClick={onOpen}>
        {count} {texts.serviceSEnConflit2}
      </Button>
    );
  }
  if (state.waiting) {
    return (
      <Button variant="outlined" startIcon={<ManageSearchIcon />} onClick={state.check}>
        {texts.rechercherLesConflits}
        {state.checked} services)
      </Button>
    );
  }
  const line = (icon: ReactNode, text: string, colour: string) => (
    <Stack direction="row" role="status" sx={{ alignItems: 'center', gap: 0.75, color: colour, minHeight: 36 }}>
      {icon}
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
  if (state.isFetching) {
    return line(<CircularProgress size={16} aria-hidden />, texts.rechercheDesConflits, 'text.secondary');
  }
  if (state.isError) {
    return (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        {line(<WarningAmberIcon fontSize="small" />, texts.conflitsNonVerifies, 'warning.dark')}
        <Button size="small" onClick={state.retry}>
          {texts.reessayer}
        </Button>
      </Stack>
    );
  }
  if (state.checked === 0) return null;
  return line(<CheckCircleOutlineIcon fontSize="small" />, texts.aucunConflit, 'success.dark');
}
