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

const variables = Object.entries(reportMailVariables)
  .map(([name, meaning]) => `{${name}} : ${meaning}`)
  .join(' · ');

/**
 * params/email: the name the agency's e-mails come from, where answers go, the signature under every mail, and the
 * default texts of its intervention report and planning mails. Invoices and reminders have their own texts.
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
    <Page title={title} subtitle="Comment partent les e-mails de l’agence, et les textes qu’ils reprennent.">
      <QueryView
        query={query}
        loadingLabel="Chargement des paramètres des e-mails"
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
        <Card component="section" aria-label="Expéditeur">
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                Expéditeur
              </Typography>
              <FormTextField
                control={control}
                name="senderName"
                label="Nom de l’expéditeur"
                placeholder={agencyName}
                helperText="Vide : le nom de l’agence."
              />
              <FormTextField
                control={control}
                name="replyTo"
                label="Adresse de réponse"
                helperText="Les réponses des destinataires arrivent ici. Vide : l’e-mail de l’agence."
              />
              <FormTextField
                control={control}
                name="signature"
                label="Signature"
                multiline
                minRows={3}
                helperText="Ajoutée sous chaque e-mail de l’agence (factures, relances, bons, plannings)."
              />
            </Stack>
          </CardContent>
        </Card>
        <Card component="section" aria-label="Messages par défaut">
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                Messages par défaut
              </Typography>
              <FormTextField
                control={control}
                name="reportMailSubject"
                label="Objet des bons d’intervention"
                placeholder="Bon d’intervention — {site} — {date}"
              />
              <FormTextField
                control={control}
                name="reportMailMessage"
                label="Message des bons d’intervention"
                multiline
                minRows={4}
                helperText={`Vide : le message standard. Variables : ${variables}`}
              />
              <FormTextField
                control={control}
                name="planningMailMessage"
                label="Message ajouté aux plannings envoyés"
                multiline
                minRows={3}
              />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Les e-mails des devis et factures se règlent dans{' '}
                <Link component={RouterLink} to={hrefs.commercialDocs}>
                  Documents commerciaux
                </Link>
                , ceux des relances dans{' '}
                <Link component={RouterLink} to={hrefs.remind}>
                  E-mails de relance
                </Link>
                .
              </Typography>
            </Stack>
          </CardContent>
        </Card>
        <div>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Enregistrer
          </Button>
        </div>
      </Stack>
    </form>
  );
}
