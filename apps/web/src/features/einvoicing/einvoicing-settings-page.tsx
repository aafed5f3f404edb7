import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  type EinvoicingSettings,
  type EinvoicingSettingsSave,
  type EinvoicingTestResult,
  zEinvoicingSettingsSave,
} from '@securite/domain/einvoicing/schemas';
import { messages } from '@securite/domain/errors/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSession } from '../../api/session.ts';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { usePageLeaveGuard } from '../../ui/form/use-unsaved-guard.ts';
import { Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useEinvoicingSettings } from './api/get-einvoicing-settings.ts';
import { useSaveEinvoicingSettings } from './api/save-einvoicing-settings.ts';
import { testEinvoicingConnection } from './api/test-einvoicing-connection.ts';
import { formatLabels, texts } from './texts.ts';

type SettingsInput = z.input<typeof zEinvoicingSettingsSave>;

const formOf = (settings: EinvoicingSettings): SettingsInput => ({
  enabled: settings.enabled,
  baseUrl: settings.baseUrl,
  tokenUrl: settings.tokenUrl ?? '',
  clientId: settings.clientId,
  clientSecret: '',
  format: settings.format,
});

function SettingsForm({ agencyId, initial }: { agencyId: string; initial: EinvoicingSettings }) {
  const [current, setCurrent] = useState(initial);
  const { control, handleSubmit, setError, reset, formState, getValues } = useForm<
    SettingsInput,
    unknown,
    EinvoicingSettingsSave
  >({ resolver: zodResolver(zEinvoicingSettingsSave), defaultValues: formOf(initial) });
  usePageLeaveGuard(formState.isDirty);
  const save = useSaveEinvoicingSettings(agencyId);
  const [test, setTest] = useState<EinvoicingTestResult | null>(null);
  const [testing, setTesting] = useState(false);
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: 'all',
      save: save.mutateAsync,
      success: messages.saved,
      onSaved: (saved) => {
        setCurrent(saved);
        reset(formOf(saved));
      },
      forbiddenInForm: true,
    },
  );
  const runTest = async () => {
    setTesting(true);
    setTest(null);
    try {
      const values = getValues();
      setTest(
        await testEinvoicingConnection(agencyId, {
          baseUrl: values.baseUrl,
          tokenUrl: values.tokenUrl,
          clientId: values.clientId,
          clientSecret: values.clientSecret,
        }),
      );
    } catch (error) {
      setTest({ ok: false, message: error instanceof Error ? error.message : String(error) });
    } finally {
      setTesting(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={3}>
        <FormError message={formError} />
        {current.platformDefault && <Alert severity="info">{texts.parDefautPlateforme}</Alert>}
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <FormSwitch control={control} name="enabled" label={texts.activer} helperText={texts.activerAide} />
              <FormTextField control={control} name="baseUrl" label={texts.adresse} helperText={texts.adresseAide} />
              <FormTextField
                control={control}
                name="tokenUrl"
                label={texts.adresseJeton}
                helperText={texts.adresseJetonAide}
              />
              <FormTextField control={control} name="clientId" label={texts.identifiantClient} autoComplete="off" />
              <FormTextField
                control={control}
                name="clientSecret"
                label={texts.secretClient}
                type="password"
                autoComplete="new-password"
                helperText={current.hasSecret && !current.platformDefault ? texts.secretConserve : texts.secretAbsent}
              />
              <FormTextField control={control} name="format" label={texts.format} select>
                {current.formats.map((format) => (
                  <MenuItem key={format} value={format}>
                    {formatLabels[format]}
                  </MenuItem>
                ))}
              </FormTextField>
            </Stack>
          </CardContent>
        </Card>
        {test && (
          <Alert severity={test.ok ? 'success' : 'error'} role="status">
            {test.message}
          </Alert>
        )}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {texts.enregistrer}
          </Button>
          <Button variant="outlined" onClick={runTest} disabled={testing}>
            {testing ? texts.testEnCours : texts.testerLaConnexion}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** params/einvoicing: the agency's approved platform (address, OAuth2 credentials, format) and a connection test. */
export function EinvoicingSettingsPage({ title = texts.facturationElectronique }: { title?: string }) {
  const { agencyId } = useSession();
  const query = useEinvoicingSettings(agencyId ?? '');
  return (
    <Page title={title} subtitle={texts.sousTitre}>
      <QueryView
        query={query}
        loadingLabel={texts.chargement}
        errorText={texts.impossibleDeCharger}
        empty={false}
        emptyState={null}
      >
        {query.data && <SettingsForm agencyId={agencyId ?? ''} initial={query.data} />}
      </QueryView>
    </Page>
  );
}
