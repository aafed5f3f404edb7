import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AgentRequest } from '@securite/domain/agent-requests/schemas';
import type { ReactNode } from 'react';
import { format } from '../../ui/format.ts';
import { AgentRequestStatusChip } from './agent-request-status-chip.tsx';
import { AgentRequestSubject } from './agent-request-subject.tsx';
import { texts } from './texts.ts';

/** The requests as a table (tablet and desktop); unread rows are tinted. */
export function AgentRequestsTable({
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
    <TableContainer>
      <Table aria-label={texts.title} size="small" sx={{ '& td, & th': { py: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.subject}</TableCell>
            {showAgent && <TableCell>{texts.agent}</TableCell>}
            <TableCell>{texts.status}</TableCell>
            <TableCell>{texts.date}</TableCell>
            <TableCell align="right">{texts.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover selected={row.unread}>
              <TableCell component="th" scope="row" sx={{ maxWidth: 420 }}>
                <AgentRequestSubject request={row} onOpen={() => onOpen(row)} />
              </TableCell>
              {showAgent && <TableCell>{row.agent.fullname}</TableCell>}
              <TableCell>
                <AgentRequestStatusChip status={row.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(row.createdAt)}</TableCell>
              <TableCell align="right">{actionsOf(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
