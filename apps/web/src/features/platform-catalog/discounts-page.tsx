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

/** A discount as written: « 10 % » or « 150,00 € HT ». */
export const discountValueLabel = (d: { kind: 'percent' | 'amount'; value: number }) =>
  d.kind === 'percent' ? formatBasisPoints(d.value) : `${formatCents(d.value)} HT`;

/** discountList: the standing discounts agencies may give their customers (a percent or an amount, excl. tax). */
export function DiscountsPage() {
  return (
    <CatalogAdminPage
      kind="discounts"
      title="Remises"
      subtitle="Les remises que les agences peuvent accorder à leurs clients : un pourcentage ou un montant hors taxes."
      noun="la remise"
      addLabel="Nouvelle remise"
      searchPlaceholder="Fidélité, lancement…"
      emptyIcon={<DiscountIcon fontSize="inherit" />}
      emptyTitle="Aucune remise pour le moment."
      labelOf={(row) => row.label}
      columns={[
        { label: 'Remise', cell: (row) => row.label },
        { label: 'Valeur', cell: discountValueLabel, align: 'right' },
        { label: 'Description', cell: (row) => row.description ?? '—' },
      ]}
      dialog={({ entry, onClose }) => (
        <CatalogEntryDialog
          kind="discounts"
          schema={zDiscountPresetSave}
          title={entry ? `Modifier « ${entry.label} »` : 'Nouvelle remise'}
          defaultValues={{
            id: entry?.id ?? null,
            label: entry?.label ?? '',
            description: entry?.description ?? '',
            kind: entry?.kind ?? 'percent',
            value: entry?.value ?? (null as unknown as number),
            active: entry?.active ?? true,
          }}
          success={entry ? 'La remise a été modifiée.' : 'La remise a été créée.'}
          onClose={onClose}
          fields={(control) => (
            <>
              <FormTextField control={control} name="label" label="Libellé" required />
              <FormTextField control={control} name="kind" label="Type" select>
                {discountKinds.map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {discountKindLabels[kind]}
                  </MenuItem>
                ))}
              </FormTextField>
              <DiscountValue control={control} />
              <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
              <FormSwitch control={control} name="active" label="Proposée aux agences" />
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
    <HundredthsField control={control} name="value" label="Valeur" unit={kind === 'amount' ? '€ HT' : '%'} required />
  );
}
