import { type DatePreset, datePresetLabels } from '@securite/domain/margins/date-presets';
import type { PeriodFilter } from '@securite/domain/margins/margin-schemas';
import { DayInput } from './day-input.tsx';
import { FilterBar, SelectFilter } from './filter-bar.tsx';

import { texts } from './texts.ts';

/** The presets the margins and turnover offer (spec 001 section 9), custom last. */
const offered = ['month', 'previousMonth', 'year', 'previousYear', 'custom'] as const satisfies readonly DatePreset[];
type Offered = (typeof offered)[number];
const options = Object.fromEntries(offered.map((p) => [p, datePresetLabels[p]])) as Record<Offered, string>;

export interface PeriodChoice {
  shortcut: Offered;
  from: string;
  to: string;
}

/** What the server is asked: the preset, or the custom dates once both are typed (null until then). */
export function filterOf(choice: PeriodChoice): PeriodFilter | null {
  if (choice.shortcut !== 'custom') return { shortcut: choice.shortcut };
  if (!choice.from || !choice.to) return null;
  return { shortcut: 'custom', from: choice.from, to: choice.to };
}

/** « Période » with its presets, and the two dates when « Personnalisée » is chosen. */
export function PeriodFilterBar({
  label = texts.periode,
  value,
  onChange,
}: {
  label?: string;
  value: PeriodChoice;
  onChange: (next: PeriodChoice) => void;
}) {
  return (
    <FilterBar padded={false}>
      <SelectFilter
        label={label}
        value={value.shortcut}
        onChange={(shortcut) => onChange({ ...value, shortcut })}
        options={options}
        sx={{ minWidth: 200 }}
      />
      {value.shortcut === 'custom' && (
        <>
          <DayInput label={texts.du} value={value.from} onChange={(day) => onChange({ ...value, from: day })} />
          <DayInput label={texts.au} value={value.to} onChange={(day) => onChange({ ...value, to: day })} />
        </>
      )}
    </FilterBar>
  );
}
