import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import {
  type ExportSettings,
  type ExportSettingsInput,
  zExportSettingsUpdate,
} from '@securite/domain/payroll/export-settings';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSession } from '../../../api/session.ts';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../../ui/form/use-form-submit.ts';
import { usePageLeaveGuard } from '../../../ui/form/use-unsaved-guard.ts';
import { Page } from '../../../ui/page.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { texts as localTexts } from '../texts.ts';
import { useExportSettings, useUpdateExportSettings } from './api/export-settings.ts';

const texts = {
  title: localTexts.enTetesEtPieds,
  subtitle: localTexts.lesTextesImprimesEn,
  header: localTexts.enTeteDesDocuments,
  headerHelp: localTexts.parExempleLaRaison,
  footer: localTexts.piedDePageDes,
  save: localTexts.enregistrer,
  saved: localTexts.vosModificationsOntEte,
  loading: localTexts.chargementDesParametres,
  loadFailed: localTexts.impossibleDAccederAux,
};

function ExportSettingsForm({ agencyId, settings }: { agencyId: string; settings: ExportSettings }) {
  const update = useUpdateExportSettings(agencyId);
  const { control, handleSubmit, setError, formState, reset, getValues } = useForm<
    ExportSettingsInput,
    unknown,
    z.output<typeof zExportSettingsUpdate>
  >({ resolver: zodResolver(zExportSettingsUpdate), defaultValues: settings });
  usePageLeaveGuard(formState.isDirty);
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError, reset, getValues },
    { fields: ['header', 'footer'], save: update.mutateAsync, success: texts.saved, unchanged: !formState.isDirty },
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2.5}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <FormTextField
          control={control}
          name="header"
          label={texts.header}
          helperText={texts.headerHelp}
          multiline
          minRows={2}
        />
        <FormTextField control={control} name="footer" label={texts.footer} multiline minRows={2} />
        <div>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {texts.save}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** Paramètres › En-têtes et pieds de page: the texts printed on generated documents. */
export function ExportSettingsPage() {
  const { agencyId } = useSession();
  const id = agencyId as string;
  const settings = useExportSettings(id);
  return (
    <Page title={texts.title} subtitle={texts.subtitle}>
      <Card>
        <CardContent>
          <QueryView
            query={settings}
            loadingLabel={texts.loading}
            errorText={texts.loadFailed}
            empty={false}
            emptyState={null}
          >
            {settings.data && <ExportSettingsForm agencyId={id} settings={settings.data} />}
          </QueryView>
        </CardContent>
      </Card>
    </Page>
  );
}
