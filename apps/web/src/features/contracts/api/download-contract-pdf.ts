import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import { agencyPath } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';

/** GET {agency}/contract/{kind}/{id}/pdf, saved: the signed PDF once signed (refused if it was altered). */
export async function downloadContractPdf(agencyId: string, kind: ContractKind, id: string): Promise<void> {
  saveFile(
    await fetchFile(agencyPath(agencyId, `/contract/${kind}/${encodeURIComponent(id)}/pdf`), {
      fallbackName: 'contrat.pdf',
    }),
  );
}
