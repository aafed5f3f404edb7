import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '@securite/domain/errors/messages';
import { frenchEuros } from '@securite/domain/money/amounts';
import { type EmailRemindSettings, zEmailRemindSettings } from '@securite/domain/recurring-billing/email-remind';
import { formatDay } from '@securite/domain/time/calendar-day';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useEmailRemindSettings, useRemindSchedule, useSaveEmailRemindSettings } from './recurring-billing-api.ts';

const numberFields = [
  { key: 'daysAfterDue', label: 'Premier rappel, jours après l’échéance' },
  { key: 'repeatEveryDays', label: 'Puis tous les (jours)' },
  { key: 'maxReminders', label: 'Nombre maximum de rappels' },
] as const;

const fieldLabels: Record<string, string> = {
  daysAfterDue: 'Premier rappel',
  repeatEveryDays: 'Répétition',
  maxReminders: 'Nombre maximum',
  subject: 'Objet',
  body: 'Message',
};

function RemindForm({ agencyId, initial }: { agencyId: string; initial: EmailRemindSettings }) {
  const [values, setValues] = useState(initial);
  const [numbers, setNumbers] = useState({
    daysAfterDue: String(initial.daysAfterDue),
    repeatEveryDays: String(initial.repeatEveryDays),
    maxReminders: String(initial.maxReminders),
  });
  const [error, setError] = useState<string | null>(null);
  const save = useSaveEmailRemindSettings(agencyId);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = zEmailRemindSettings.safeParse({
      ...values,
      daysAfterDue: Number(numbers.daysAfterDue),
      repeatEveryDays: Number(numbers.repeatEveryDays),
      maxReminders: Number(numbers.maxReminders),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(`${fieldLabels[String(issue?.path[0])] ?? ''} : ${issue?.message ?? ''}`);
      return;
    }
    setError(null);
    try {
      setValues(await save.mutateAsync(parsed.data));
      notify.success(messages.saved);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Une erreur est survenue');
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            <FormControlLabel
              control={
                <Switch
                  checked={values.enabled}
                  onChange={(e) => setValues({ ...values, enabled: e.target.checked })}
                />
              }
              label="Relancer automatiquement les factures en retard"
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {numberFields.map((f) => (
                <TextField
                  key={f.key}
                  label={f.label}
                  value={numbers[f.key]}
                  onChange={(e) => setNumbers({ ...numbers, [f.key]: e.target.value })}
                  inputMode="numeric"
                />
              ))}
            </Stack>
            <TextField
              label="Objet"
              value={values.subject}
              onChange={(e) => setValues({ ...values, subject: e.target.value })}
            />
            <TextField
              label="Message"
              value={values.body}
              onChange={(e) => setValues({ ...values, body: e.target.value })}
              multiline
              minRows={5}
              helperText="Variables : {numero}, {montant}, {echeance}, {client}. La facture est jointe en PDF."
            />
            <div>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                Enregistrer
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
          Factures en retard
        </Typography>
        <QueryView
          query={query}
          loadingLabel="Chargement des factures en retard"
          errorText="Impossible de charger les factures en retard."
          empty={query.data?.data.length === 0}
          emptyState={<EmptyState title="Aucune facture en retard" />}
        >
          <Table size="small" aria-label="Factures en retard">
            <TableHead>
              <TableRow>
                <TableCell>Numéro</TableCell>
                <TableCell>Client</TableCell>
                <TableCell>Échéance</TableCell>
                <TableCell align="right">Montant TTC</TableCell>
                <TableCell>Relances envoyées</TableCell>
                <TableCell>Prochaine relance</TableCell>
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
                      ? 'Aucune'
                      : row.sent.map((s) => formatDay(s.sentAt.slice(0, 10))).join(', ')}
                  </TableCell>
                  <TableCell>
                    {row.nextReminderDate
                      ? formatDay(row.nextReminderDate)
                      : query.data?.enabled
                        ? 'Toutes envoyées'
                        : 'Relances désactivées'}
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
export function EmailRemindPage({ title = 'E-mails de relance' }: { title?: string }) {
  const agencyId = useSession().agencyId ?? '';
  const query = useEmailRemindSettings(agencyId);
  return (
    <Page title={title} subtitle="Les factures validées, non payées et échues sont relancées par e-mail.">
      <Stack spacing={3}>
        <QueryView
          query={query}
          loadingLabel="Chargement des paramètres"
          errorText="Impossible de charger les paramètres."
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
