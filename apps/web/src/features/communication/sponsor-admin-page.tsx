import DeleteIcon from '@mui/icons-material/Delete';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
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
import { communicationMessages as m } from '@securite/domain/communication/messages';
import {
  SPONSOR_DESCRIPTION_MAX,
  SPONSOR_TITLE_MAX,
  type SponsorConfig,
  sponsorErrors,
} from '@securite/domain/communication/sponsor';
import { useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { format } from '../../ui/format.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { useDeleteSponsor, useSaveSponsor, useSponsorAdmin } from './api/sponsor-admin.ts';
import { RichTextField } from './rich-text-field.tsx';

type Values = { title: string; description: string; isActive: boolean };
const valuesOf = (config: SponsorConfig | null): Values => ({
  title: config?.title ?? '',
  description: config?.description ?? '',
  isActive: config?.isActive ?? false,
});
/** The server's message when it gave one, else the spec's generic one. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;

/** adminConfigurations/sponsor: the sponsorship offer agencies see in « Parrainage » (spec 001 sections 2, 5, 8). */
export function SponsorAdminPage() {
  const query = useSponsorAdmin();
  return (
    <Page
      title="Configuration du parrainage"
      subtitle="L’offre de parrainage présentée aux agences dans « Liens utiles › Parrainage »."
    >
      <QueryView
        query={query}
        loadingLabel="Chargement de la configuration"
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
  const [values, setValues] = useState<Values>(() => valuesOf(config));
  const [errors, setErrors] = useState<Partial<Record<'title' | 'description', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveSponsor();
  const remove = useDeleteSponsor();
  const set = (patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };

  const submit = async () => {
    setFormError(null);
    const found = sponsorErrors(values);
    setErrors(found);
    if (found.title || found.description) return;
    try {
      await save.mutateAsync({
        title: values.title.trim(),
        description: values.description,
        isActive: values.isActive,
      });
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      setFormError(messageOf(error, m.sponsorSaveFailed));
      return;
    }
    notify.success(m.sponsorSaved);
  };

  const askDelete = async () => {
    const confirmed = await confirm({
      title: 'Supprimer la configuration du parrainage ?',
      message:
        'Les agences ne verront plus d’offre de parrainage tant qu’une nouvelle configuration n’est pas enregistrée.',
      confirmLabel: 'Supprimer',
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync();
    } catch (error) {
      notify.error(messageOf(error, m.sponsorDeleteFailed));
      return;
    }
    notify.success(m.sponsorDeleted);
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: config ? 7 : 12 }}>
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
              {formError && <Alert severity="error">{formError}</Alert>}
              {!config && (
                <Alert severity="info">
                  Aucune configuration pour le moment : les agences ne voient pas d’offre de parrainage.
                </Alert>
              )}
              <TextField
                id="champ-title"
                label="Titre"
                required
                value={values.title}
                onChange={(event) => set({ title: event.target.value })}
                error={Boolean(errors.title)}
                helperText={errors.title ?? `${values.title.length} / ${SPONSOR_TITLE_MAX}`}
                fullWidth
              />
              <RichTextField
                label="Description"
                value={values.description}
                onChange={(description) => set({ description })}
                error={errors.description}
                helperText="Gras **…**, italique *…*, titre « ## », liste « - », lien [texte](https://…)."
                maxLength={SPONSOR_DESCRIPTION_MAX}
              />
              <FormControlLabel
                control={<Switch checked={values.isActive} onChange={(_, checked) => set({ isActive: checked })} />}
                label="Offre active (visible des agences)"
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={save.isPending}>
                  Enregistrer
                </Button>
                <Button
                  startIcon={<RestartAltIcon />}
                  onClick={() => {
                    setValues(valuesOf(config));
                    setErrors({});
                    setFormError(null);
                  }}
                >
                  Réinitialiser
                </Button>
                {config && (
                  <Button
                    color="error"
                    startIcon={<DeleteIcon />}
                    onClick={askDelete}
                    loading={remove.isPending}
                    sx={{ ml: { sm: 'auto !important' } }}
                  >
                    Supprimer
                  </Button>
                )}
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      {config && (
        <Grid size={{ xs: 12, lg: 5 }}>
          <Card component="section" aria-label="Aperçu">
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
                <Typography variant="overline" component="h2">
                  Aperçu
                </Typography>
                <Chip
                  size="small"
                  color={config.isActive ? 'success' : 'default'}
                  label={config.isActive ? 'Visible des agences' : 'Masquée aux agences'}
                />
              </Stack>
              <Typography variant="h5" component="p" sx={{ mb: 2 }}>
                {values.title || 'Sans titre'}
              </Typography>
              <RichText source={values.description} />
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
                Enregistrée le {format.dateTime(config.updatedAt)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      )}
    </Grid>
  );
}
