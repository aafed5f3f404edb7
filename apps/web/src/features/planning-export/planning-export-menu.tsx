import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import TableViewIcon from '@mui/icons-material/TableView';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { isGranted } from '@securite/domain/auth/access';
import {
  type ExportPeriod,
  type ExportView,
  planningExportRights,
  planningSendRights,
} from '@securite/domain/planning-export/planning-export-schemas';
import { useId, useState } from 'react';
import { useSession } from '../../api/session.ts';
import { useExportPlanning } from './api/export-planning.ts';
import { deviceToday, exportDayFor, exportLabel } from './export-day.ts';
import { SendPlanningDialog } from './send-planning-dialog.tsx';

import { texts } from './texts.ts';

export interface PlanningExportMenuProps {
  view: ExportView;
  /** First and last shown days (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The period the screen shows: its exports come first in the menu. */
  period: ExportPeriod;
  /** The rows shown (site or agent ids); every row with a service when absent. */
  rowIds?: string[];
  /** On "Mon planning": the agent's own planning, through their own scope. */
  agentId?: string;
}

const formats = [
  { format: 'pdf', label: 'PDF', icon: <PictureAsPdfIcon fontSize="small" /> },
  { format: 'xlsx', label: texts.excel, icon: <TableViewIcon fontSize="small" /> },
] as const;
const periodWords: Record<ExportPeriod, string> = { week: 'semaine', month: 'mois' };

/**
 * "Imprimer / Exporter": the shown week or month as a PDF to print or a spreadsheet, downloaded; and, for those who
 * may, the planning sent to the agents by e-mail.
 */
export function PlanningExportMenu({ view, from, to, period, rowIds, agentId }: PlanningExportMenuProps) {
  const session = useSession();
  const agencyId = session.agencyId ?? '';
  const exporter = useExportPlanning(agencyId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [sending, setSending] = useState(false);
  const menuId = useId();
  const self = agentId !== undefined && session.company?.agentId === agentId;
  if (!self && !isGranted(session.actor, planningExportRights)) return null;
  const canSend = self || isGranted(session.actor, planningSendRights);
  const shown = { period, from, to };
  const today = deviceToday();
  const periods: ExportPeriod[] = period === 'month' ? ['month', 'week'] : ['week', 'month'];
  const items = formats.flatMap((f) => periods.map((p) => ({ ...f, period: p, day: exportDayFor(p, shown, today) })));
  const chosenRows = agentId ? undefined : rowIds;
  const sendAgents = view === 'agents' ? rowIds : undefined;

  return (
    <>
      <Button
        variant="outlined"
        startIcon={exporter.isPending ? <CircularProgress size={18} aria-label={texts.exportEnCours} /> : <PrintIcon />}
        endIcon={<ArrowDropDownIcon />}
        disabled={exporter.isPending}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {texts.imprimerExporter}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={`${item.format}-${item.period}`}
            onClick={() => {
              setAnchor(null);
              exporter.mutate({
                format: item.format,
                view: agentId ? 'agents' : view,
                period: item.period,
                from: item.day,
                ids: chosenRows,
                agentId,
              });
            }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText
              primary={`${item.label} — ${periodWords[item.period]}`}
              secondary={exportLabel(item.period, item.day)}
            />
          </MenuItem>
        ))}
        {canSend && <Divider />}
        {canSend && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setSending(true);
            }}
          >
            <ListItemIcon>
              <ForwardToInboxIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={self ? texts.recevoirParEMail : texts.envoyerParEMail} />
          </MenuItem>
        )}
      </Menu>
      {sending && (
        <SendPlanningDialog
          open
          onClose={() => setSending(false)}
          period={period}
          from={from}
          to={to}
          agentIds={sendAgents}
          selfAgentId={self ? agentId : undefined}
        />
      )}
    </>
  );
}
