import AddIcon from '@mui/icons-material/Add';
import CampaignIcon from '@mui/icons-material/Campaign';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { isAgencyStaff, isGranted } from '@securite/domain/auth/access';
import type { InformationNote } from '@securite/domain/information-notes/schemas';
import { useSession } from '../../api/session.ts';
import { confirmThenRun } from '../../ui/dialogs/confirm-dialog.tsx';
import { useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useDeleteInformationNote } from './api/delete-information-note.ts';
import { useInformationNotes } from './api/find-information-notes.ts';
import { useMarkInformationNoteRead } from './api/mark-information-note-read.ts';
import { InformationNoteCard } from './information-note-card.tsx';
import { informationNoteDialog } from './information-note-dialog-handle.ts';
import { texts } from './texts.ts';

/** Notes are long: ten a page (the fetch default, spec 000 section 9). */
const PAGE_SIZE = 10;

/** Notes d’information: everyone reads the notes addressed to them; the rights publish and delete. */
export function InformationNotesPage() {
  const { agencyId, actor } = useSession();
  const id = agencyId as string;
  const canCreate = isGranted(actor, ['informationNotes.create']);
  const canDelete = isGranted(actor, ['informationNotes.edit']);
  const { filters, setFilters, page, paging } = useListState<{ unreadOnly: boolean }>(
    { unreadOnly: false },
    { rowsPerPage: PAGE_SIZE },
  );
  const { unreadOnly } = filters;
  const query = useInformationNotes(id, {
    filters: { unread: unreadOnly || undefined },
    page: page + 1,
    limit: PAGE_SIZE,
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  const markRead = useMarkInformationNoteRead(id);
  const remove = useDeleteInformationNote(id);
  const notes = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const unread = query.data?.unread ?? 0;

  const askDelete = async (note: InformationNote) => {
    await confirmThenRun(
      {
        title: texts.deleteTitle,
        message: texts.deleteMessage({ title: note.title }),
        confirmLabel: texts.delete,
        destructive: true,
      },
      () => remove.mutateAsync(note.id),
      texts.deleted,
    );
  };

  return (
    <Page
      title={texts.title}
      subtitle={unread > 0 ? texts.unreadCount({ count: unread }) : texts.subtitle}
      actions={
        canCreate && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => informationNoteDialog.open({ agencyId: id })}
          >
            {texts.create}
          </Button>
        )
      }
    >
      <ListView
        bare
        filters={
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={unreadOnly ? 'unread' : 'all'}
            onChange={(_, value: 'all' | 'unread' | null) => {
              if (!value) return;
              setFilters({ ...filters, unreadOnly: value === 'unread' });
            }}
            aria-label={texts.show}
            sx={{ mb: 2 }}
          >
            <ToggleButton value="all">{texts.showAll}</ToggleButton>
            <ToggleButton value="unread">{texts.showUnread}</ToggleButton>
          </ToggleButtonGroup>
        }
        query={query}
        loadingLabel={texts.loading}
        errorText={texts.loadFailed}
        empty={notes.length === 0}
        emptyIcon={<CampaignIcon fontSize="inherit" />}
        emptyTitle={unreadOnly ? texts.emptyUnread : texts.empty}
        paging={paging(total)}
      >
        <Stack spacing={2}>
          {notes.map((note) => (
            <InformationNoteCard
              key={note.id}
              note={note}
              showAudience={isAgencyStaff(actor)}
              onMarkRead={(n) => markRead.mutate(n.id)}
              marking={markRead.isPending && markRead.variables === note.id}
              onDelete={canDelete ? askDelete : undefined}
              deleting={remove.isPending && remove.variables === note.id}
            />
          ))}
        </Stack>
      </ListView>
    </Page>
  );
}
