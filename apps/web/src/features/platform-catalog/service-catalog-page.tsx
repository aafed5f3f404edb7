import Inventory2Icon from '@mui/icons-material/Inventory2';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { lineKindLabels, lineKinds } from '@securite/domain/billing/document-types';
import { zCatalogItemSave } from '@securite/domain/platform-catalog/schemas';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { CatalogAdminPage } from './catalog-admin-page.tsx';
import { CatalogEntryDialog } from './catalog-entry-dialog.tsx';
import { formatBasisPoints, formatCents } from './catalog-format.ts';
import { HundredthsField } from './hundredths-field.tsx';

/** serviceCatalog: the articles and services agencies pick for the lines of their quotes and invoices. */
export function ServiceCatalogPage() {
  return (
    <CatalogAdminPage
      kind="items"
      title="Catalogue d’articles"
      subtitle="Les prestations et articles que les agences reprennent dans leurs devis, bons de commande et factures."
      noun="l’article"
      addLabel="Nouvel article"
      searchPlaceholder="Gardiennage, ronde…"
      emptyIcon={<Inventory2Icon fontSize="inherit" />}
      emptyTitle="Le catalogue est vide."
      labelOf={(row) => row.label}
      columns={[
        { label: 'Article', cell: (row) => row.label },
        { label: 'Nature', cell: (row) => lineKindLabels[row.kind] },
        {
          label: 'Prix unitaire HT',
          cell: (row) => `${formatCents(row.unitPriceCents)}${row.unit ? ` / ${row.unit}` : ''}`,
          align: 'right',
        },
        { label: 'TVA', cell: (row) => formatBasisPoints(row.vatRateBp), align: 'right' },
      ]}
      dialog={({ entry, onClose }) => (
        <CatalogEntryDialog
          kind="items"
          schema={zCatalogItemSave}
          title={entry ? `Modifier « ${entry.label} »` : 'Nouvel article'}
          defaultValues={{
            id: entry?.id ?? null,
            label: entry?.label ?? '',
            description: entry?.description ?? '',
            kind: entry?.kind ?? 'service',
            unit: entry?.unit ?? '',
            unitPriceCents: entry?.unitPriceCents ?? (null as unknown as number),
            vatRateBp: entry?.vatRateBp ?? 2000,
            active: entry?.active ?? true,
          }}
          success={entry ? 'L’article a été modifié.' : 'L’article a été ajouté au catalogue.'}
          onClose={onClose}
          fields={(control) => (
            <>
              <FormTextField control={control} name="label" label="Désignation" required />
              <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
              <FormTextField control={control} name="kind" label="Nature" select>
                {lineKinds.map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {lineKindLabels[kind]}
                  </MenuItem>
                ))}
              </FormTextField>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <HundredthsField control={control} name="unitPriceCents" label="Prix unitaire HT" unit="€" required />
                <FormTextField control={control} name="unit" label="Unité" placeholder="heure, forfait…" />
                <HundredthsField control={control} name="vatRateBp" label="TVA" unit="%" />
              </Stack>
              <FormSwitch control={control} name="active" label="Proposé aux agences" />
            </>
          )}
        />
      )}
    />
  );
}
