import { assertGranted } from '@securite/domain/auth/access';
import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import type { ContractSave } from '@securite/domain/contracts/contract-schemas';
import { contractMessages as cm } from '@securite/domain/contracts/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { contracts } from '../../db/schema/contracts.ts';
import { notFound } from '../../http/errors.ts';
import { slug } from '../../http/send-file.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { type ContractRow, contractsOf } from './contract-access.ts';
import { contentOf, pdfContentOf } from './contract-content.ts';
import { sentDocument, signedFile } from './contract-pdfs.ts';
import { partyOf } from './contract-values.ts';
import { renderContractPdf } from './draw-contract-pdf.ts';

export interface RenderedContract {
  filename: string;
  pdf: Buffer;
}

const fileName = (title: string, suffix = '') => `${slug(title, 'contrat')}${suffix}.pdf`;

/** POST {agency}/contract/{kind}/preview: the PDF of unsaved content, marked as a preview. */
export async function previewContract(
  ctx: AppContext,
  tenant: TenantContext,
  kind: ContractKind,
  input: ContractSave,
): Promise<RenderedContract> {
  assertGranted(tenant.actor, ['contracts.create', 'contracts.edit']);
  const party = await partyOf(ctx.db, tenant.agency.id, kind, input);
  const now = new Date();
  const content = contentOf(tenant.agency, kind, input, party, now);
  return { filename: fileName(input.title, '-apercu'), pdf: await renderContractPdf(pdfContentOf(content, now, true)) };
}

/** The PDF of a contract sent for signature (the document sent) or signed (the signed PDF). */
export async function contractPdf(ctx: AppContext, row: ContractRow): Promise<RenderedContract> {
  if (row.status === 'signed') return { filename: fileName(row.title, '-signe'), pdf: await signedFile(ctx, row) };
  return { filename: fileName(row.title), pdf: await sentDocument(ctx, row) };
}

/** GET {agency}/contract/{kind}/{id}/pdf. */
export async function renderContract(
  ctx: AppContext,
  tenant: TenantContext,
  kind: ContractKind,
  id: string,
): Promise<RenderedContract> {
  const [row] = await ctx.db
    .select()
    .from(contracts)
    .where(and(contractsOf(tenant.agency.id, kind), eq(contracts.id, id)));
  if (!row) throw notFound(cm.notFound);
  if (row.status !== 'created') return contractPdf(ctx, row);
  const party = await partyOf(ctx.db, tenant.agency.id, kind, row);
  const now = new Date();
  const content = contentOf(tenant.agency, kind, row, party, now);
  return { filename: fileName(row.title, '-apercu'), pdf: await renderContractPdf(pdfContentOf(content, now, true)) };
}
