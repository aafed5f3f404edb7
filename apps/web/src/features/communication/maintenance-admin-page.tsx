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

import { texts } from './texts.ts';

const states: Record<MaintenanceAdmin['state'], { label: string; color: 'default' | 'info' | 'warning' | 'error' }> = {
  none: { label: texts.aucunMessage, color: 'default' },
  disabled: { label: texts.prepareNonActive, color: 'default' },
  planned: { label: texts.annonceAVenir, color: 'info' },
  active: { label: texts.enCoursPlateformeFermee, color: 'error' },
  over: { label: texts.termine, color: 'default' },
};

/** Whether the form holds a whole instant (not empty, not half typed). */
const isInstant = (iso: string | null | undefined): iso is string =>
  Boolean(iso) && !Number.isNaN(Date.parse(iso ?? ''));

/** adminCommunication/maintenance: the maintenance message, its window, and whether it is on. */
export function MaintenanceAdminPage() {
  const query = useMaintenanceAdmin();
  return (
    <Page title={texts.messageDeMaintenance} subtitle={texts.pendantLaFenetreLes}>
      <QueryView
        query={query}
        loadingLabel={texts.chargementDuMessageDe}
        errorText={texts.impossibleDeChargerLe}
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
            title: texts.fermerLaPlateformeMaintenant,
            message: texts.desLEnregistrementToutes,
            confirmLabel: texts.activerLaMaintenance,
            destructive: true,
          });
          if (!confirmed) throw declined;
        }
        return save.mutateAsync({ ...values, startAt: start ?? null, endAt: finish ?? null });
      },
      success: (_saved, values) => (values.enabled ? texts.leMessageDeMaintenance : texts.leMessageEstEnregistre),
      // The call does not notify its errors: a 403 shows above the form.
      forbiddenInForm: true,
      placeError: (error) => error === declined,
    },
  );

  const remove = async () => {
    await confirmThenRun(
      {
        title: texts.retirerLeMessageDe,
        message: texts.leMessageEstSupprime,
        confirmLabel: texts.retirer,
        destructive: true,
      },
      () => end.mutateAsync(),
      texts.leMessageDeMaintenanceA,
    );
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Card>
          <CardContent>
            <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ color: 'text.secondary' }}>{texts.etat}</Typography>
                <Chip label={state.label} color={state.color} size="small" />
              </Stack>
              <FormError message={formError} />
              <FormTextField
                control={control}
                name="message"
                label={texts.messageAfficheAuxUtilisateurs}
                required
                multiline
                minRows={3}
                helperText={texts.parExempleMiseA}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormDateTimeField
                  control={control}
                  name="startAt"
                  label={texts.debut}
                  helperText={texts.videDesLActivation}
                />
                <FormDateTimeField
                  control={control}
                  name="endAt"
                  label={texts.fin}
                  helperText={texts.videJusquAuRetrait}
                />
              </Stack>
              <FormSwitch control={control} name="enabled" label={texts.activerAnnoncerLaMaintenance} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={save.isPending}>
                  {texts.enregistrer}
                </Button>
                {current.state !== 'none' && (
                  <Button color="error" startIcon={<DeleteIcon />} onClick={remove} loading={end.isPending}>
                    {texts.retirerLeMessage}
                  </Button>
                )}
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Card component="section" aria-label={texts.apercuDeLEcran} sx={{ textAlign: 'center' }}>
          <CardContent>
            <Typography variant="overline" component="h2">
              {texts.apercuDeLEcran}
            </Typography>
            <ConstructionIcon color="primary" sx={{ fontSize: 48, my: 1 }} aria-hidden />
            <Typography variant="h6" component="p">
              {texts.maintenanceEnCours}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', mt: 1 }}>{message || texts.votreMessageIci}</Typography>
            {(startAt || endAt) && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
                {isInstant(startAt) && texts.duValue(format.dateTime(new Date(startAt)))}{' '}
                {isInstant(endAt) && texts.jusquAuValue(format.dateTime(new Date(endAt)))}
              </Typography>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
