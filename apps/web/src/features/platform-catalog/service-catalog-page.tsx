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

import { texts } from './texts.ts';

/** serviceCatalog: the articles and services agencies pick for the lines of their quotes and invoices. */
export function ServiceCatalogPage() {
  return (
    <CatalogAdminPage
      kind="items"
      title={texts.catalogueDArticles}
      subtitle={texts.lesPrestationsEtArticles}
      noun={texts.lArticle}
      addLabel={texts.nouvelArticle}
      searchPlaceholder={texts.gardiennageRonde}
      emptyIcon={<Inventory2Icon fontSize="inherit" />}
      emptyTitle={texts.leCatalogueEstVide}
      labelOf={(row) => row.label}
      columns={[
        { label: texts.article, cell: (row) => row.label },
        { label: texts.nature, cell: (row) => lineKindLabels[row.kind] },
        {
          label: texts.prixUnitaireHt,
          cell: (row) => `${formatCents(row.unitPriceCents)}${row.unit ? ` / ${row.unit}` : ''}`,
          align: 'right',
        },
        { label: 'TVA', cell: (row) => formatBasisPoints(row.vatRateBp), align: 'right' },
      ]}
      dialog={({ entry, onClose }) => (
        <CatalogEntryDialog
          kind="items"
          schema={zCatalogItemSave}
          title={entry ? texts.modifierLabel(entry.label) : texts.nouvelArticle}
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
          success={entry ? texts.lArticleAEte : texts.lArticleAEteAjoute}
          onClose={onClose}
          fields={(control) => (
            <>
              <FormTextField control={control} name="label" label={texts.designation} required />
              <FormTextField control={control} name="description" label={texts.description} multiline minRows={2} />
              <FormTextField control={control} name="kind" label={texts.nature} select>
                {lineKinds.map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {lineKindLabels[kind]}
                  </MenuItem>
                ))}
              </FormTextField>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <HundredthsField
                  control={control}
                  name="unitPriceCents"
                  label={texts.prixUnitaireHt}
                  unit="€"
                  required
                />
                <FormTextField control={control} name="unit" label={texts.unite} placeholder={texts.heureForfait} />
                <HundredthsField control={control} name="vatRateBp" label="TVA" unit="%" />
              </Stack>
              <FormSwitch control={control} name="active" label={texts.proposeAuxAgences} />
            </>
          )}
        />
      )}
    />
  );
}
