import ArticleIcon from '@mui/icons-material/Article';
import Typography from '@mui/material/Typography';
import { agencyReportPlaceholders } from '@securite/domain/agency-reports/agency-report-template';
import { zReportTemplateSave } from '@securite/domain/platform-catalog/schemas';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { CatalogAdminPage } from './catalog-admin-page.tsx';
import { CatalogEntryDialog } from './catalog-entry-dialog.tsx';

import { texts } from './texts.ts';

const variables = Object.entries(agencyReportPlaceholders)
  .map(([name, meaning]) => `{${name}} : ${meaning}`)
  .join(' · ');

/** agencyReportTemplates: intervention report (« bon d’intervention ») texts agencies start a site’s template from. */
export function ReportTemplatesPage() {
  return (
    <CatalogAdminPage
      kind="templates"
      title={texts.modelesDeBonsD}
      subtitle={texts.desTextesDeBons}
      noun={texts.leModele}
      addLabel={texts.nouveauModele}
      searchPlaceholder={texts.rondeOuverture}
      emptyIcon={<ArticleIcon fontSize="inherit" />}
      emptyTitle={texts.aucunModelePourLe}
      labelOf={(row) => row.title}
      columns={[
        { label: texts.modele, cell: (row) => row.title },
        { label: texts.description, cell: (row) => row.description ?? '—' },
      ]}
      dialog={({ entry, onClose }) => (
        <CatalogEntryDialog
          kind="templates"
          schema={zReportTemplateSave}
          title={entry ? texts.modifierTitle(entry.title) : texts.nouveauModeleDeBon}
          defaultValues={{
            id: entry?.id ?? null,
            title: entry?.title ?? '',
            description: entry?.description ?? '',
            body: entry?.body ?? '',
            active: entry?.active ?? true,
          }}
          success={entry ? texts.leModeleAEte : texts.leModeleAEteCree}
          onClose={onClose}
          fields={(control) => (
            <>
              <FormTextField control={control} name="title" label={texts.titre} required />
              <FormTextField control={control} name="description" label={texts.description} />
              <FormTextField control={control} name="body" label={texts.texteDuBon} required multiline minRows={6} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {texts.variables} {variables}
              </Typography>
              <FormSwitch control={control} name="active" label={texts.proposeAuxAgences} />
            </>
          )}
        />
      )}
    />
  );
}
