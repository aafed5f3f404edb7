import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { zSpecialtySave } from '@securite/domain/platform-catalog/schemas';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { CatalogAdminPage } from './catalog-admin-page.tsx';
import { CatalogEntryDialog } from './catalog-entry-dialog.tsx';

import { texts } from './texts.ts';

/** paramSpecialties: the specialties agents hold and services ask for, offered to every agency. */
export function SpecialtiesPage() {
  return (
    <CatalogAdminPage
      kind="specialties"
      title={texts.specialites}
      subtitle={texts.lesSpecialitesProposeesAux}
      noun={texts.laSpecialite}
      addLabel={texts.nouvelleSpecialite}
      searchPlaceholder={texts.ssiapCynophile}
      emptyIcon={<WorkspacePremiumIcon fontSize="inherit" />}
      emptyTitle={texts.aucuneSpecialitePourLe}
      labelOf={(row) => row.label}
      columns={[
        { label: texts.specialite, cell: (row) => row.label },
        { label: texts.description, cell: (row) => row.description ?? '—' },
      ]}
      dialog={({ entry, onClose }) => (
        <CatalogEntryDialog
          kind="specialties"
          schema={zSpecialtySave}
          title={entry ? texts.modifierLabel(entry.label) : texts.nouvelleSpecialite}
          defaultValues={{
            id: entry?.id ?? null,
            label: entry?.label ?? '',
            description: entry?.description ?? '',
            active: entry?.active ?? true,
          }}
          success={entry ? texts.laSpecialiteAEte : texts.laSpecialiteAEteCreee}
          onClose={onClose}
          fields={(control) => (
            <>
              <FormTextField control={control} name="label" label={texts.libelle} required />
              <FormTextField control={control} name="description" label={texts.description} multiline minRows={2} />
              <FormSwitch control={control} name="active" label={texts.proposeeAuxAgences} />
            </>
          )}
        />
      )}
    />
  );
}
