export const einvoicingKey = (agencyId: string) => ['agency', agencyId, 'einvoicing'] as const;
export const einvoicingSettingsKey = (agencyId: string) => [...einvoicingKey(agencyId), 'settings'] as const;
export const documentEinvoicingKey = (agencyId: string, id: string) =>
  [...einvoicingKey(agencyId), 'document', id] as const;
