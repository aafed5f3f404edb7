import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { frenchEuros } from '@securite/domain/money/amounts';
import { monthLabel } from '@securite/domain/time/wall-clock';
import { useState } from 'react';
import { filterOf, type PeriodChoice, PeriodFilterBar } from '../../ui/period-filter.tsx';
import { useTurnover } from './api/margins-api.ts';
import { BarChart } from './bar-chart.tsx';

import { texts } from './texts.ts';

const label = (month: string) => monthLabel(Number(month.slice(5, 7)), month.slice(0, 4));

/** « Chiffre d'affaires »: validated invoices minus credit notes per month, this year by default. */
export function TurnoverSection({ agencyId }: { agencyId: string }) {
  const [choice, setChoice] = useState<PeriodChoice>({ shortcut: 'year', from: '', to: '' });
  const filter = filterOf(choice);
  const query = useTurnover(agencyId, filter ?? {}, filter !== null);
  const turnover = query.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="titre-ca" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
          <Typography id="titre-ca" variant="h6" component="h2">
            {texts.chiffreDAffaires}
          </Typography>
          <PeriodFilterBar label={texts.periodeDuChiffreD} value={choice} onChange={setChoice} />
        </Stack>
        {turnover && (
          <>
            <Typography>
              {texts.totalHt} <strong>{frenchEuros(turnover.totals.turnoverExclTaxCents)}</strong> · TTC :{' '}
              {frenchEuros(turnover.totals.turnoverInclTaxCents)}
            </Typography>
            <BarChart
              title={texts.chiffreDAffairesPar}
              series={[{ key: 'exclTax', label: texts.chiffreDAffairesHt, color: 'primary.main' }]}
              groups={turnover.data.map((month) => ({
                id: month.month,
                label: label(month.month),
                values: { exclTax: month.turnoverExclTaxCents },
              }))}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
