import {
  type AgentDocumentCategory,
  type AttachAgentDocumentsRequest,
  zAgentDocumentsResponse,
} from '@securite/domain/agents/agent-document-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { uploadFile } from '../../../api/upload-file.ts';
import { agentKeys } from './agent-keys.ts';

/**
 * Uploads the files one after the other, then POST {agency}/agent/{id}/documents attaches them all at once:
 * a refused file (format, size) stops before anything is attached.
 */
export async function attachAgentDocuments(
  agencyId: string,
  agentId: string,
  input: { files: File[]; category: AgentDocumentCategory },
) {
  const documents: AttachAgentDocumentsRequest['documents'] = [];
  for (const file of input.files) {
    const stored = await uploadFile(agencyId, 'agent-document', file, file.name);
    documents.push({ fileId: stored.id, category: input.category });
  }
  return apiRequest(agencyPath(agencyId, `/agent/${encodeURIComponent(agentId)}/documents`), {
    method: 'POST',
    body: { documents } satisfies AttachAgentDocumentsRequest,
    schema: zAgentDocumentsResponse,
  });
}

export function useAttachAgentDocuments(agencyId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { files: File[]; category: AgentDocumentCategory }) =>
      attachAgentDocuments(agencyId, agentId, input),
    onSuccess: (answer) => queryClient.setQueryData(agentKeys.documents(agencyId, agentId), answer.data),
  });
}
