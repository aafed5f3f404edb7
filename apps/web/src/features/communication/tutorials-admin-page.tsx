import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import SchoolIcon from '@mui/icons-material/School';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type UiTutorial,
  type UiTutorialSave,
  type UiTutorialSaveInput,
  zUiTutorialSave,
} from '@securite/domain/communication/schemas';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { confirmThenRun } from '../../ui/dialogs/confirm-dialog.tsx';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormNumberField } from '../../ui/form/form-number-field.tsx';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useAdminTutorials, useDeleteTutorial, useSaveTutorial } from './api/tutorials-admin.ts';

/** A page of the app a tutorial can be about (the app's route table, given by the router). */
export interface TutorialRouteOption {
  id: string;
  title: string;
  group: string;
}

/** adminUiTutorials: short tutorials shown from the help button of the page they are about. */
export function TutorialsAdminPage({ routes }: { routes: readonly TutorialRouteOption[] }) {
  const query = useAdminTutorials();
  const remove = useDeleteTutorial();
  const [editing, setEditing] = useState<{ tutorial: UiTutorial | null } | null>(null);
  const rows = query.data ?? [];
  const titleOf = (routeId: string) => routes.find((r) => r.id === routeId)?.title ?? routeId;

  const askDelete = async (tutorial: UiTutorial) => {
    await confirmThenRun(
      {
        title: `Supprimer « ${tutorial.title} » ?`,
        message: 'Le tutoriel n’apparaît plus dans l’aide de sa page.',
        confirmLabel: 'Supprimer',
        destructive: true,
      },
      () => remove.mutateAsync(tutorial.id),
      'Le tutoriel a été supprimé.',
    );
  };

  return (
    <Page
      title="Tutoriels"
      subtitle="De courts tutoriels, ouverts depuis le bouton d’aide (?) de la page qu’ils expliquent."
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ tutorial: null })}>
          Nouveau tutoriel
        </Button>
      }
    >
      <Card>
        <QueryView
          query={query}
          loadingLabel="Chargement des tutoriels"
          errorText="Impossible de charger les tutoriels. Vérifiez votre connexion et réessayez."
          empty={rows.length === 0}
          emptyState={<EmptyState icon={<SchoolIcon fontSize="inherit" />} title="Aucun tutoriel pour le moment." />}
        >
          <TableContainer>
            <Table aria-label="Tutoriels" size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Tutoriel</TableCell>
                  <TableCell>Page</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Ordre</TableCell>
                  <TableCell>Statut</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((tutorial) => (
                  <TableRow key={tutorial.id} hover>
                    <TableCell component="th" scope="row">
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography sx={{ fontWeight: 600 }}>{tutorial.title}</Typography>
                        {tutorial.videoUrl && <OndemandVideoIcon fontSize="small" color="action" aria-label="Vidéo" />}
                      </Stack>
                    </TableCell>
                    <TableCell>{titleOf(tutorial.routeId)}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{tutorial.position}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={tutorial.active ? 'success' : 'default'}
                        label={tutorial.active ? 'Affiché' : 'Masqué'}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title="Modifier">
                        <IconButton
                          aria-label={`Modifier « ${tutorial.title} »`}
                          onClick={() => setEditing({ tutorial })}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Supprimer">
                        <IconButton aria-label={`Supprimer « ${tutorial.title} »`} onClick={() => askDelete(tutorial)}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </QueryView>
      </Card>
      {editing && <TutorialDialog tutorial={editing.tutorial} routes={routes} onClose={() => setEditing(null)} />}
    </Page>
  );
}

function TutorialDialog({
  tutorial,
  routes,
  onClose,
}: {
  tutorial: UiTutorial | null;
  routes: readonly TutorialRouteOption[];
  onClose: () => void;
}) {
  const titleId = useId();
  const save = useSaveTutorial();
  const { control, handleSubmit, setError, formState } = useForm<UiTutorialSaveInput, unknown, UiTutorialSave>({
    resolver: zodResolver(zUiTutorialSave),
    defaultValues: {
      id: tutorial?.id ?? null,
      title: tutorial?.title ?? '',
      routeId: tutorial?.routeId ?? '',
      content: tutorial?.content ?? '',
      videoUrl: tutorial?.videoUrl ?? '',
      position: tutorial?.position ?? 0,
      active: tutorial?.active ?? true,
    },
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: 'all',
      save: save.mutateAsync,
      success: tutorial ? 'Le tutoriel a été modifié.' : 'Le tutoriel a été créé.',
      onSaved: onClose,
    },
  );
  return (
    <FormDialog dirty={formState.isDirty} open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{tutorial ? `Modifier « ${tutorial.title} »` : 'Nouveau tutoriel'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField control={control} name="title" label="Titre" required />
            <FormTextField control={control} name="routeId" label="Page concernée" required select>
              {routes.map((route) => (
                <MenuItem key={route.id} value={route.id}>
                  {route.group} › {route.title}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={control} name="content" label="Contenu" required multiline minRows={5} />
            <FormTextField control={control} name="videoUrl" label="Lien de la vidéo" placeholder="https://…" />
            <FormNumberField control={control} name="position" label="Ordre d’affichage" step={1} />
            <FormSwitch control={control} name="active" label="Affiché dans l’aide de la page" />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={save.isPending}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
