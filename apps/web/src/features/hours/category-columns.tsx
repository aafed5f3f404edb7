import TableCell from '@mui/material/TableCell';
import type { HoursFigures } from '@securite/domain/hours/hours-schemas';
import { type HourCategory, hourCategories, hourCategoryLabels } from '@securite/domain/hours/split-service-minutes';
import { hoursText } from './hours-format.ts';

/** The categories with a coefficient, in the order the spec's planners read them (day hours are the rest). */
export const pricedCategories = hourCategories.filter((c) => c !== 'day') as Exclude<HourCategory, 'day'>[];

/** Category columns show from the medium breakpoint; a phone opens the detail for them. */
export const fromMd = { display: { xs: 'none', md: 'table-cell' } } as const;
export const fromSm = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Table cells a little tighter on a phone, so that three columns fit its width. */
export const compactCells = { '& td, & th': { py: 1.25, px: { xs: 1, sm: 2 } } } as const;

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
export const numericCell = numeric;

export function CategoryHeaders() {
  return (
    <>
      {pricedCategories.map((category) => (
        <TableCell key={category} align="right" sx={{ ...fromMd, ...numeric }}>
          {hourCategoryLabels[category]}
        </TableCell>
      ))}
    </>
  );
}

export function CategoryCells({ figures }: { figures: Pick<HoursFigures, 'categories'> }) {
  return (
    <>
      {pricedCategories.map((category) => (
        <TableCell key={category} align="right" sx={{ ...fromMd, ...numeric }}>
          {hoursText(figures.categories[category], true)}
        </TableCell>
      ))}
    </>
  );
}
