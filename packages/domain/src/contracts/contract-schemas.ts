import { z } from 'zod';
import { zExpirationStatus } from '../agents/expiration-schemas.ts';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zIsoDate, zOptionalString, zRequiredString, zSearch, zText, zUuid } from '../validation/zod.ts';
import { contractKindPlurals, contractKinds } from './contract-kinds.ts';
import { contractStatuses, contractStatusTargets } from './contract-status.ts';
import { CONTRACT_TITLE_MAX } from './duplicate-contract.ts';
import { contractMessages as cm } from './messages.ts';
import { zSignatureImage } from './signature-image.ts';

export const CONTRACT_BODY_MAX = 50_000;
/** Spec 001 section 9: contract tables show 25 rows. */
export const CONTRACT_PAGE_SIZE = 25;

export const zContractKind = z.enum(contractKinds, { error: m.invalid });
export const zContractStatus = z.enum(contractStatuses, { error: m.invalid });
export const zContractKindParams = z.object({ kind: zContractKind });
export const zContractKindPluralParams = z.object({
  kinds: z.enum([contractKindPlurals.agent, contractKindPlurals.customer], { error: m.invalid }),
});
export const zContractParams = z.object({ kind: zContractKind, id: zUuid() });
export const zContractStatusParams = zContractParams.extend({ status: z.enum(contractStatusTargets) });

const zOptionalEmail = () =>
  zText()
    .trim()
    .toLowerCase()
    .max(254, m.maxLength(254))
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), m.email)
    .optional()
    .nullable();

/** POST {agency}/contract/{kind} (and its preview): creates (contracts.create), or edits with an id (contracts.edit). */
export const zContractSave = z
  .object({
    id: zUuid().nullish(),
    title: zRequiredString(CONTRACT_TITLE_MAX),
    reference: zOptionalString(50),
    body: zRequiredString(CONTRACT_BODY_MAX),
    templateId: zUuid().nullish(),
    customerId: zUuid().nullish(),
    agentId: zUuid().nullish(),
    signerName: zOptionalString(200),
    signerEmail: zOptionalEmail(),
    startDate: zIsoDate().nullish(),
    endDate: zIsoDate().nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.startDate && value.endDate && value.endDate < value.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: cm.endBeforeStart });
  });
export type ContractSave = z.infer<typeof zContractSave>;
export type ContractSaveInput = z.input<typeof zContractSave>;

export const zContractSignature = z.object({
  id: z.string(),
  /** agency: the agency's own signature (its default template), placed when the contract is sent. */
  role: z.enum(['agency', 'signer']),
  signerName: z.string(),
  signedAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** SHA-256 (hex) of the document PDF the signature applies to. */
  documentSha256: z.string(),
});
export type ContractSignature = z.infer<typeof zContractSignature>;

