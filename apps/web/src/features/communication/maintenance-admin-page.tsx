import ConstructionIcon from '@mui/icons-material/Construction';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { MaintenanceAdmin } from '@securite/domain/maintenance/schemas';
import { useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { confirm, confirmThenRun } from '../../ui/dialogs/confirm-dialog.tsx';
import { format } from '../../ui/format.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useEndMaintenance, useMaintenanceAdmin, useSaveMaintenance } from './api/maintenance-admin.ts';

const states: Record<MaintenanceAdmin['state'], { label: string; color: 'default' | 'info' | 'warning' | 'error' }> = {
  none: { label: 'Aucun message', color: 'default' },
  disabled: { label: 'Préparé, non activé', color: 'default' },
  planned: { label: 'Annoncé, à venir', color: 'info' },
  active: { label: 'En cours : plateforme fermée', color: 'error' },
  over: { label: 'Terminé', color: 'default' },
};

const isValid = (date: Date | null): date is Date => date instanceof Date && !Number.isNaN(date.getTime());
const dateOf = (iso: string | null) => (iso ? new Date(iso) : null);
/** A picked date as the API's ISO instant: null when empty, undefined when half typed. */
const isoOf = (date: Date | null) => (date === null ? null : isValid(date) ? date.toISOString() : undefined);

/** adminCommunication/maintenance: the maintenance message, its window, and whether it is on. */
export function MaintenanceAdminPage() {
  const query = useMaintenanceAdmin();
  return (
    <Page
      title="Message de maintenance"
      subtitle="Pendant la fenêtre, les utilisateurs voient l’écran de maintenance avec ce message ; les administrateurs et le support gardent l’accès."
    >
      <QueryView
        query={query}
        loadingLabel="Chargement du message de maintenance"
        errorText="Impossible de charger le message de maintenance. Vérifiez votre connexion et réessayez."
        empty={false}
        emptyState={null}
      >
        {query.data && (
          <MaintenanceForm
            key={`${query.data.state}-${query.data.message}-${query.data.startAt}-${query.data.endAt}`}
            current={query.data}
          />
        )}
      </QueryView>
    </Page>
  );
}

function MaintenanceForm({ current }: { current: MaintenanceAdmin }) {
  const [message, setMessage] = useState(current.message ?? '');
  const [startAt, setStartAt] = useState<Date | null>(dateOf(current.startAt));
  const [endAt, setEndAt] = useState<Date | null>(dateOf(current.endAt));
  const [enabled, setEnabled] = useState(current.state === 'none' ? false : current.enabled);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveMaintenance();
  const end = useEndMaintenance();
  const state = states[current.state];

  const submit = async () => {
    setFormError(null);
    const start = isoOf(startAt);
    const finish = isoOf(endAt);
    const found: Record<string, string> = {};
    if (!message.trim()) found.message = 'Obligatoire';
    if (start === undefined) found.startAt = 'Date invalide';
    if (finish === undefined) found.endAt = 'Date invalide';
    if (start && finish && Date.parse(finish) <= Date.parse(start))
      found.endAt = 'La fin doit être postérieure au début';
    setErrors(found);
    if (Object.keys(found).length) return;
    const now = Date.now();
    const immediate = enabled && (!start || Date.parse(start) <= now) && (!finish || Date.parse(finish) > now);
    if (immediate) {
      const confirmed = await confirm({
        title: 'Fermer la plateforme maintenant ?',
        message:
          'Dès l’enregistrement, toutes les agences (gérants, équipes, collaborateurs et clients) voient l’écran de maintenance avec ce message. Les administrateurs et le support gardent l’accès.',
        confirmLabel: 'Activer la maintenance',
        destructive: true,
      });
      if (!confirmed) return;
    }
    try {
      await save.mutateAsync({ message: message.trim(), startAt: start ?? null, endAt: finish ?? null, enabled });
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      setFormError(error instanceof ApiError ? error.message : 'Erreur lors de la sauvegarde');
      return;
    }
    notify.success(
      enabled ? 'Le message de maintenance est enregistré et activé.' : 'Le message est enregistré, sans être activé.',
    );
  };

  const remove = async () => {
    await confirmThenRun(
      {
        title: 'Retirer le message de maintenance ?',
        message:
          'Le message est supprimé ; si une maintenance était en cours, la plateforme rouvre aussitôt pour tous.',
        confirmLabel: 'Retirer',
        destructive: true,
      },
      () => end.mutateAsync(),
      'Le message de maintenance a été retiré.',
    );
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Card>
          <CardContent>
            <Stack
              component="form"
              spacing={2.5}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ color: 'text.secondary' }}>État :</Typography>
                <Chip label={state.label} color={state.color} size="small" />
              </Stack>
              {formError && <Alert severity="error">{formError}</Alert>}
              <TextField
                id="champ-message"
                label="Message affiché aux utilisateurs"
                required
                multiline
                minRows={3}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                error={Boolean(errors.message)}
                helperText={errors.message ?? 'Par exemple : « Mise à jour de la plateforme jusqu’à 14 h. »'}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <DateTimePicker
                  label="Début"
                  value={startAt}
                  onChange={setStartAt}
                  slotProps={{
                    textField: {
                      id: 'champ-startAt',
                      fullWidth: true,
                      error: Boolean(errors.startAt),
                      helperText: errors.startAt ?? 'Vide : dès l’activation',
                    },
                    field: { clearable: true },
                  }}
                />
                <DateTimePicker
                  label="Fin"
                  value={endAt}
                  onChange={setEndAt}
                  slotProps={{
                    textField: {
                      id: 'champ-endAt',
                      fullWidth: true,
                      error: Boolean(errors.endAt),
                      helperText: errors.endAt ?? 'Vide : jusqu’au retrait du message',
                    },
                    field: { clearable: true },
                  }}
                />
              </Stack>
              <FormControlLabel
                control={<Switch checked={enabled} onChange={(_, checked) => setEnabled(checked)} />}
                label="Activer : annoncer la maintenance, puis fermer la plateforme pendant la fenêtre"
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={save.isPending}>
                  Enregistrer
                </Button>
                {current.state !== 'none' && (
                  <Button color="error" startIcon={<DeleteIcon />} onClick={remove} loading={end.isPending}>
                    Retirer le message
                  </Button>
                )}
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Card component="section" aria-label="Aperçu de l’écran de maintenance" sx={{ textAlign: 'center' }}>
          <CardContent>
            <Typography variant="overline" component="h2">
              Aperçu de l’écran de maintenance
            </Typography>
            <ConstructionIcon color="primary" sx={{ fontSize: 48, my: 1 }} aria-hidden />
            <Typography variant="h6" component="p">
              Maintenance en cours
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', mt: 1 }}>{message || 'Votre message ici.'}</Typography>
            {(startAt || endAt) && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
                {isValid(startAt) && `Du ${format.dateTime(startAt)}`}{' '}
                {isValid(endAt) && `jusqu’au ${format.dateTime(endAt)}`}
              </Typography>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
