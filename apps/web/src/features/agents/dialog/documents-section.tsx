import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AgentDocument,
  type AgentDocumentCategory,
  agentDocumentCategories,
  agentDocumentCategoryLabels,
} from '@securite/domain/agents/agent-document-schemas';
import type { Agent } from '@securite/domain/agents/agent-schemas';
import { acceptAttribute, acceptedFormatsLabel } from '@securite/domain/files/file-types';
import { type ChangeEvent, useState } from 'react';
import { downloadStoredFile } from '../../../shared/files/stored-file.ts';
import { confirmThenRun } from '../../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';
import { UploadButton } from '../../../ui/upload-button.tsx';
import { useAttachAgentDocuments } from '../api/attach-agent-documents.ts';
import { useDeleteAgentDocument } from '../api/delete-agent-document.ts';
import { useAgentDocuments } from '../api/find-agent-documents.ts';
import { texts } from '../texts.ts';
import { DocumentsList } from './documents-list.tsx';

/** Documents: the agent's files (identity, contract, certificates…), added several at a time, each deletable. */
function AgentDocuments({ agencyId, agent, canEdit }: { agencyId: string; agent: Agent; canEdit: boolean }) {
  const documents = useAgentDocuments(agencyId, agent.id);
  const attach = useAttachAgentDocuments(agencyId, agent.id);
  const remove = useDeleteAgentDocument(agencyId, agent.id);
  const [category, setCategory] = useState<AgentDocumentCategory>('other');

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    try {
      await attach.mutateAsync({ files, category });
      notify.success(files.length > 1 ? texts.documentsAjoutesLength(files.length) : texts.leDocumentAEte);
    } catch {
      // The HTTP client showed the server's message (format, size); nothing was attached.
    }
  };
  const onDelete = async (document: AgentDocument) => {
    await confirmThenRun(
      {
        title: texts.supprimerCeDocument,
        message: texts.seraRetireDeValue(document.label ?? document.name),
        confirmLabel: texts.supprimer,
        destructive: true,
      },
      () => remove.mutateAsync(document.id),
      (message) => message,
    );
  };
  const onDownload = (document: AgentDocument) =>
    downloadStoredFile(agencyId, document.id, document.name).catch(() => undefined);

  return (
    <Stack spacing={2}>
      {canEdit && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={texts.categorieDesDocumentsAjoutes}
            value={category}
            onChange={(event) => setCategory(event.target.value as AgentDocumentCategory)}
            sx={{ minWidth: 260 }}
          >
            {agentDocumentCategories.map((value) => (
              <MenuItem key={value} value={value}>
                {agentDocumentCategoryLabels[value]}
              </MenuItem>
            ))}
          </TextField>
          <UploadButton
            variant="contained"
            startIcon={<UploadFileIcon />}
            loading={attach.isPending}
            multiple
            accept={acceptAttribute('agent-document')}
            onChange={onPick}
          >
            {texts.ajouterDesDocuments}
          </UploadButton>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {texts.formatsAcceptes} {acceptedFormatsLabel['agent-document']}.
          </Typography>
        </Stack>
      )}
      {documents.isPending ? (
        <CircularProgress aria-label={texts.chargementDesDocuments} sx={{ alignSelf: 'center' }} />
      ) : documents.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => documents.refetch()}>
              {texts.reessayer}
            </Button>
          }
        >
          {documents.error.message}
        </Alert>
      ) : (
        <DocumentsList
          documents={documents.data}
          canDelete={canEdit}
          deleting={remove.isPending ? remove.variables : null}
          onDownload={onDownload}
          onDelete={onDelete}
        />
      )}
    </Stack>
  );
}

/** Documents: for a saved record only, since files are attached to it. */
export function DocumentsSection({
  agencyId,
  agent,
  canEdit,
}: {
  agencyId: string;
  agent: Agent | null;
  canEdit: boolean;
}) {
  if (!agent) return <Alert severity="info">{texts.enregistrezDAbordLaFiche}</Alert>;
  return <AgentDocuments key={agent.id} agencyId={agencyId} agent={agent} canEdit={canEdit} />;
}
