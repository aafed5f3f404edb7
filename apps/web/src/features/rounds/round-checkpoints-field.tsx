import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_EXPECTED_DELAY_MINUTES } from '@securite/domain/rounds/expected-times';
import { MAX_ROUND_CHECKPOINTS } from '@securite/domain/rounds/round-schemas';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ColorDot } from './checkpoint-look.tsx';

import { texts } from './texts.ts';

export interface PickableCheckpoint {
  id: string;
  title: string;
  color: string;
}

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/** Minutes typed in the delay field: empty (or not a number) is no expected time. */
const minutesOf = (text: string): number | undefined => {
  const value = Number.parseInt(text, 10);
  return text.trim() === '' || Number.isNaN(value) ? undefined : value;
};

/** The delays without one checkpoint's (or with its new one). */
function withDelay(delays: Record<string, number>, id: string, delay: number | undefined): Record<string, number> {
  const { [id]: _, ...rest } = delays;
  return delay === undefined ? rest : { ...rest, [id]: delay };
}

function OrderedRow({
  checkpoint,
  index,
  count,
  disabled,
  delay,
  onDelay,
  onMove,
  onRemove,
}: {
  checkpoint: PickableCheckpoint;
  index: number;
  count: number;
  disabled: boolean;
  delay: number | undefined;
  onDelay: (delay: number | undefined) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  return (
    <Stack
      component="li"
      direction="row"
      aria-label={`${n}. ${checkpoint.title}`}
      sx={{ alignItems: 'center', gap: 1, py: 0.5, pl: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography sx={{ fontWeight: 700, width: 28, textAlign: 'right', flexShrink: 0 }}>{n}.</Typography>
      <ColorDot color={checkpoint.color} />
      <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{checkpoint.title}</Typography>
      <TextField
        size="small"
        type="number"
        label={texts.prevuMin}
        value={delay ?? ''}
        onChange={(e) => onDelay(minutesOf(e.target.value))}
        disabled={disabled}
        sx={{ width: 112, flexShrink: 0 }}
        slotProps={{
          htmlInput: {
            min: 0,
            max: MAX_EXPECTED_DELAY_MINUTES,
            step: 1,
            'aria-label': `Délai prévu de ${checkpoint.title}, en minutes après le début`,
          },
        }}
      />
      {!disabled && (
        <Stack direction="row" sx={{ flexShrink: 0 }}>
          <IconButton
            aria-label={texts.monterTitle(checkpoint.title)}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            aria-label={texts.descendreTitle(checkpoint.title)}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownwardIcon />
          </IconButton>
          <IconButton aria-label={texts.retirerTitle(checkpoint.title)} onClick={onRemove}>
            <CloseIcon />
          </IconButton>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The round's checkpoints in walking order: the site's other checkpoints to add, the chosen ones to move up or down
 * (buttons: usable on a phone and with the keyboard) or take out, each with the minutes after the round's start at
 * which it is expected (optional: the report then shows no expected time for it).
 */
export function RoundCheckpointsField({
  value,
  onChange,
  delays,
  onDelaysChange,
  delayError,
  available,
  known,
  siteChosen,
  loading,
  disabled,
  error,
  newCheckpointHref,
  mayLeave,
}: {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Minutes after the start per checkpoint id. */
  delays: Record<string, number>;
  onDelaysChange: (delays: Record<string, number>) => void;
  delayError?: string;
  /** The site's checkpoints. */
  available: readonly PickableCheckpoint[];
  /** Other checkpoints to name (the round's own, as saved). */
  known: readonly PickableCheckpoint[];
  siteChosen: boolean;
  loading: boolean;
  disabled: boolean;
  error?: string;
  newCheckpointHref: string | null;
  /** Asks before the link leaves the form with unsaved input (useUnsavedGuard); true: go. */
  mayLeave?: () => Promise<boolean>;
}) {
  const navigate = useNavigate();
  const byId = new Map([...known, ...available].map((c) => [c.id, c]));
  const chosen = value.map((id) => byId.get(id) ?? { id, title: texts.pointDeControleSupprime, color: '#9e9e9e' });
  const rest = available.filter((c) => !value.includes(c.id));
  const full = value.length >= MAX_ROUND_CHECKPOINTS;
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {texts.pointsDeControleDans}
        {value.length})
      </Typography>
      {chosen.length > 0 ? (
        <Box component="ol" aria-label={texts.ordreDePassage} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {chosen.map((checkpoint, index) => (
            <OrderedRow
              key={checkpoint.id}
              checkpoint={checkpoint}
              index={index}
              count={chosen.length}
              disabled={disabled}
              delay={delays[checkpoint.id]}
              onDelay={(delay) => onDelaysChange(withDelay(delays, checkpoint.id, delay))}
              onMove={(to) => onChange(move(value, index, to))}
              onRemove={() => {
                onChange(value.filter((id) => id !== checkpoint.id));
                onDelaysChange(withDelay(delays, checkpoint.id, undefined));
              }}
            />
          ))}
        </Box>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>
          {siteChosen ? texts.aucunPointDeControleChoisi : texts.choisissezDAbordLe}
        </Typography>
      )}
      {chosen.length > 0 && <FormHelperText>{texts.prevuMinMinutesApres}</FormHelperText>}
      {error && <FormHelperText error>{error}</FormHelperText>}
      {delayError && <FormHelperText error>{delayError}</FormHelperText>}
      {!disabled && siteChosen && (
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {texts.pointsDuSiteA}
          </Typography>
          {loading ? (
            <Typography sx={{ color: 'text.secondary' }}>{texts.chargementDesPointsDeControle}</Typography>
          ) : available.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>
              {texts.ceSiteNA}{' '}
              {newCheckpointHref && (
                <Link
                  component={RouterLink}
                  to={newCheckpointHref}
                  onClick={(event: MouseEvent) => {
                    if (!mayLeave) return;
                    event.preventDefault();
                    void mayLeave().then((leave) => {
                      if (leave) navigate(newCheckpointHref);
                    });
                  }}
                >
                  {texts.creerUnPointDe}
                </Link>
              )}
            </Typography>
          ) : rest.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{texts.tousLesPointsDu}</Typography>
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={texts.pointsDuSiteA} role="group">
              {rest.map((checkpoint) => (
                <Button
                  key={checkpoint.id}
                  variant="outlined"
                  size="small"
                  startIcon={<AddIcon />}
                  endIcon={<ColorDot color={checkpoint.color} size={10} />}
                  disabled={full}
                  onClick={() => onChange([...value, checkpoint.id])}
                  aria-label={texts.ajouterTitle(checkpoint.title)}
                  sx={{ textTransform: 'none' }}
                >
                  {checkpoint.title}
                </Button>
              ))}
              {rest.length > 1 && (
                <Button size="small" disabled={full} onClick={() => onChange([...value, ...rest.map((c) => c.id)])}>
                  {texts.toutAjouter}
                </Button>
              )}
            </Stack>
          )}
        </Box>
      )}
    </Stack>
  );
}
