import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type AgencyEmailSettings,
  type AgencyEmailSettingsInput,
  reportMailVariables,
  zAgencyEmailSettings,
} from '@securite/domain/agency-settings/email-settings';
import { messages } from '@securite/domain/errors/messages';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../api/session.ts';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { usePageLeaveGuard } from '../../ui/form/use-unsaved-guard.ts';
import { Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useEmailSettings, useSaveEmailSettings } from './api/email-settings.ts';

import { texts } from './texts.ts';

const variables = Object.entries(reportMailVariables)
  .map(([name, meaning]) => `{${name}} : ${meaning}`)
  .join(' · ');

/**
 * params/email: the name the agency's e-mails come from, where answers go, the signature under every mail, and the
 * default texts of its intervention report and planning mails, the hour of the customers' daily activity report.
 * Invoices and reminders have their own texts.
 */
export function EmailSettingsPage({
  title,
  hrefs,
}: {
  title: string;
  hrefs: { commercialDocs: string; remind: string };
}) {
  const { agencyId, company } = useSession();
  const query = useEmailSettings(agencyId as string);
  return (
    <Page title={title} subtitle={texts.commentPartentLesE}>
      <QueryView
        query={query}
        loadingLabel={texts.chargementDesParametresDes}
        errorText={messages.settingsUnavailable}
        empty={false}
        emptyState={null}
      >
        {query.data && (
          <EmailForm
            agencyId={agencyId as string}
            agencyName={company?.agency.name ?? ''}
            settings={query.data}
            hrefs={hrefs}
          />
        )}
      </QueryView>
    </Page>
  );
}

function EmailForm({
  agencyId,
  agencyName,
  settings,
  hrefs,
}: {
  agencyId: string;
  agencyName: string;
  settings: AgencyEmailSettings;
  hrefs: { commercialDocs: string; remind: string };
}) {
  const save = useSaveEmailSettings(agencyId);
  const { control, handleSubmit, setError, formState, reset, getValues } = useForm<
    AgencyEmailSettingsInput,
    unknown,
    AgencyEmailSettings
  >({
    resolver: zodResolver(zAgencyEmailSettings),
    defaultValues: {
      senderName: settings.senderName ?? '',
      replyTo: settings.replyTo ?? '',
      signature: settings.signature ?? '',
      reportMailSubject: settings.reportMailSubject ?? '',
      reportMailMessage: settings.reportMailMessage ?? '',
      planningMailMessage: settings.planningMailMessage ?? '',
      dailyReportTime: settings.dailyReportTime,
    },
  });
  usePageLeaveGuard(formState.isDirty);
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError, reset, getValues },
    { fields: 'all', save: save.mutateAsync, success: messages.saved, unchanged: !formState.isDirty },
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <Card component="section" aria-label={texts.expediteur}>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {texts.expediteur}
              </Typography>
              <FormTextField
                control={control}
                name="senderName"
                label={texts.nomDeLExpediteur}
                placeholder={agencyName}
                helperText={texts.videLeNomDe}
              />
              <FormTextField
                control={control}
                name="replyTo"
                label={texts.adresseDeReponse}
                helperText={texts.lesReponsesDesDestinataires}
              />
              <FormTextField
                control={control}
                name="signature"
                label={texts.signature}
                multiline
                minRows={3}
                helperText={texts.ajouteeSousChaqueE}
              />
            </Stack>
          </CardContent>
        </Card>
        <Card component="section" aria-label={texts.messagesParDefaut}>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {texts.messagesParDefaut}
              </Typography>
              <FormTextField
                control={control}
                name="reportMailSubject"
                label={texts.objetDesBonsD}
                placeholder={texts.bonDInterventionSite}
              />
              <FormTextField
                control={control}
                name="reportMailMessage"
                label={texts.messageDesBonsD}
                multiline
                minRows={4}
                helperText={texts.videLeMessageVariables(variables)}
              />
              <FormTextField
                control={control}
                name="planningMailMessage"
                label={texts.messageAjouteAuxPlannings}
                multiline
                minRows={3}
              />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {texts.lesEMailsDes}{' '}
                <Link component={RouterLink} to={hrefs.commercialDocs}>
                  {texts.documentsCommerciaux}
                </Link>
                {texts.ceuxDesRelancesDans}{' '}
                <Link component={RouterLink} to={hrefs.remind}>
                  {texts.eMailsDeRelance}
                </Link>
                .
              </Typography>
            </Stack>
          </CardContent>
        </Card>
        <Card component="section" aria-label={texts.rapportDActiviteAux}>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {texts.rapportDActiviteAux}
              </Typography>
              <FormTextField
                control={control}
                name="dailyReportTime"
                type="time"
                label={texts.heureDEnvoiDu}
                helperText={texts.chaqueMatinACette}
                sx={{ maxWidth: 320 }}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
          </CardContent>
        </Card>
        <div>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {texts.enregistrer}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
