/** The two kinds of contracts (spec 001 section 3): an agent's (work contract) and a customer's. */
export const contractKinds = ['agent', 'customer'] as const;
export type ContractKind = (typeof contractKinds)[number];

/** The plural segment of the list paths: POST fetch/contracts/{agents|customers}. */
export const contractKindPlurals = { agent: 'agents', customer: 'customers' } as const satisfies Record<
  ContractKind,
  string
>;
export type ContractKindPlural = (typeof contractKindPlurals)[ContractKind];

export const contractKindOfPlural = (plural: ContractKindPlural): ContractKind =>
  plural === 'agents' ? 'agent' : 'customer';

export const contractKindLabels: Record<ContractKind, string> = {
  agent: 'Contrat collaborateur',
  customer: 'Contrat client',
};

/** Who signs a contract of each kind, for the texts (« le client », « le collaborateur »). */
export const contractPartyLabels: Record<ContractKind, string> = {
  agent: 'Collaborateur',
  customer: 'Client',
};

export const isContractKind = (value: string): value is ContractKind =>
  (contractKinds as readonly string[]).includes(value);
