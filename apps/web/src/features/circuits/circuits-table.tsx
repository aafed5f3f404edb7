import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Circuit } from '@securite/domain/circuits/circuit-schemas';
import type { BatchIssue } from '@securite/domain/planning/service-schemas';
import { circuitStateColour, circuitStateLabel, circuitStateOf } from './circuit-state.ts';
import { issuesText, routeOf, whenOf } from './circuit-text.ts';

import { texts } from './texts.ts';

export interface CircuitListProps {
  rows: readonly Circuit[];
  timeZone: string;
  /** The planning issues the agent now has, by circuit id. */
  issuesOf: ReadonlyMap<string, BatchIssue[]>;
  onOpen: (circuit: Circuit) => void;
}

/** A warning sign naming the agent's new planning issues. */
export function IssuesSign({ issues }: { issues: readonly BatchIssue[] | undefined }) {
  if (!issues?.length) return null;
  return (
    <Tooltip
      title={texts.erreursDePlanningValue(issuesText(issues))}
      slotProps={{ tooltip: { sx: { whiteSpace: 'pre-line' } } }}
    >
      <WarningAmberIcon
        color="warning"
        fontSize="small"
        titleAccess={texts.erreursDePlanning}
        sx={{ verticalAlign: 'middle', ml: 0.5 }}
      />
    </Tooltip>
  );
}

/** The circuits as a table (tablet and desktop): name, agent, date, stops, route, state. */
export function CircuitsTable({ rows, timeZone, issuesOf, onOpen }: CircuitListProps) {
  return (
    <TableContainer>
      <Table aria-label={texts.circuits} size="small" sx={{ '& td, & th': { py: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.circuit}</TableCell>
            <TableCell>{texts.collaborateur}</TableCell>
            <TableCell>{texts.date}</TableCell>
            <TableCell align="right">{texts.etapes}</TableCell>
            <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{texts.parcours}</TableCell>
            <TableCell>{texts.statut}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const state = circuitStateOf(row);
            return (
              <TableRow key={row.id} hover>
                <TableCell component="th" scope="row">
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onOpen(row)}
                    sx={{ fontWeight: 600, textAlign: 'left', verticalAlign: 'baseline' }}
                  >
                    {row.name}
                  </Link>
                  <IssuesSign issues={issuesOf.get(row.id)} />
                  <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                    {row.reference}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.agent?.fullname ?? texts.nonAffecte}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{whenOf(row, timeZone)}</TableCell>
                <TableCell align="right">{row.counts.stops}</TableCell>
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, maxWidth: 320 }}>
                  <Typography variant="body2" noWrap title={routeOf(row)}>
                    {routeOf(row)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip size="small" label={circuitStateLabel[state]} color={circuitStateColour[state]} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
