/** The suffix a duplicated contract's title gets (spec 001 section 4). */
export const COPY_SUFFIX = ' (copie)';
export const CONTRACT_TITLE_MAX = 200;

/** A contract as far as duplicating it goes: what is copied and what is cleared. */
export interface DuplicableContract {
  id?: string | null;
  title: string;
  reference?: string | null;
  status?: string;
  body: string;
  templateId?: string | null;
  customerId?: string | null;
  agentId?: string | null;
  signerName?: string | null;
  signerEmail?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  signatures?: unknown[];
  file?: unknown;
  createdAt?: string | null;
  updatedAt?: string | null;
  sentAt?: string | null;
  signedAt?: string | null;
}

export interface DuplicatedContract {
  id: null;
  title: string;
  reference: null;
  status: 'created';
  body: string;
  templateId: string | null;
  customerId: string | null;
  agentId: string | null;
  signerName: string | null;
  signerEmail: string | null;
  startDate: null;
  endDate: null;
  signatures: [];
  file: null;
}

/** The title with the copy suffix, cut so that the whole stays within the maximum length. */
export function copyTitle(title: string): string {
  const room = CONTRACT_TITLE_MAX - COPY_SUFFIX.length;
  return `${title.slice(0, room).trimEnd()}${COPY_SUFFIX}`;
}

/**
 * Duplicate (spec 001 section 4): the title plus the copy suffix; id, signatures, status, reference, dates and file
 * cleared. The parties, the signer and the body are kept.
 */
export function duplicateContract(contract: DuplicableContract): DuplicatedContract {
  return {
    id: null,
    title: copyTitle(contract.title),
    reference: null,
    status: 'created',
    body: contract.body,
    templateId: contract.templateId ?? null,
    customerId: contract.customerId ?? null,
    agentId: contract.agentId ?? null,
    signerName: contract.signerName ?? null,
    signerEmail: contract.signerEmail ?? null,
    startDate: null,
    endDate: null,
    signatures: [],
    file: null,
  };
}
