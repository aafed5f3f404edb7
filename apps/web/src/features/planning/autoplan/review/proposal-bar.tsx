import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { texts } from '../texts.ts';
import type { GridProposal } from './grid-proposal.ts';

const points = (x: number) => x.toLocaleString('fr-FR', { maximumFractionDigits: 1 });

/** One square of the legend, drawn as the grid draws the chips (grid-styles: pg-proposed, pg-declined, pg-open). */
function Swatch({ label, sx }: { label: string; sx: SxProps<Theme> }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={[{ width: 18, height: 12, borderRadius: '3px' }, ...(Array.isArray(sx) ? sx : [sx])]} />
      <Typography variant="caption">{label}</Typography>
    </Stack>
  );
}

/**
 * Above the grid while a proposal is reviewed on it: what it fills and costs, how many posts are accepted, the
 * legend of the chips, and the actions (accept or decline all, apply the accepted ones in one batch, abandon).
 */
export function ProposalBar({
  proposal,
  shown,
  applying,
  onAll,
  onApply,
  onAbandon,
}: {
  proposal: GridProposal;
  /** The services the grid holds (the period shown): the others are counted apart. */
  shown: ReadonlyMap<string, unknown>;
  applying: boolean;
  onAll: (accept: boolean) => void;
  onApply: () => void;
  onAbandon: () => void;
}) {
  const { result, accepted } = proposal;
  const outside = result.lines.filter((line) => !shown.has(line.serviceId)).length;
  return (
    <Paper
      role="region"
      aria-label={texts.propositionEnCours}
      elevation={3}
      sx={{ px: 2, py: 1.5, mb: 1.5, borderLeft: 4, borderColor: 'success.main' }}
    >
      <Stack spacing={1}>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" sx={{ fontWeight: 600 }}>
            {texts.propositionEnCours}
          </Typography>
          <Typography variant="body2">
            {texts.resume({
              filled: result.filled,
              total: result.lines.length,
              cost: points(result.cost),
              greedy: points(result.greedyCost),
            })}
          </Typography>
        </Stack>
        <Typography variant="body2" aria-live="polite">
          {texts.acceptees(accepted.size, result.filled)}
          {outside > 0 && ` · ${texts.horsPeriode(outside)}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {texts.aideRevue}
        </Typography>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Swatch
            label={texts.legendeAcceptee}
            sx={{ bgcolor: 'success.dark', boxShadow: (t) => `inset 4px 0 0 ${t.palette.success.light}` }}
          />
          <Swatch
            label={texts.legendeRefusee}
            sx={{ bgcolor: 'grey.200', outline: '1px dashed', outlineColor: 'grey.600', outlineOffset: -1 }}
          />
          <Swatch
            label={texts.legendeOuvert}
            sx={{ outline: '2px dashed', outlineColor: 'warning.main', outlineOffset: -2 }}
          />
          <Swatch label={texts.legendeInchange} sx={{ bgcolor: 'grey.400', opacity: 0.4 }} />
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={() => onAll(true)} disabled={applying || accepted.size === result.filled}>
            {texts.toutAccepter}
          </Button>
          <Button onClick={() => onAll(false)} disabled={applying || accepted.size === 0}>
            {texts.toutRefuser}
          </Button>
          <Button color="inherit" onClick={onAbandon} disabled={applying} sx={{ mr: 'auto' }}>
            {texts.abandonner}
          </Button>
          <Button variant="contained" loading={applying} disabled={accepted.size === 0} onClick={onApply}>
            {texts.appliquer(accepted.size)}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
