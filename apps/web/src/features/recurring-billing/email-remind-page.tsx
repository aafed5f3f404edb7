import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { messages } from '@securite/domain/errors/messages';
import { frenchEuros } from '@securite/domain/money/amounts';
import { type EmailRemindSettings, zEmailRemindSettings } from '@securite/domain/recurring-billing/email-remind';
import { formatDay } from '@securite/domain/time/calendar-day';
import { validationMessages } from '@securite/domain/validation/messages';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSession } from '../../api/session.ts';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormNumberField } from '../../ui/form/form-number-field.tsx';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { usePageLeaveGuard } from '../../ui/form/use-unsaved-guard.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useEmailRemindSettings, useRemindSchedule, useSaveEmailRemindSettings } from './recurring-billing-api.ts';

import { texts } from './texts.ts';

const numberFields = [
  { key: 'daysAfterDue', label: texts.premierRappelJoursApres },
  { key: 'repeatEveryDays', label: texts.puisTousLesJours },
  { key: 'maxReminders', label: texts.nombreMaximumDeRappels },
] as const;

/** A count typed in its field: empty is 'Obligatoire', then the domain's bounds. */
const zCount = (key: (typeof numberFields)[number]['key']) =>
  z.number({ error: validationMessages.required }).pipe(zEmailRemindSettings.shape[key].unwrap());

/** The form: the domain's settings, the counts required (the stored settings always hold them). */
const zRemindForm = zEmailRemindSettings.extend({
  daysAfterDue: zCount('daysAfterDue'),
  repeatEveryDays: zCount('repeatEveryDays'),
  maxReminders: zCount('maxReminders'),
});

function RemindForm({ agencyId, initial }: { agencyId: string; initial: EmailRemindSettings }) {
  const { control, handleSubmit, setError, reset, formState } = useForm<
    z.input<typeof zRemindForm>,
    unknown,
    EmailRemindSettings
  >({ resolver: zodResolver(zRemindForm), defaultValues: initial });
  usePageLeaveGuard(formState.isDirty);
  const save = useSaveEmailRemindSettings(agencyId);
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['enabled', ...numberFields.map((f) => f.key), 'subject', 'body'],
      save: save.mutateAsync,
      success: messages.saved,
      // The settings saved (as the server keeps them) are the form's new starting point.
      onSaved: (saved) => reset(saved),
      // The call does not notify its errors: a 403 shows above the form.
      forbiddenInForm: true,
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <FormError message={formError} />
            <FormSwitch control={control} name="enabled" label={texts.relancerAutomatiquementLesFactures} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {numberFields.map((f) => (
                <FormNumberField key={f.key} control={control} name={f.key} label={f.label} step={1} />
              ))}
            </Stack>
            <FormTextField control={control} name="subject" label={texts.objet} />
            <FormTextField
              control={control}
              name="body"
              label={texts.message}
              multiline
              minRows={5}
              helperText={texts.variablesNumeroMontantEcheance}
            />
            <div>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {texts.enregistrer}
              </Button>
            </div>
          </Stack>
        </CardContent>
      </Card>
    </form>
  );
}

function RemindSchedule({ agencyId }: { agencyId: string }) {
  const query = useRemindSchedule(agencyId);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {texts.facturesEnRetard}
        </Typography>
        <QueryView
          query={query}
          loadingLabel={texts.chargementDesFacturesEn}
          errorText={texts.impossibleDeChargerLesFactures}
          empty={query.data?.data.length === 0}
          emptyState={<EmptyState title={texts.aucuneFactureEnRetard} />}
        >
          <Table size="small" aria-label={texts.facturesEnRetard}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.numero}</TableCell>
                <TableCell>{texts.client}</TableCell>
                <TableCell>{texts.echeance}</TableCell>
                <TableCell align="right">{texts.montantTtc}</TableCell>
                <TableCell>{texts.relancesEnvoyees}</TableCell>
                <TableCell>{texts.prochaineRelance}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(query.data?.data ?? []).map((row) => (
                <TableRow key={row.documentId}>
                  <TableCell>{row.number}</TableCell>
                  <TableCell>{row.customerName}</TableCell>
                  <TableCell>{formatDay(row.dueDate)}</TableCell>
                  <TableCell align="right">{frenchEuros(row.totalCents)}</TableCell>
                  <TableCell>
                    {row.sent.length === 0
                      ? texts.aucune
                      : row.sent.map((s) => formatDay(s.sentAt.slice(0, 10))).join(', ')}
                  </TableCell>
                  <TableCell>
                    {row.nextReminderDate
                      ? formatDay(row.nextReminderDate)
                      : query.data?.enabled
                        ? texts.toutesEnvoyees
                        : texts.relancesDesactivees}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </QueryView>
      </CardContent>
    </Card>
  );
}

/** params/emailRemind: when and how late invoices are reminded, and what was and will be sent. */
export function EmailRemindPage({ title = texts.eMailsDeRelance }: { title?: string }) {
  const agencyId = useSession().agencyId ?? '';
  const query = useEmailRemindSettings(agencyId);
  return (
    <Page title={title} subtitle={texts.lesFacturesValideesNon}>
      <Stack spacing={3}>
        <QueryView
          query={query}
          loadingLabel={texts.chargementDesParametres}
          errorText={texts.impossibleDeChargerLesParametres}
          empty={false}
          emptyState={null}
        >
          {query.data && <RemindForm agencyId={agencyId} initial={query.data} />}
        </QueryView>
        <RemindSchedule agencyId={agencyId} />
      </Stack>
    </Page>
  );
}
