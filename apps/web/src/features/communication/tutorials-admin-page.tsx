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

import { texts } from './texts.ts';

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
        title: texts.supprimerTitle(tutorial.title),
        message: texts.leTutorielNApparait,
        confirmLabel: texts.supprimer,
        destructive: true,
      },
      () => remove.mutateAsync(tutorial.id),
      texts.leTutorielAEte,
    );
  };

  return (
    <Page
      title={texts.tutoriels}
      subtitle={texts.deCourtsTutorielsOuverts}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ tutorial: null })}>
          {texts.nouveauTutoriel}
        </Button>
      }
    >
      <Card>
        <QueryView
          query={query}
          loadingLabel={texts.chargementDesTutoriels}
          errorText={texts.impossibleDeChargerLesTutoriels}
          empty={rows.length === 0}
          emptyState={<EmptyState icon={<SchoolIcon fontSize="inherit" />} title={texts.aucunTutorielPourLe} />}
        >
          <TableContainer>
            <Table aria-label={texts.tutoriels} size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{texts.tutoriel}</TableCell>
                  <TableCell>{texts.page}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{texts.ordre}</TableCell>
                  <TableCell>{texts.statut}</TableCell>
                  <TableCell align="right">{texts.actions}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((tutorial) => (
                  <TableRow key={tutorial.id} hover>
                    <TableCell component="th" scope="row">
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography sx={{ fontWeight: 600 }}>{tutorial.title}</Typography>
                        {tutorial.videoUrl && (
                          <OndemandVideoIcon fontSize="small" color="action" aria-label={texts.video} />
                        )}
                      </Stack>
                    </TableCell>
                    <TableCell>{titleOf(tutorial.routeId)}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{tutorial.position}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={tutorial.active ? 'success' : 'default'}
                        label={tutorial.active ? texts.affiche : texts.masque}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={texts.modifier}>
                        <IconButton
                          aria-label={texts.modifierTitle(tutorial.title)}
                          onClick={() => setEditing({ tutorial })}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={texts.supprimer}>
                        <IconButton
                          aria-label={texts.supprimerTitle2(tutorial.title)}
                          onClick={() => askDelete(tutorial)}
                        >
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
      success: tutorial ? texts.leTutorielAEteModifie : texts.leTutorielAEteCree,
      onSaved: onClose,
    },
  );
  return (
    <FormDialog dirty={formState.isDirty} open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{tutorial ? texts.modifierTitle(tutorial.title) : texts.nouveauTutoriel}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField control={control} name="title" label={texts.titre} required />
            <FormTextField control={control} name="routeId" label={texts.pageConcernee} required select>
              {routes.map((route) => (
                <MenuItem key={route.id} value={route.id}>
                  {route.group} › {route.title}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={control} name="content" label={texts.contenu} required multiline minRows={5} />
            <FormTextField control={control} name="videoUrl" label={texts.lienDeLaVideo} placeholder="https://…" />
            <FormNumberField control={control} name="position" label={texts.ordreDAffichage} step={1} />
            <FormSwitch control={control} name="active" label={texts.afficheDansLAide} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={save.isPending}>
            {texts.enregistrer}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
