import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zIsoDate, zOptionalString, zRequiredString, zSearch, zUuid } from '../validation/zod.ts';
import { stockMessages as sm } from './messages.ts';
import {
  assignmentStatuses,
  manualStockActions,
  QR_DEFAULT_MARGIN_MM,
  QR_DEFAULT_PER_REFERENCE,
  QR_DEFAULT_PER_ROW,
  QR_DEFAULT_SIZE_MM,
  stockActionKinds,
  stockStatuses,
} from './stock-types.ts';

const MAX_QUANTITY = 1_000_000;
const zQuantity = (min: number) =>
  z
    .number({ error: sm.quantity })
    .int(sm.quantity)
    .min(min, min > 0 ? sm.quantity : m.positiveInteger)
    .max(MAX_QUANTITY, m.invalid);

/** POST {agency}/stock-reference: a reference of the catalogue (no id: a new one; no code: one is generated). */
export const zStockReferenceSave = z.object({
  id: zUuid().nullish(),
  title: zRequiredString(200),
  description: zOptionalString(2000),
  reference: zOptionalString(50),
  types: z.array(zRequiredString(60)).max(20, m.invalid).default([]),
  status: z.enum(stockStatuses, { error: m.invalid }).default('active'),
  /** Units the agency owns, handed out or not. */
  quantity: zQuantity(0).default(0),
});
export type StockReferenceSave = z.input<typeof zStockReferenceSave>;

export const zStockReferenceRef = z.object({ id: z.string(), title: z.string(), reference: z.string() });
export type StockReferenceRef = z.infer<typeof zStockReferenceRef>;

export const zStockReference = zStockReferenceRef.extend({
  description: z.string().nullable(),
  types: z.array(z.string()),
  status: z.enum(stockStatuses),
  quantity: z.number().int(),
  assignedQuantity: z.number().int(),
  availableQuantity: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StockReference = z.infer<typeof zStockReference>;
export const zStockReferencePage = zPage(zStockReference).extend({ types: z.array(z.string()) });
export type StockReferencePage = z.infer<typeof zStockReferencePage>;

export const zFetchStockReferences = zFetchRequest(
  z.object({
    search: zSearch(),
    status: z.enum(stockStatuses, { error: m.invalid }).optional(),
    type: zSearch(60),
  }),
  ['createdAt', 'title', 'reference'] as const,
);
export type FetchStockReferences = z.input<typeof zFetchStockReferences>;

/** POST {agency}/generate/reference: the next free code, from the title's first word. */
export const zGenerateReference = z
  .object({ title: zOptionalString(200) })
  .nullish()
  .transform((v) => v ?? {});
export const zGeneratedReference = z.object({ reference: z.string() });

/** POST {agency}/generate/qr-codes (spec 001 section 3: QR export). Sizes in millimetres. */
export const zQrExport = z.object({
  items: z
    .array(z.object({ id: zUuid(), quantity: z.number().int().min(1, m.invalid).max(200, m.invalid).optional() }))
    .min(1, m.required)
    .max(200, m.invalid),
  qrCodesQuantity: z
    .number({ error: m.integer })
    .int(m.integer)
    .min(1, m.invalid)
    .max(200, m.invalid)
    .default(QR_DEFAULT_PER_REFERENCE),
  qrCodeCountByRow: z
    .number({ error: m.integer })
    .int(m.integer)
    .min(1, m.invalid)
    .max(10, m.invalid)
    .default(QR_DEFAULT_PER_ROW),
  qrCodeSize: z
    .number({ error: m.integer })
    .int(m.integer)
    .min(15, m.invalid)
    .max(150, m.invalid)
    .default(QR_DEFAULT_SIZE_MM),
  qrCodeMargin: z
    .number({ error: m.integer })
    .int(m.integer)
    .min(0, m.invalid)
    .max(30, m.invalid)
    .default(QR_DEFAULT_MARGIN_MM),
});
export type QrExport = z.input<typeof zQrExport>;

const zRestitutionRange = z
  .object({ from: zIsoDate().nullish(), to: zIsoDate().nullish() })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: sm.restitutionRange, path: ['to'] });

/**
 * POST {agency}/stock-assignment: hands `quantityToAssign` units of a reference to each chosen agent and site
 * (spec 001 section 5: at least one of them).
 */
