import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AutoplanLine, AutoplanResult } from '@securite/domain/planning/autoplan/autoplan-schemas';
import { formatLocalDay, formatLocalTime } from '@securite/domain/time/local-days';
import { Fragment } from 'react';
import { texts } from './texts.ts';

const points = (x: number) => x.toLocaleString('fr-FR', { maximumFractionDigits: 1 });

/**
 * The proposal as a diff of the planning: day by day, each open post with the agent proposed (ticked to be
 * applied) and its cost, or why it stays open (the rule that blocks each candidate, and for how many).
 */
export function AutoplanReview({
  result,
  timeZone,
  accepted,
  onAccepted,
}: {
  result: AutoplanResult;
  timeZone: string;
  accepted: ReadonlySet<string>;
  onAccepted: (next: Set<string>) => void;
}) {
  const filled = result.lines.filter((l) => l.agentId);
  const byDay = new Map<string, AutoplanLine[]>();
  for (const line of result.lines) {
    const day = formatLocalDay(timeZone, Date.parse(line.startAt), true);
    byDay.set(day, [...(byDay.get(day) ?? []), line]);
  }
  const all = filled.length > 0 && filled.every((l) => accepted.has(l.serviceId));
  const toggle = (id: string) => {
    const next = new Set(accepted);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onAccepted(next);
  };
  if (result.lines.length === 0) return <Alert severity="info">{texts.aucunPosteOuvert}</Alert>;
  return (
    <Stack spacing={1.5}>
      <Alert severity={result.open === 0 ? 'success' : 'info'}>
        {texts.resume({
          filled: result.filled,
          total: result.lines.length,
          cost: points(result.cost),
          greedy: points(result.greedyCost),
        })}
      </Alert>
      <TableContainer sx={{ maxHeight: '60vh' }}>
        <Table size="small" stickyHeader aria-label={texts.tableauProposition}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={all}
                  indeterminate={!all && accepted.size > 0}
                  disabled={filled.length === 0}
                  onChange={() => onAccepted(all ? new Set() : new Set(filled.map((l) => l.serviceId)))}
                  slotProps={{ input: { 'aria-label': texts.toutAccepter } }}
                />
              </TableCell>
              <TableCell>{texts.horaires}</TableCell>
              <TableCell>{texts.site}</TableCell>
              <TableCell>{texts.propose}</TableCell>
              <TableCell align="right">{texts.cout}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...byDay].map(([day, lines]) => (
              <Fragment key={day}>
                <TableRow>
                  <TableCell colSpan={5} sx={{ bgcolor: 'action.hover', fontWeight: 500 }}>
                    {day}
                  </TableCell>
                </TableRow>
                {lines.map((line) => {
                  const hours = `${formatLocalTime(timeZone, Date.parse(line.startAt))} – ${formatLocalTime(timeZone, Date.parse(line.endAt))}`;
                  return (
                    <TableRow key={line.serviceId} hover>
                      <TableCell padding="checkbox">
                        {line.agentId && (
                          <Checkbox
                            checked={accepted.has(line.serviceId)}
                            onChange={() => toggle(line.serviceId)}
                            slotProps={{ input: { 'aria-label': `${day} ${hours} ${line.siteName ?? ''}` } }}
                          />
                        )}
                      </TableCell>
                      <TableCell>{hours}</TableCell>
                      <TableCell>{line.siteName ?? '—'}</TableCell>
                      <TableCell>
                        {line.agentId ? (
                          <Stack>
                            <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 500 }}>
                              {line.agentName}
                            </Typography>
                            {line.previousAgentId && (
                              <Typography variant="caption" color="text.secondary">
                                {texts.remplace}
                              </Typography>
                            )}
                          </Stack>
                        ) : (
                          <Stack spacing={0.5}>
                            <Typography variant="body2" sx={{ color: 'warning.main' }}>
                              {texts.resteOuvert}
                            </Typography>
                            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label={texts.pourquoi}>
                              {line.reasons.slice(0, 4).map((r) => (
                                <Chip key={r.type} size="small" variant="outlined" label={texts.raison(r)} />
                              ))}
                            </Stack>
                          </Stack>
                        )}
                      </TableCell>
                      <TableCell align="right">{line.agentId ? points(line.cost) : '—'}</TableCell>
                    </TableRow>
                  );
                })}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
