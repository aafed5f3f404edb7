import { type AgentPhotoResponse, zAgentPhotoResponse } from '@securite/domain/agents/agent-document-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { uploadFile } from '../../../api/upload-file.ts';
import { agentKeys } from './agent-keys.ts';

const photoPath = (agencyId: string, agentId: string) =>
  agencyPath(agencyId, `/agent/${encodeURIComponent(agentId)}/photo`);

/** Uploads the image, then PUT {agency}/agent/{id}/photo makes it the agent's photo (replacing the old one). */
export async function setAgentPhoto(agencyId: string, agentId: string, image: Blob, name: string) {
  const file = await uploadFile(agencyId, 'agent-photo', image, name);
  return apiRequest(photoPath(agencyId, agentId), {
    method: 'PUT',
    body: { fileId: file.id },
    schema: zAgentPhotoResponse,
  });
}

/** DELETE {agency}/agent/{id}/photo. */
export function removeAgentPhoto(agencyId: string, agentId: string): Promise<AgentPhotoResponse> {
  return apiRequest(photoPath(agencyId, agentId), { method: 'DELETE', schema: zAgentPhotoResponse });
}

/** Sets or removes the photo, then refreshes every agents screen (list avatars, Annuaire, badge, record). */
export function useAgentPhoto(agencyId: string, agentId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: agentKeys.all(agencyId) });
  const set = useMutation({
    mutationFn: ({ image, name }: { image: Blob; name: string }) => setAgentPhoto(agencyId, agentId, image, name),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: () => removeAgentPhoto(agencyId, agentId), onSuccess: refresh });
  return { set, remove, pending: set.isPending || remove.isPending };
}
