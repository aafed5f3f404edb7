import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { communicationMessages as m } from '@securite/domain/communication/messages';
import {
  SPONSOR_DESCRIPTION_MAX,
  SPONSOR_TITLE_MAX,
  type SponsorConfig,
  type SponsorConfigSave,
  type SponsorConfigSaveInput,
  zSponsorConfigSave,
} from '@securite/domain/communication/sponsor';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../api/api-error.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { usePageLeaveGuard } from '../../ui/form/use-unsaved-guard.ts';
import { format } from '../../ui/format.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { useDeleteSponsor, useSaveSponsor, useSponsorAdmin } from './api/sponsor-admin.ts';
import { RichTextField } from './rich-text-field.tsx';

import { texts } from './texts.ts';

const valuesOf = (config: SponsorConfig | null): SponsorConfigSaveInput => ({
  title: config?.title ?? '',
  description: config?.description ?? '',
  isActive: config?.isActive ?? false,
});
/** The server's answer when it gave one with a message, else an error with the spec's generic one. */
const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 && error.message ? error : new Error(fallback);

/** adminConfigurations/sponsor: the sponsorship offer agencies see in « Parrainage » (spec 001 sections 2, 5, 8). */
export function SponsorAdminPage() {
  const query = useSponsorAdmin();
  return (
    <Page title={texts.configurationDuParrainage} subtitle={texts.lOffreDeParrainage}>
      <QueryView
        query={query}
        loadingLabel={texts.chargementDeLaConfiguration}
        errorText={m.sponsorLoadFailed}
        empty={false}
        emptyState={null}
      >
        {query.data !== undefined && <SponsorForm key={query.data?.updatedAt ?? 'aucune'} config={query.data} />}
      </QueryView>
    </Page>
  );
}

function SponsorForm({ config }: { config: SponsorConfig | null }) {
  const { control, handleSubmit, setError, reset, getValues, formState } = useForm<
    SponsorConfigSaveInput,
    unknown,
    SponsorConfigSave
  >({ resolver: zodResolver(zSponsorConfigSave), defaultValues: valuesOf(config) });
  usePageLeaveGuard(formState.isDirty);
  const save = useSaveSponsor();
  const remove = useDeleteSponsor();
  const [title, description] = useWatch({ control, name: ['title', 'description'] });
  const { onSubmit, formError, setFormError } = useFormSubmit(
    { handleSubmit, setError, reset, getValues },
    {
      fields: ['title', 'description', 'isActive'],
      save: (values) =>
        save.mutateAsync(values).catch((error: unknown) => {
          throw failure(error, m.sponsorSaveFailed);
        }),
      success: m.sponsorSaved,
      // The calls do not notify their errors: a 403 shows above the form.
      forbiddenInForm: true,
    },
  );

  const askDelete = async () => {
    const confirmed = await confirm({
      title: texts.supprimerLaConfigurationDu,
      message: texts.lesAgencesNeVerront,
      confirmLabel: texts.supprimer,
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync();
    } catch (error) {
      notify.error(failure(error, m.sponsorDeleteFailed).message);
      return;
    }
    notify.success(m.sponsorDeleted);
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: config ? 7 : 12 }}>
        <Card>
          <CardContent>
            <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
              <FormError message={formError} />
              {!config && <Alert severity="info">{texts.aucuneConfigurationPourLe}</Alert>}
              <FormTextField
                control={control}
                name="title"
                label={texts.titre}
                required
                helperText={`${title.length} / ${SPONSOR_TITLE_MAX}`}
              />
              <Controller
                control={control}
                name="description"
                render={({ field, fieldState }) => (
                  <RichTextField
                    label={texts.description}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                    helperText={texts.grasItaliqueTitreListe}
                    maxLength={SPONSOR_DESCRIPTION_MAX}
                  />
                )}
              />
              <FormSwitch control={control} name="isActive" label={texts.offreActiveVisibleDes} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={save.isPending}>
                  {texts.enregistrer}
                </Button>
                <Button
                  startIcon={<RestartAltIcon />}
                  onClick={() => {
                    reset(valuesOf(config));
                    setFormError(null);
                  }}
                >
                  {texts.reinitialiser}
                </Button>
                {config && (
                  <Button
                    color="error"
                    startIcon={<DeleteIcon />}
                    onClick={askDelete}
                    loading={remove.isPending}
                    sx={{ ml: { sm: 'auto !important' } }}
                  >
                    {texts.supprimer}
                  </Button>
                )}
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      {config && (
        <Grid size={{ xs: 12, lg: 5 }}>
          <Card component="section" aria-label={texts.apercu}>
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
                <Typography variant="overline" component="h2">
                  {texts.apercu}
                </Typography>
                <Chip
                  size="small"
                  color={config.isActive ? 'success' : 'default'}
                  label={config.isActive ? texts.visibleDesAgences : texts.masqueeAuxAgences}
                />
              </Stack>
              <Typography variant="h5" component="p" sx={{ mb: 2 }}>
                {title || texts.sansTitre}
              </Typography>
              <RichText source={description} />
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
                {texts.enregistreeLe} {format.dateTime(config.updatedAt)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      )}
    </Grid>
  );
}
