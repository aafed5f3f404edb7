/**
 * A contract's life (spec 001 section 4): created, then sent for signature, then signed. Marking it unsigned
 * deletes its signatures and resets it to created; it is edited only while created.
 */
export const contractStatuses = ['created', 'sent', 'signed'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

export const contractStatusLabels: Record<ContractStatus, string> = {
  created: 'Créé',
  sent: 'Envoyé pour signature',
  signed: 'Signé',
};

/** The statuses a PATCH contract/{kind}/{id}/{status} may ask: send for signature, or back to created (unsign). */
export const contractStatusTargets = ['sent', 'created'] as const;
export type ContractStatusTarget = (typeof contractStatusTargets)[number];

/** Whether the content (title, body, parties, dates) may still change. */
export const isContractEditable = (status: ContractStatus): boolean => status === 'created';

/**
 * Whether a contract may move to the target: sending from created (or again from sent, which issues a new link
 * and voids the old one); unsigning from sent or signed.
 */
export function canMoveContract(from: ContractStatus, to: ContractStatusTarget): boolean {
  if (to === 'sent') return from === 'created' || from === 'sent';
  return from === 'sent' || from === 'signed';
}

/** The status once the signer signed: only a contract sent for signature can be signed. */
export const canSignContract = (status: ContractStatus): boolean => status === 'sent';
