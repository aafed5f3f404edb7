import { z } from 'zod';
import { validationMessages as m } from '../validation/messages.ts';
import { zOptionalString, zUuid } from '../validation/zod.ts';

/** Kinds of documents kept on an agent's record (spec: agentInfos.documents). */
export const AgentDocumentCategory = {
  Identity: 'identity',
  CnapsCard: 'cnapsCard',
  Certificate: 'certificate',
  Contract: 'contract',
  MedicalVisit: 'medicalVisit',
  DrivingLicence: 'drivingLicence',
  Other: 'other',
} as const;
export type AgentDocumentCategory = (typeof AgentDocumentCategory)[keyof typeof AgentDocumentCategory];
export const agentDocumentCategories = Object.values(AgentDocumentCategory) as [
  AgentDocumentCategory,
  ...AgentDocumentCategory[],
];
export const agentDocumentCategoryLabels: Record<AgentDocumentCategory, string> = {
  identity: 'Pièce d’identité',
  cnapsCard: 'Carte professionnelle CNAPS',
  certificate: 'Diplôme ou certificat',
  contract: 'Contrat de travail',
  medicalVisit: 'Visite médicale',
  drivingLicence: 'Permis de conduire',
  other: 'Autre document',
};

/** At most this many files attached in one call. */
export const MAX_DOCUMENTS_PER_ATTACH = 20;

/** PUT {agency}/agent/{id}/photo: a file uploaded with the purpose 'agent-photo' becomes the photo. */
export const zSetAgentPhotoRequest = z.object({ fileId: zUuid() });
export const zAgentPhotoResponse = z.object({ profilePicture: z.string().nullable() });
export type AgentPhotoResponse = z.infer<typeof zAgentPhotoResponse>;

export const zAttachAgentDocument = z.object({
  fileId: zUuid(),
  category: z.enum(agentDocumentCategories, { error: m.invalid }),
  /** Shown instead of the file name when given. */
  label: zOptionalString(200),
});

/** POST {agency}/agent/{id}/documents: files uploaded with the purpose 'agent-document', attached at once. */
export const zAttachAgentDocumentsRequest = z.object({
  documents: z.array(zAttachAgentDocument).min(1, m.required).max(MAX_DOCUMENTS_PER_ATTACH, m.invalid),
});
export type AttachAgentDocumentsRequest = z.input<typeof zAttachAgentDocumentsRequest>;

export const zAgentDocument = z.object({
  id: z.string(),
  /** The file's name as it was uploaded. */
  name: z.string(),
  label: z.string().nullable(),
  category: z.enum(agentDocumentCategories),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** Who attached it (null when that account is gone). */
  createdBy: z.string().nullable(),
});
export type AgentDocument = z.infer<typeof zAgentDocument>;

/** GET {agency}/agent/{id}/documents, newest first. */
export const zAgentDocumentsResponse = z.object({ data: z.array(zAgentDocument), total: z.number().int() });
export type AgentDocumentsResponse = z.infer<typeof zAgentDocumentsResponse>;
