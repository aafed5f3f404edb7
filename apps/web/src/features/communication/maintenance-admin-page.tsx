import { zodResolver } from '@hookform/resolvers/zod';
import ConstructionIcon from '@mui/icons-material/Construction';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type MaintenanceAdmin,
  type MaintenanceMessageRequest,
  zMaintenanceMessageRequest,
} from '@securite/domain/maintenance/schemas';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { confirm, confirmThenRun } from '../../ui/dialogs/confirm-dialog.tsx';
import { FormDateTimeField } from '../../ui/form/form-date-time-field.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { usePageLeaveGuard } from '../../ui/form/use-unsaved-guard.ts';
import { format } from '../../ui/format.ts';
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

/** Whether the form holds a whole instant (not empty, not half typed). */
const isInstant = (iso: string | null | undefined): iso is string =>
  Boolean(iso) && !Number.isNaN(Date.parse(iso ?? ''));

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

/** The confirmation declined: nothing is sent, nothing is said. */
const declined = new Error('declined');

function MaintenanceForm({ current }: { current: MaintenanceAdmin }) {
  const { control, handleSubmit, setError, reset, getValues, formState } = useForm<
    z.input<typeof zMaintenanceMessageRequest>,
    unknown,
    MaintenanceMessageRequest
  >({
    resolver: zodResolver(zMaintenanceMessageRequest),
    defaultValues: {
      message: current.message ?? '',
      startAt: current.startAt,
      endAt: current.endAt,
      enabled: current.state === 'none' ? false : current.enabled,
    },
  });
  usePageLeaveGuard(formState.isDirty);
  const save = useSaveMaintenance();
  const end = useEndMaintenance();
  const state = states[current.state];
  const [message, startAt, endAt] = useWatch({ control, name: ['message', 'startAt', 'endAt'] });

  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError, reset, getValues },
    {
      fields: ['message', 'startAt', 'endAt', 'enabled'],
      save: async (values) => {
        const { startAt: start, endAt: finish, enabled } = values;
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
          if (!confirmed) throw declined;
        }
        return save.mutateAsync({ ...values, startAt: start ?? null, endAt: finish ?? null });
      },
      success: (_saved, values) =>
        values.enabled
          ? 'Le message de maintenance est enregistré et activé.'
          : 'Le message est enregistré, sans être activé.',
      // The call does not notify its errors: a 403 shows above the form.
      forbiddenInForm: true,
      placeError: (error) => error === declined,
    },
  );

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
            <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ color: 'text.secondary' }}>État :</Typography>
                <Chip label={state.label} color={state.color} size="small" />
              </Stack>
              <FormError message={formError} />
              <FormTextField
                control={control}
                name="message"
                label="Message affiché aux utilisateurs"
                required
                multiline
                minRows={3}
                helperText="Par exemple : « Mise à jour de la plateforme jusqu’à 14 h. »"
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormDateTimeField
                  control={control}
                  name="startAt"
                  label="Début"
                  helperText="Vide : dès l’activation"
                />
                <FormDateTimeField
                  control={control}
                  name="endAt"
                  label="Fin"
                  helperText="Vide : jusqu’au retrait du message"
                />
              </Stack>
              <FormSwitch
                control={control}
                name="enabled"
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
                {isInstant(startAt) && `Du ${format.dateTime(new Date(startAt))}`}{' '}
                {isInstant(endAt) && `jusqu’au ${format.dateTime(new Date(endAt))}`}
              </Typography>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
