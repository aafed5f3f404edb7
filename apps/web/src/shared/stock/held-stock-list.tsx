import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { StockAssignment } from '@securite/domain/stock/stock-schemas';
import { type RestitutionState, restitutionStateLabels } from '@securite/domain/stock/stock-types';
import { formatDay } from '@securite/domain/time/calendar-day';
import { type Holder, useHeldStock } from './held-stock.ts';

import { texts } from './texts.ts';

const restitutionColor: Record<RestitutionState, 'default' | 'warning' | 'error' | 'success'> = {
  none: 'default',
  upcoming: 'default',
  due: 'warning',
  overdue: 'error',
  returned: 'success',
};

/** « À rendre entre le 01/03/2026 et le 15/03/2026 », « À rendre avant le … », or nothing. */
export function restitutionText(range: StockAssignment['dateRangeRestitution']): string | null {
  if (range.from && range.to) return texts.aRendreEntreValue(formatDay(range.from), formatDay(range.to));
  if (range.to) return texts.aRendreAuValue(formatDay(range.to));
  if (range.from) return texts.aRendreAValue(formatDay(range.from));
  return null;
}

/** The chip of an assignment's restitution state (nothing when it has no restitution date). */
export function RestitutionChip({ state }: { state: RestitutionState }) {
  if (state === 'none' || state === 'upcoming') return null;
  return <Chip size="small" color={restitutionColor[state]} label={restitutionStateLabels[state]} />;
}

/**
 * The stock equipment an agent or a site holds now (the agent's record, the site's page): reference, quantity,
 * date handed out and restitution period. Quiet when it cannot load: a message instead of the list.
 */
export function HeldStockList({ agencyId, holder, title }: { agencyId: string; holder: Holder; title?: string }) {
  const query = useHeldStock(agencyId, holder);
  if (query.isPending) {
    return (
      <Box sx={{ py: 2 }}>
        <CircularProgress size={24} aria-label={texts.chargementDuMaterielAttribue} />
      </Box>
    );
  }
  if (query.isError) return <Alert severity="warning">{texts.impossibleDAfficherLe}</Alert>;
  const rows = query.data.data;
  return (
    <Box component="section" aria-label={title ?? texts.materielDuStock}>
      {title && (
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
          {title}
        </Typography>
      )}
      {rows.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {texts.aucunMaterielDuStock}
        </Typography>
      ) : (
        <List dense disablePadding>
          {rows.map((row) => (
            <ListItem key={row.id} disableGutters secondaryAction={<RestitutionChip state={row.restitution} />}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Inventory2Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={`${row.stockReference.title} × ${row.quantity}`}
                secondary={[
                  row.stockReference.reference,
                  texts.attribueLeValue(formatDay(row.assignedAt)),
                  restitutionText(row.dateRangeRestitution),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                sx={{ pr: 14 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
