import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import CampaignIcon from '@mui/icons-material/Campaign';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
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
  ANNOUNCEMENTS_PAGE_SIZE,
  type Announcement,
  type AnnouncementSave,
  type AnnouncementSaveInput,
  zAnnouncementSave,
} from '@securite/domain/communication/schemas';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSession } from '../../api/session.ts';
import { confirmThenRun } from '../../ui/dialogs/confirm-dialog.tsx';
import { FilterBar, SearchField } from '../../ui/filter-bar.tsx';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { format } from '../../ui/format.ts';
import { useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useAdminAnnouncements, useCreateAnnouncement, useDeleteAnnouncement } from './api/announcements-admin.ts';

import { texts } from './texts.ts';

/** newsAnnouncements: the « Nouveautés » agency users see, newest first, 25 a page (spec 001 section 9). */
export function AnnouncementsAdminPage() {
  const { platformRole } = useSession();
  const canWrite = platformRole === 'admin' || platformRole === 'superAdmin';
  const { filters, setFilters, page, paging } = useListState<{ search: string }>(
    { search: '' },
    { rowsPerPage: ANNOUNCEMENTS_PAGE_SIZE },
  );
  const { search } = filters;
  const [creating, setCreating] = useState(false);
  const debounced = useDebouncedValue(search.trim());
  const query = useAdminAnnouncements({
    filters: { search: debounced || undefined },
    page: page + 1,
    limit: ANNOUNCEMENTS_PAGE_SIZE,
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  const remove = useDeleteAnnouncement();
  const rows = query.data?.data ?? [];

  const askDelete = async (item: Announcement) => {
    await confirmThenRun(
      {
        title: texts.supprimerTitle(item.title),
        message: texts.lAnnonceDisparaitDes,
        confirmLabel: texts.supprimer,
        destructive: true,
      },
      () => remove.mutateAsync(item.id),
      texts.lAnnonceAEte,
    );
  };

  return (
    <Page
      title={texts.annoncesDeNouveautes}
      subtitle={texts.lesNouveautesDeLa}
      actions={
        canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {texts.nouvelleAnnonce}
          </Button>
        )
      }
    >
      <ListView
        filters={
          <FilterBar rowFrom="sm">
            <SearchField
              placeholder={texts.titreOuContenu}
              value={search}
              onChange={(next) => {
                setFilters((current) => ({ ...current, search: next }));
              }}
              sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
            />
          </FilterBar>
        }
        query={query}
        loadingLabel={texts.chargementDesAnnonces}
        errorText={texts.impossibleDeChargerLesAnnonces}
        empty={rows.length === 0}
        emptyIcon={<CampaignIcon fontSize="inherit" />}
        emptyTitle={debounced ? texts.aucuneAnnonceNeCorrespond : texts.aucuneAnnoncePubliee}
        paging={paging(query.data?.total ?? 0)}
      >
        <TableContainer>
          <Table aria-label={texts.annoncesDeNouveautes} size="small">
            <TableHead>
              <TableRow>
                <TableCell>{texts.annonce}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{texts.publieeLe}</TableCell>
                {canWrite && <TableCell align="right">{texts.actions}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((item) => (
                <TableRow key={item.id} hover>
                  <TableCell component="th" scope="row">
                    <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>
                      {item.content}
                    </Typography>
                    {item.link && (
                      <Link href={item.link} target="_blank" rel="noopener noreferrer" variant="body2">
                        {item.link}
                      </Link>
                    )}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                    {format.dateTime(item.createdAt)}
                  </TableCell>
                  {canWrite && (
                    <TableCell align="right">
                      <Tooltip title={texts.supprimer}>
                        <IconButton aria-label={texts.supprimerTitle2(item.title)} onClick={() => askDelete(item)}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </ListView>
      {creating && <AnnouncementDialog onClose={() => setCreating(false)} />}
    </Page>
  );
}

function AnnouncementDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const create = useCreateAnnouncement();
  const { control, handleSubmit, setError, formState } = useForm<AnnouncementSaveInput, unknown, AnnouncementSave>({
    resolver: zodResolver(zAnnouncementSave),
    defaultValues: { title: '', content: '', link: '' },
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['title', 'content', 'link'],
      save: create.mutateAsync,
      success: texts.lAnnonceEstPubliee,
      onSaved: onClose,
    },
  );
  return (
    <FormDialog dirty={formState.isDirty} open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{texts.nouvelleAnnonce}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField control={control} name="title" label={texts.titre} required />
            <FormTextField control={control} name="content" label={texts.contenu} required multiline minRows={5} />
            <FormTextField control={control} name="link" label={texts.lienEnSavoirPlus} placeholder="https://…" />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={create.isPending}>
            {texts.publier}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
