import ArticleIcon from '@mui/icons-material/Article';
import Typography from '@mui/material/Typography';
import { agencyReportPlaceholders } from '@securite/domain/agency-reports/agency-report-template';
import { zReportTemplateSave } from '@securite/domain/platform-catalog/schemas';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { CatalogAdminPage } from './catalog-admin-page.tsx';
import { CatalogEntryDialog } from './catalog-entry-dialog.tsx';

const variables = Object.entries(agencyReportPlaceholders)
  .map(([name, meaning]) => `{${name}} : ${meaning}`)
  .join(' · ');

/** agencyReportTemplates: intervention report (« bon d’intervention ») texts agencies start a site’s template from. */
export function ReportTemplatesPage() {
  return (
    <CatalogAdminPage
      kind="templates"
      title="Modèles de bons d’intervention"
      subtitle="Des textes de bons d’intervention que les agences reprennent pour leurs sites, puis adaptent."
      noun="le modèle"
      addLabel="Nouveau modèle"
      searchPlaceholder="Ronde, ouverture…"
      emptyIcon={<ArticleIcon fontSize="inherit" />}
      emptyTitle="Aucun modèle pour le moment."
      labelOf={(row) => row.title}
      columns={[
        { label: 'Modèle', cell: (row) => row.title },
        { label: 'Description', cell: (row) => row.description ?? '—' },
      ]}
      dialog={({ entry, onClose }) => (
        <CatalogEntryDialog
          kind="templates"
          schema={zReportTemplateSave}
          title={entry ? `Modifier « ${entry.title} »` : 'Nouveau modèle de bon'}
          defaultValues={{
            id: entry?.id ?? null,
            title: entry?.title ?? '',
            description: entry?.description ?? '',
            body: entry?.body ?? '',
            active: entry?.active ?? true,
          }}
          success={entry ? 'Le modèle a été modifié.' : 'Le modèle a été créé.'}
          onClose={onClose}
          fields={(control) => (
            <>
              <FormTextField control={control} name="title" label="Titre" required />
              <FormTextField control={control} name="description" label="Description" />
              <FormTextField control={control} name="body" label="Texte du bon" required multiline minRows={6} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Variables : {variables}
              </Typography>
              <FormSwitch control={control} name="active" label="Proposé aux agences" />
            </>
          )}
        />
      )}
    />
  );
}