export const zContract = z.object({
  id: z.string(),
  kind: zContractKind,
  title: z.string(),
  reference: z.string().nullable(),
  status: zContractStatus,
  body: z.string(),
  templateId: z.string().nullable(),
  customer: z.object({ id: z.string(), name: z.string() }).nullable(),
  agent: z.object({ id: z.string(), fullname: z.string() }).nullable(),
  signerName: z.string().nullable(),
  signerEmail: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  sentAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  /** Until when the signature link sent last is valid (null once used or when none was sent). */
  linkExpiresAt: z.string().nullable(),
  signatures: z.array(zContractSignature),
  /** The signed PDF kept in the file storage, with its SHA-256. */
  file: z.object({ sha256: z.string(), size: z.number().int() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contract = z.infer<typeof zContract>;
export const zContractPage = zPage(zContract);
export type ContractPage = z.infer<typeof zContractPage>;

/** POST {agency}/fetch/contracts/{agents|customers}: 25 a page, newest first (spec 001 section 9). */
export const zContractFetchRequest = zFetchRequest(
  z.object({
    status: zContractStatus.optional(),
    customerId: zUuid().optional(),
    agentId: zUuid().optional(),
    search: zSearch(100),
  }),
  ['createdAt', 'title', 'endDate', 'updatedAt'] as const,
);
export type ContractFetchRequest = z.infer<typeof zContractFetchRequest>;
export type ContractFetchInput = z.input<typeof zContractFetchRequest>;

/** PATCH {agency}/contract/{kind}/{id}/sent: who received the link. */
export const zContractSendResult = z.object({ contract: zContract, sentTo: z.string() });
export type ContractSendResult = z.infer<typeof zContractSendResult>;

/** The customers and agents a contract may be made for, with what fills the signer fields. */
export const zContractParties = z.object({
  customers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      contacts: z.array(z.object({ name: z.string(), email: z.string() })),
    }),
  ),
  agents: z.array(z.object({ id: z.string(), fullname: z.string(), email: z.string().nullable() })),
});
export type ContractParties = z.infer<typeof zContractParties>;

// Contract templates (spec 001 section 3: title, body, type) of the agency, and of the platform for all agencies.
export const zContractTemplate = z.object({
  id: z.string(),
  kind: zContractKind,
  title: z.string(),
  body: z.string(),
  /** Offered by the platform to every agency (read-only for them). */
  platform: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContractTemplate = z.infer<typeof zContractTemplate>;
export const zContractTemplateList = z.object({ data: z.array(zContractTemplate), total: z.number().int() });

export const zContractTemplateSave = z.object({
  id: zUuid().nullish(),
  title: zRequiredString(CONTRACT_TITLE_MAX),
  body: zRequiredString(CONTRACT_BODY_MAX),
});
export type ContractTemplateSave = z.infer<typeof zContractTemplateSave>;
export const zContractTemplateParams = z.object({ kind: zContractKind, id: zUuid() });

/** POST admin/contract/{kind}/preview: a template drawn with example values. */
export const zTemplatePreview = z.object({
  title: zRequiredString(CONTRACT_TITLE_MAX),
  body: zRequiredString(CONTRACT_BODY_MAX),
});

// Signature templates (spec 001 section 3: useAsDefault, signature): the agency's own signature.
export const zSignatureTemplate = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  useAsDefault: z.boolean(),
  createdAt: z.string(),
});
export type SignatureTemplate = z.infer<typeof zSignatureTemplate>;
export const zSignatureTemplateList = z.object({ data: z.array(zSignatureTemplate), total: z.number().int() });
export const zSignatureTemplateSave = z.object({
  id: zUuid().nullish(),
  name: zRequiredString(100),
  /** Required for a new template; an edit may only rename it or make it the default. */
  image: zSignatureImage().optional(),
  useAsDefault: z.boolean({ error: m.invalid }).default(false),
});
export type SignatureTemplateSave = z.infer<typeof zSignatureTemplateSave>;
export type SignatureTemplateSaveInput = z.input<typeof zSignatureTemplateSave>;

// The public signature page: GET contract/{kind}/{id}/{token}, POST contract/{kind}/signature.
export const zSignatureLinkParams = z.object({
  kind: zContractKind,
  id: zUuid(),
  token: z.string().max(200),
});

export const zSignatureView = z.object({
  contract: z.object({ id: z.string(), kind: zContractKind, title: z.string(), reference: z.string().nullable() }),
  agencyName: z.string(),
  signerName: z.string().nullable(),
  expiresAt: z.string(),
  documentSha256: z.string(),
});
export type SignatureView = z.infer<typeof zSignatureView>;

export const zSignatureSubmit = z.object({
  id: zUuid(),
  token: zText(m.required).max(200),
  signerName: zRequiredString(200),
  image: zSignatureImage(),
  consent: z.literal(true, { error: cm.consentRequired }),
  /** The client's uuid of this submission: a retry of the same one gets the same answer. */
  clientId: zUuid(),
});
export type SignatureSubmit = z.infer<typeof zSignatureSubmit>;

export const zSignatureDone = z.object({
  contractId: z.string(),
  title: z.string(),
  agencyName: z.string(),
  signedAt: z.string(),
  documentSha256: z.string(),
});
export type SignatureDone = z.infer<typeof zSignatureDone>;

/** What a refused link answers in `details`, so the page says which. */
export const zSignatureLinkRefusal = z.object({ linkState: z.enum(['wrong', 'used', 'expired']) });

// Expiration screen « Contrats clients »: customer contracts by validity end date, soonest first.
export const zContractExpirationsRequest = zFetchRequest(
  z.object({ status: zExpirationStatus.optional(), search: zSearch(100) }),
  ['endDate'] as const,
  { defaultOrder: { field: 'endDate', direction: 'asc' } },
);
export type ContractExpirationsInput = z.input<typeof zContractExpirationsRequest>;
export const zContractExpirationRow = z.object({
  id: z.string(),
  title: z.string(),
  reference: z.string().nullable(),
  status: zContractStatus,
  customer: z.object({ id: z.string(), name: z.string() }),
  endDate: z.string(),
  expiration: zExpirationStatus,
  daysLeft: z.number().int(),
});
export type ContractExpirationRow = z.infer<typeof zContractExpirationRow>;
export const zContractExpirationsPage = z.object({
  data: z.array(zContractExpirationRow),
  total: z.number().int(),
  counts: z.object({ expired: z.number().int(), expiresSoon: z.number().int(), valid: z.number().int() }),
});
export type ContractExpirationsPage = z.infer<typeof zContractExpirationsPage>;

// Platform administration: every agency's customer contracts (POST admin/fetch/contracts/customers).
export const zAdminContractFetchRequest = zFetchRequest(
  z.object({ status: zContractStatus.optional(), agencyId: zUuid().optional(), search: zSearch(100) }),
  ['createdAt'] as const,
);
export const zAdminContractRow = z.object({
  id: z.string(),
  title: z.string(),
  reference: z.string().nullable(),
  status: zContractStatus,
  agency: z.object({ id: z.string(), name: z.string() }),
  customer: z.object({ id: z.string(), name: z.string() }).nullable(),
  sentAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const zAdminContractPage = zPage(zAdminContractRow);
export type AdminContractPage = z.infer<typeof zAdminContractPage>;
