import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { zSpecialtySave } from '@securite/domain/platform-catalog/schemas';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { CatalogAdminPage } from './catalog-admin-page.tsx';
import { CatalogEntryDialog } from './catalog-entry-dialog.tsx';

/** paramSpecialties: the specialties agents hold and services ask for, offered to every agency. */
export function SpecialtiesPage() {
  return (
    <CatalogAdminPage
      kind="specialties"
      title="Spécialités"
      subtitle="Les spécialités proposées aux agences pour leurs collaborateurs, leurs sites et leurs services."
      noun="la spécialité"
      addLabel="Nouvelle spécialité"
      searchPlaceholder="SSIAP, cynophile…"
      emptyIcon={<WorkspacePremiumIcon fontSize="inherit" />}
      emptyTitle="Aucune spécialité pour le moment."
      labelOf={(row) => row.label}
      columns={[
        { label: 'Spécialité', cell: (row) => row.label },
        { label: 'Description', cell: (row) => row.description ?? '—' },
      ]}
      dialog={({ entry, onClose }) => (
        <CatalogEntryDialog
          kind="specialties"
          schema={zSpecialtySave}
          title={entry ? `Modifier « ${entry.label} »` : 'Nouvelle spécialité'}
          defaultValues={{
            id: entry?.id ?? null,
            label: entry?.label ?? '',
            description: entry?.description ?? '',
            active: entry?.active ?? true,
          }}
          success={entry ? 'La spécialité a été modifiée.' : 'La spécialité a été créée.'}
          onClose={onClose}
          fields={(control) => (
            <>
              <FormTextField control={control} name="label" label="Libellé" required />
              <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
              <FormSwitch control={control} name="active" label="Proposée aux agences" />
            </>
          )}
        />
      )}
    />
  );
}
