import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import type { ContractStatus } from '@securite/domain/contracts/contract-status';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './common.ts';
import { agencies, agencyRef, customers, memberships, users } from './tenancy.ts';

/** The content of a contract's PDF as sent for signature (modules/contracts ContractPdfContent, dates aside). */
export interface FrozenContractContent {
  agencyName: string;
  agencyLines: string[];
  title: string;
  reference: string | null;
  kindLabel: string;
  partyLabel: string;
  partyName: string;
  body: string;
  timeZone: string;
}

/**
 * Contract templates (spec 001 section 3: title, body, type): an agency's own, or the platform's (agency_id null)
 * offered to every agency. The body holds {{variables}} of its kind.
 */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: id(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ContractKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contract_templates_agency_kind_idx').on(t.agencyId, t.kind, t.createdAt)],
);

/**
 * An agent's or a customer's contract: created, sent for signature (the body frozen into a PDF kept in the file
 * storage with its SHA-256, a single-use link mailed to the signer), signed (the signed PDF kept with its SHA-256).
 */
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    agencyId: agencyRef(),
    kind: text('kind').$type<ContractKind>().notNull(),
    title: text('title').notNull(),
    reference: text('reference'),
    status: text('status').$type<ContractStatus>().notNull().default('created'),
    /** The body with its {{variables}}, filled from the records when drawn. */
    body: text('body').notNull(),
    templateId: uuid('template_id').references(() => contractTemplates.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** The agent (membership) of an agent contract. */
    agentId: uuid('agent_id').references(() => memberships.id, { onDelete: 'cascade' }),
    signerName: text('signer_name'),
    signerEmail: text('signer_email'),
    /** Validity: the expiration screens list customer contracts by their end date. */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** What the PDF sent for signature shows (the filled body, the parties), frozen: the signed PDF redraws it. */
    sentContent: jsonb('sent_content').$type<FrozenContractContent>(),
    sentAt: tstz('sent_at'),
    /** The PDF sent for signature, in the file storage, and its SHA-256 (hex). */
    documentKey: text('document_key'),
    documentSha256: text('document_sha256'),
    /** SHA-256 (hex) of the current signature token; the token itself is never stored. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: tstz('token_expires_at'),
    tokenUsedAt: tstz('token_used_at'),
    signedAt: tstz('signed_at'),
    /** The signed PDF (signatures and audit page), in the file storage, and its SHA-256 (hex). */
    signedFileKey: text('signed_file_key'),
    signedFileSha256: text('signed_file_sha256'),
    signedFileSize: bigint('signed_file_size', { mode: 'number' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contracts_agency_kind_idx').on(t.agencyId, t.kind, t.createdAt),
    index('contracts_agency_end_idx').on(t.agencyId, t.endDate).where(sql`${t.endDate} is not null`),
    uniqueIndex('contracts_token_key').on(t.tokenHash),
  ],
);

/**
 * Each signature of a contract (spec 001 section 3, Contract signature): the agency's (its default signature
 * template, placed when sent) and the signer's (drawn on the public page), with date, IP, user agent and the
 * SHA-256 of the document signed.
 */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: id(),
    agencyId: agencyRef(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    role: text('role').$type<'agency' | 'signer'>().notNull(),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email'),
    /** The drawn signature, a PNG as base64. */
    imagePng: text('image_png').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    documentSha256: text('document_sha256').notNull(),
    /** The signer's submission uuid: a retry with the same one gets the same answer. */
    clientId: uuid('client_id'),
    signedAt: tstz('signed_at').notNull().defaultNow(),
  },
  (t) => [
    index('contract_signatures_contract_idx').on(t.agencyId, t.contractId),
    // One signature per role and contract (a second submission of the link cannot add one).
    uniqueIndex('contract_signatures_role_key').on(t.contractId, t.role),
  ],
);

/** The agency's own signatures (spec 001 section 3: useAsDefault, signature); the default one signs contracts. */
export const contractSignatureTemplates = pgTable(
  'contract_signature_templates',
  {
    id: id(),
    agencyId: agencyRef(),
    name: text('name').notNull(),
    imagePng: text('image_png').notNull(),
    useAsDefault: boolean('use_as_default').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contract_signature_templates_agency_idx').on(t.agencyId, t.createdAt),
    uniqueIndex('contract_signature_templates_default_key').on(t.agencyId).where(sql`${t.useAsDefault}`),
  ],
);