export const zStockAssignmentSave = z
  .object({
    stockReferenceId: zUuid(),
    agents: z.array(zUuid()).max(200, m.invalid).default([]),
    sites: z.array(zUuid()).max(200, m.invalid).default([]),
    quantityToAssign: zQuantity(1).default(1),
    assignedAt: zIsoDate().nullish(),
    dateRangeRestitution: zRestitutionRange.nullish(),
    note: zOptionalString(500),
  })
  .refine((v) => v.agents.length + v.sites.length > 0, { message: sm.assignmentTarget, path: ['agents'] });
export type StockAssignmentSave = z.input<typeof zStockAssignmentSave>;

/** What a return carries: the units given back (all of them without) and a note. */
export const zStockReturnBody = z.object({ quantity: zQuantity(1).optional(), note: zOptionalString(500) });

/** POST {agency}/stock-assignment/{id}/return: all of it unless a quantity is given. */
export const zStockReturn = zStockReturnBody.nullish().transform((v) => v ?? {});

export const zStockAssignment = z.object({
  id: z.string(),
  stockReference: zStockReferenceRef,
  agent: z.object({ id: z.string(), fullname: z.string() }).nullable(),
  site: z.object({ id: z.string(), name: z.string(), customerName: z.string().nullable() }).nullable(),
  quantity: z.number().int(),
  assignedAt: z.string(),
  dateRangeRestitution: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  status: z.enum(assignmentStatuses),
  returnedAt: z.string().nullable(),
  restitution: z.enum(['none', 'upcoming', 'due', 'overdue', 'returned']),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type StockAssignment = z.infer<typeof zStockAssignment>;
export const zStockAssignmentPage = zPage(zStockAssignment);
export type StockAssignmentPage = z.infer<typeof zStockAssignmentPage>;

export const zFetchStockAssignments = zFetchRequest(
  z.object({
    stockReferenceId: zUuid().optional(),
    agentId: zUuid().optional(),
    siteId: zUuid().optional(),
    /** assigned (default), returned or all. */
    status: z.enum([...assignmentStatuses, 'all'], { error: m.invalid }).default('assigned'),
    /** Only those to return soon or late (the expiration screen). */
    restitution: z.enum(['due', 'overdue', 'dueOrOverdue'], { error: m.invalid }).optional(),
    /** Only those held by agents, or by sites. */
    holder: z.enum(['agents', 'sites'], { error: m.invalid }).optional(),
    search: zSearch(),
  }),
  ['createdAt', 'restitutionTo'] as const,
);
export type FetchStockAssignments = z.input<typeof zFetchStockAssignments>;

/** POST {agency}/stock-action: a movement recorded by hand (in or out of the stock). */
export const zStockActionSave = z.object({
  stockReferenceId: zUuid(),
  kind: z.enum(manualStockActions, { error: m.invalid }),
  quantity: zQuantity(1),
  note: zOptionalString(500),
});
export type StockActionSave = z.input<typeof zStockActionSave>;

export const zStockAction = z.object({
  id: z.string(),
  kind: z.enum(stockActionKinds),
  stockReference: zStockReferenceRef,
  quantity: z.number().int(),
  agent: z.object({ id: z.string(), fullname: z.string() }).nullable(),
  site: z.object({ id: z.string(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  createdBy: z.object({ id: z.string(), fullname: z.string() }).nullable(),
  createdAt: z.string(),
});
export type StockAction = z.infer<typeof zStockAction>;
export const zStockActionPage = zPage(zStockAction);

export const zFetchStockActions = zFetchRequest(
  z.object({
    stockReferenceId: zUuid().optional(),
    kind: z.enum(stockActionKinds, { error: m.invalid }).optional(),
    from: zIsoDate().optional(),
    to: zIsoDate().optional(),
  }),
  ['createdAt'] as const,
);
export type FetchStockActions = z.input<typeof zFetchStockActions>;

/** What a change of the stock answers: the references it updated (spec 001 section 8: the toast lists them). */
export const zStockUpdate = z.object({
  updatedReferences: z.array(zStockReferenceRef),
  assignments: z.array(zStockAssignment),
});
export type StockUpdate = z.infer<typeof zStockUpdate>;

/** GET {agency}/agent/{id}/stock-assignments and GET {agency}/site/{id}/stock-assignments: what they hold. */
export const zHeldStock = z.object({ data: z.array(zStockAssignment), total: z.number().int() });
export type HeldStock = z.infer<typeof zHeldStock>;
