import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { planningErrorLabels } from '@securite/domain/planning/planning-errors';
import type { AvailableAgent } from '@securite/domain/planning/service-schemas';
import { serviceHours, shortDayLabel } from '@securite/domain/time/day-labels';
import { dayIn } from '@securite/domain/time/zoned-instants';
import { useState } from 'react';

import { texts } from '../texts.ts';

/** Green when free, red when a check refuses the save, orange with the number of warnings otherwise. */
export function AvailabilityChip({ candidate }: { candidate: AvailableAgent }) {
  if (candidate.blocking) return <Chip size="small" color="error" label={texts.bloquant} />;
  if (candidate.issues.length === 0) return <Chip size="small" color="success" label={texts.disponible} />;
  const n = candidate.issues.length;
  return <Chip size="small" color="warning" label={`${n} avertissement${n > 1 ? 's' : ''}`} />;
}

function Candidate({
  candidate,
  chosen,
  onChoose,
  timeZone,
}: {
  candidate: AvailableAgent;
  chosen: boolean;
  onChoose: () => void;
  timeZone: string;
}) {
  const [open, setOpen] = useState(false);
  const { agent, issues, blocking } = candidate;
  const detailsId = `problemes-${agent.id}`;
  return (
    <ListItem disableGutters divider sx={{ display: 'block', py: 0.5 }} aria-label={agent.fullname}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Radio
          checked={chosen}
          onChange={onChoose}
          disabled={blocking}
          value={agent.id}
          name="remplacant"
          slotProps={{ input: { 'aria-label': `Choisir ${agent.fullname}` } }}
        />
        <Typography sx={{ flex: 1, minWidth: 0, fontWeight: chosen ? 600 : 400 }}>{agent.fullname}</Typography>
        <AvailabilityChip candidate={candidate} />
        {issues.length > 0 ? (
          <IconButton
            size="small"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={
              open ? texts.masquerLesProblemesFullname(agent.fullname) : texts.voirLesProblemesFullname(agent.fullname)
            }
          >
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
      </Stack>
      {issues.length > 0 && (
        <Collapse in={open} id={detailsId}>
          <Box component="ul" sx={{ m: 0, mb: 1, pl: 7, pr: 1 }}>
            {issues.map((issue) => (
              <Typography
                component="li"
                variant="body2"
                key={`${issue.key}-${issue.type}`}
                sx={{ color: issue.blocking ? 'error.main' : 'text.secondary' }}
              >
                {issue.message || planningErrorLabels[issue.type]}
                {` (${shortDayLabel(dayIn(issue.startAt, timeZone))} ${serviceHours(issue.startAt, issue.endAt, timeZone)})`}
              </Typography>
            ))}
          </Box>
        </Collapse>
      )}
    </ListItem>
  );
}

/** The agents who could take the services, in the server's order (free first, then warnings, then blocked). */
export function ReplacementList({
  candidates,
  chosenId,
  onChoose,
  timeZone,
}: {
  candidates: readonly AvailableAgent[];
  chosenId: string | null;
  onChoose: (agentId: string) => void;
  timeZone: string;
}) {
  return (
    <List aria-label={texts.remplacantsProposes} disablePadding>
      {candidates.map((candidate) => (
        <Candidate
          key={candidate.agent.id}
          candidate={candidate}
          chosen={candidate.agent.id === chosenId}
          onChoose={() => onChoose(candidate.agent.id)}
          timeZone={timeZone}
        />
      ))}
    </List>
  );
}
