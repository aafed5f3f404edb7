import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import type { ContractSaveInput } from '@securite/domain/contracts/contract-schemas';
import { agencyPath } from '../../../api/client.ts';
import { fetchFile } from '../../../api/download-file.ts';

/** POST {agency}/contract/{kind}/preview: the PDF of the dialog's content (quiet: the dialog shows the error). */
export function previewContract(agencyId: string, kind: ContractKind, input: ContractSaveInput, signal?: AbortSignal) {
  return fetchFile(agencyPath(agencyId, `/contract/${kind}/preview`), {
    method: 'POST',
    body: input,
    fallbackName: 'apercu.pdf',
    notifyErrors: false,
    signal,
  });
}
