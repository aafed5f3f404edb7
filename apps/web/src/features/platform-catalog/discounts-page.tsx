import DiscountIcon from '@mui/icons-material/Discount';
import MenuItem from '@mui/material/MenuItem';
import {
  type DiscountPresetSave,
  type DiscountPresetSaveInput,
  discountKindLabels,
  discountKinds,
  zDiscountPresetSave,
} from '@securite/domain/platform-catalog/schemas';
import { type Control, useWatch } from 'react-hook-form';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { CatalogAdminPage } from './catalog-admin-page.tsx';
import { CatalogEntryDialog } from './catalog-entry-dialog.tsx';
import { formatBasisPoints, formatCents } from './catalog-format.ts';
import { HundredthsField } from './hundredths-field.tsx';

import { texts } from './texts.ts';

/** A discount as written: « 10 % » or « 150,00 € HT ». */
export const discountValueLabel = (d: { kind: 'percent' | 'amount'; value: number }) =>
  d.kind === 'percent' ? formatBasisPoints(d.value) : `${formatCents(d.value)} HT`;

/** discountList: the standing discounts agencies may give their customers (a percent or an amount, excl. tax). */
export function DiscountsPage() {
  return (
    <CatalogAdminPage
      kind="discounts"
      title={texts.remises}
      subtitle={texts.lesRemisesQueLes}
      noun={texts.laRemise}
      addLabel={texts.nouvelleRemise}
      searchPlaceholder={texts.fideliteLancement}
      emptyIcon={<DiscountIcon fontSize="inherit" />}
      emptyTitle={texts.aucuneRemisePourLe}
      labelOf={(row) => row.label}
      columns={[
        { label: texts.remise, cell: (row) => row.label },
        { label: texts.valeur, cell: discountValueLabel, align: 'right' },
        { label: texts.description, cell: (row) => row.description ?? '—' },
      ]}
      dialog={({ entry, onClose }) => (
        <CatalogEntryDialog
          kind="discounts"
          schema={zDiscountPresetSave}
          title={entry ? texts.modifierLabel(entry.label) : texts.nouvelleRemise}
          defaultValues={{
            id: entry?.id ?? null,
            label: entry?.label ?? '',
            description: entry?.description ?? '',
            kind: entry?.kind ?? 'percent',
            value: entry?.value ?? (null as unknown as number),
            active: entry?.active ?? true,
          }}
          success={entry ? texts.laRemiseAEte : texts.laRemiseAEteCreee}
          onClose={onClose}
          fields={(control) => (
            <>
              <FormTextField control={control} name="label" label={texts.libelle} required />
              <FormTextField control={control} name="kind" label={texts.type} select>
                {discountKinds.map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {discountKindLabels[kind]}
                  </MenuItem>
                ))}
              </FormTextField>
              <DiscountValue control={control} />
              <FormTextField control={control} name="description" label={texts.description} multiline minRows={2} />
              <FormSwitch control={control} name="active" label={texts.proposeeAuxAgences} />
            </>
          )}
        />
      )}
    />
  );
}

function DiscountValue({ control }: { control: Control<DiscountPresetSaveInput, unknown, DiscountPresetSave> }) {
  const kind = useWatch({ control, name: 'kind' });
  return (
    <HundredthsField
      control={control}
      name="value"
      label={texts.valeur}
      unit={kind === 'amount' ? '€ HT' : '%'}
      required
    />
  );
}
