import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { canCreateDocument, isDocumentManager } from '@securite/domain/documents/document-access';
import type { Document } from '@securite/domain/documents/document-schemas';
import {
  type DocumentType,
  type DocumentVisibility,
  documentVisibilities,
  documentVisibilityLabels,
} from '@securite/domain/documents/document-types';
import { documentMessages } from '@securite/domain/documents/messages';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { FilterBar, SearchField } from '../../ui/filter-bar.tsx';
import { useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { Page } from '../../ui/page.tsx';
import { ColumnChooser, useColumnChoice } from '../../ui/table/column-chooser.tsx';
import { FilterPresetsMenu, useFilterPresets } from '../../ui/table/filter-presets.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useDeleteDocument } from './api/delete-document.ts';
import { documentsScope } from './api/documents-scope.ts';
import { useDownloadDocuments } from './api/download-documents.ts';
import { useDocumentFolders } from './api/find-document-folders.ts';
import { useDocumentReaderChoices } from './api/find-document-readers.ts';
import { type DocumentKindPath, useDocuments } from './api/find-documents.ts';
import { DocumentCards } from './document-cards.tsx';
import { documentDialog } from './document-dialog-handle.ts';
import { DocumentsTable, documentColumns } from './documents-table.tsx';

import { texts } from './texts.ts';

/** Which list: the agency's, the agents', the customers' (staff), or the customer portal's. */
export type DocumentsListKind = 'general' | 'agents' | 'customers' | 'portal';

const kinds: Record<DocumentsListKind, { path: DocumentKindPath; type?: DocumentType; subtitle: string }> = {
  general: { path: '', type: 'general', subtitle: texts.lesDocumentsDeL },
  agents: { path: '/agents', type: 'agents', subtitle: texts.lesDocumentsDesCollaborateurs },
  customers: { path: '/customers', type: 'customers', subtitle: texts.lesDocumentsPartagesAvec },
  portal: { path: '', subtitle: texts.lesDocumentsQueVotre },
};

const sharedWithMe: { path: DocumentKindPath; type?: DocumentType; subtitle: string } = {
  path: '',
  subtitle: texts.lesDocumentsQueL,
};

interface Filters {
  search: string;
  folderId: string | null;
  visibility: DocumentVisibility;
  partyId: string | null;
}
const noFilters: Filters = { search: '', folderId: null, visibility: 'all', partyId: null };

/**
 * A list of documents (agency_documents, agent_documents, customer_documents, the portal's documents): filters and
 * saved presets, the columns the user chose, 25 a page newest first, downloads one by one or several as a zip, and
 * for those with the rights add, change and delete. Agents see it on their phone as cards.
 */
export function DocumentsPage({ kind, title }: { kind: DocumentsListKind; title: string }) {
  const session = useSession();
  const { actor, user } = session;
  const agencyId = session.agencyId ?? '';
  const scope = documentsScope(session);
  const manager = isDocumentManager(actor);
  // Agents and office members who do not manage documents read every kind shared with them here.
  const setup = kind === 'agents' && !manager ? sharedWithMe : kinds[kind];
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const canCreate = kind !== 'portal' && canCreateDocument(actor);
  const { filters, setFilters, page, rowsPerPage, paging } = useListState<Filters>(noFilters, { userSizes: true });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const storageKey = `${user.id}.documents.${kind}`;
  const columns = useColumnChoice(storageKey, documentColumns(manager));
  const presets = useFilterPresets<Filters>(storageKey);
  const search = useDebouncedValue(filters.search.trim());
  const folders = useDocumentFolders(agencyId, scope, setup.type);
  const pickParty = manager && (kind === 'agents' || kind === 'customers');
  const parties = useDocumentReaderChoices(agencyId, pickParty);
  const partyOptions =
    kind === 'agents'
      ? (parties.data?.users ?? []).filter((u) => u.role === 'agent').map((u) => ({ id: u.id, name: u.fullname }))
      : (parties.data?.customers ?? []);
  const query = useDocuments(agencyId, scope, setup.path, {
    filters: {
      type: setup.path === '' ? setup.type : undefined,
      search: search || undefined,
      folderId: filters.folderId ?? undefined,
      visibility: filters.visibility,
      agentId: kind === 'agents' ? (filters.partyId ?? undefined) : undefined,
      customerId: kind === 'customers' ? (filters.partyId ?? undefined) : undefined,
    },
    page: page + 1,
    limit: rowsPerPage,
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  const remove = useDeleteDocument(agencyId, scope);
  const download = useDownloadDocuments(agencyId, scope);
  const rows = query.data?.data ?? [];
  const chosen = rows.filter((r) => selected.has(r.id));
  const change = (patch: Partial<Filters>) => {
    setFilters({ ...filters, ...patch });
    setSelected(new Set());
  };
  const filtered = filters.search !== '' || filters.folderId !== null || filters.partyId !== null;

  const open = (document: Document | null) =>
    void documentDialog.open({
      agencyId,
      scope,
      kind: kind === 'general' ? 'general' : kind === 'agents' ? 'agents' : 'customers',
      document,
      defaultAgentId: kind === 'agents' && !manager ? session.company?.agentId : null,
    });
  const askDelete = async (doc: Document) => {
    const confirmed = await confirm({
      title: texts.supprimerCeDocument,
      message: texts.etSesFichiersName(doc.name),
      confirmLabel: texts.supprimer,
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(doc.id);
      notify.success(documentMessages.deleted);
    } catch {
      // The HTTP client showed why.
    }
  };
  const actions = {
    onDownload: (doc: Document) => download.mutate([doc]),
    onEdit: manager && kind !== 'portal' ? open : undefined,
    onDelete: manager && kind !== 'portal' ? askDelete : undefined,
  };

  return (
    <Page
      title={title}
      subtitle={setup.subtitle}
      actions={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {chosen.length > 0 && (
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              loading={download.isPending}
              onClick={() => download.mutate(chosen)}
            >
              {chosen.length === 1 ? texts.telecharger : texts.telechargerEnZipLength(chosen.length)}
            </Button>
          )}
          {canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)}>
              {texts.ajouterUnDocument}
            </Button>
          )}
        </Stack>
      }
    >
      <ListView
        filters={
          <Stack spacing={1.5} sx={{ p: 2 }}>
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
            >
              {kind === 'agents' ? (
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={filters.visibility}
                  onChange={(_, next: DocumentVisibility | null) => next && change({ visibility: next })}
                  aria-label={texts.documentsAffiches}
                  sx={{ flexGrow: { xs: 1, sm: 0 }, '& .MuiToggleButton-root': { flex: 1, lineHeight: 1.25 } }}
                >
                  {documentVisibilities.map((v) => (
                    <ToggleButton key={v} value={v}>
                      {documentVisibilityLabels[v]}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              ) : (
                <span />
              )}
              <Stack direction="row" spacing={1}>
                <FilterPresetsMenu store={presets} current={filters} onApply={(f) => change({ ...noFilters, ...f })} />
                {!phone && <ColumnChooser choice={columns} />}
              </Stack>
            </Stack>
            <FilterBar padded={false}>
              <SearchField
                value={filters.search}
                onChange={(v) => change({ search: v })}
                placeholder={texts.nomDuDocumentOu}
                sx={{ flexGrow: 1, minWidth: 200 }}
              />
              <Autocomplete
                size="small"
                options={folders.data?.data ?? []}
                value={(folders.data?.data ?? []).find((f) => f.id === filters.folderId) ?? null}
                onChange={(_, next) => change({ folderId: next?.id ?? null })}
                getOptionLabel={(f) => `${f.name} (${f.count})`}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                noOptionsText={texts.aucunDossier}
                sx={{ minWidth: 200 }}
                renderInput={(params) => <TextField {...params} label={texts.dossier} />}
              />
              {pickParty && (
                <Autocomplete
                  size="small"
                  options={partyOptions}
                  value={partyOptions.find((p) => p.id === filters.partyId) ?? null}
                  onChange={(_, next) => change({ partyId: next?.id ?? null })}
                  getOptionLabel={(p) => p.name}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  noOptionsText={texts.aucunResultat}
                  sx={{ minWidth: 220 }}
                  renderInput={(params) => (
                    <TextField {...params} label={kind === 'agents' ? texts.collaborateur : texts.client} />
                  )}
                />
              )}
            </FilterBar>
          </Stack>
        }
        query={query}
        loadingLabel={texts.chargementDesDocuments}
        errorText={texts.impossibleDeChargerLes}
        empty={rows.length === 0}
        emptyIcon={<FolderIcon fontSize="inherit" />}
        emptyTitle={filtered ? texts.aucunDocumentPourCes : texts.aucunDocument}
        emptyContent={canCreate && !filtered ? texts.ajoutezUnPremierDocument : undefined}
        paging={paging(query.data?.total ?? 0)}
        cards={<DocumentCards rows={rows} selected={selected} onSelect={setSelected} actions={actions} />}
        table={
          <DocumentsTable
            rows={rows}
            visible={columns.visible}
            selected={selected}
            onSelect={setSelected}
            actions={actions}
            label={title}
          />
        }
      />
    </Page>
  );
}
