import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { planningErrorLabels } from '@securite/domain/planning/planning-errors';
import { type PlanningService, serviceMessages } from '@securite/domain/planning/service-schemas';
import { formatDay } from '@securite/domain/time/calendar-day';
import { dayIn, timeIn } from '@securite/domain/time/zoned-instants';
import { useId } from 'react';
import { type DialogControls, defineDialog } from '../../../ui/dialogs/dialog-store.ts';
import { texts } from '../texts.ts';
import type { ServiceConflict } from './period-conflicts.ts';

export interface ConflictsDialogProps {
  conflicts: readonly ServiceConflict[];
  /** 'Semaine du 07/12/2026' or 'Décembre 2026'. */
  periodLabel: string;
  timeZone: string;
  /** The planner may change services: « Remplacer » and « Modifier » instead of « Voir ». */
  canEdit: boolean;
}

/** What the planner chose to do with a service of the list. */
export type ConflictsDialogResult = { action: 'open' | 'cover'; serviceId: string };

function subject(service: PlanningService, timeZone: string): string {
  const when = `${formatDay(dayIn(service.startAt, timeZone))} ${timeIn(service.startAt, timeZone)}–${timeIn(service.endAt, timeZone)}`;
  return [service.agent?.fullname ?? texts.nonAffecte, service.site?.name, when].filter(Boolean).join(' · ');
}

/**
 * The conflicts of the shown period, service by service (spec 000 section 5's list title), each with a way out:
 * replace the agent (cover dialog) or open the service to change it or delete it.
 */
export function ConflictsDialog({
  conflicts,
  periodLabel,
  timeZone,
  canEdit,
  close,
}: ConflictsDialogProps & DialogControls<ConflictsDialogResult>) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open onClose={() => close()} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle id={titleId}>{serviceMessages.errorsTitle}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 1 }}>
          {periodLabel} : {conflicts.length} {texts.serviceSEnConflit}
        </DialogContentText>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {conflicts.map(({ service, issues }) => {
            const label = subject(service, timeZone);
            return (
              <Box
                component="li"
                key={service.id}
                aria-label={label}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
              >
                <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                <List dense disablePadding>
                  {issues.map((issue) => (
                    <ListItem key={`${issue.type}-${issue.message}`} disableGutters alignItems="flex-start">
                      <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
                        {issue.blocking ? (
                          <ErrorOutlineIcon color="error" fontSize="small" titleAccess={texts.bloquant} />
                        ) : (
                          <WarningAmberIcon color="warning" fontSize="small" titleAccess={texts.avertissement} />
                        )}
                      </ListItemIcon>
                      <ListItemText
                        primary={issue.message || planningErrorLabels[issue.type]}
                        secondary={issue.message ? planningErrorLabels[issue.type] : undefined}
                      />
                    </ListItem>
                  ))}
                </List>
                <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                  {canEdit && (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => close({ action: 'cover', serviceId: service.id })}
                      aria-label={texts.remplacerValueLabel(service.agent?.fullname ?? '', label)}
                    >
                      {texts.remplacer}
                    </Button>
                  )}
                  <Button
                    size="small"
                    onClick={() => close({ action: 'open', serviceId: service.id })}
                    aria-label={texts.leServiceValueLabel(canEdit ? texts.modifier : texts.voir, label)}
                  >
                    {canEdit ? texts.modifier : texts.voir}
                  </Button>
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()}>{texts.fermer}</Button>
      </DialogActions>
    </Dialog>
  );
}

export const conflictsDialog = defineDialog<ConflictsDialogProps, ConflictsDialogResult>(
  'planning-period-conflicts',
  async () => ConflictsDialog,
);
