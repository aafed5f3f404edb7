import type { BillingAgency, BillingCustomer } from '@securite/domain/billing/billing-parties';
import type { CommercialDocsSettings } from '@securite/domain/billing/commercial-docs-settings';
import { documentTypeLabels } from '@securite/domain/billing/document-types';
import { billingMessages as bm } from '@securite/domain/billing/messages';
import type { CommercialDocument, DocumentSave } from '@securite/domain/billing/schemas';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { notFound } from '../../http/errors.ts';
import { slug } from '../../http/send-file.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { FACTURX_FONTS, type FacturXFont, facturXFontFile } from '../../pdf/facturx/facturx-fonts.ts';
import { renderFacturXPdf } from '../../pdf/facturx/render-facturx-pdf.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { getBillingCustomer } from './billing-customer.ts';
import { getBillingSeller } from './billing-settings.ts';
import { assertCanRead, assertCanWrite, visibleDocuments } from './document-access.ts';
import type { DocumentFamily } from './document-families.ts';
import { documentPdfContent } from './document-pdf-content.ts';
import { drawDocumentPdf } from './draw-document-pdf.ts';
import { selectDocument } from './present-document.ts';
import { draftDocumentOf } from './preview-document.ts';
import { assertDocumentParties } from './save-document.ts';

const page = { size: 'A4' as const, margins: { top: 40, bottom: 20, left: 40, right: 40 }, bufferPages: true };

export interface RenderedDocument {
  filename: string;
  pdf: Buffer;
}

/** A file name without characters a mail client or a file system dislikes. */
const fileNameOf = (doc: CommercialDocument) =>
  `${slug(documentTypeLabels[doc.type], 'document')}-${slug(doc.number ?? 'brouillon', 'brouillon')}.pdf`;

interface Parties {
  agency: BillingAgency;
  settings: CommercialDocsSettings;
  customer: BillingCustomer;
}

/** The PDF of a document: a Factur-X PDF/A-3 for a validated invoice or credit note, a plain PDF otherwise. */
export async function drawDocument(doc: CommercialDocument, parties: Parties, xml: string | null): Promise<Buffer> {
  const content = documentPdfContent(doc, parties.agency, parties.settings, parties.customer);
  if (xml)
    return renderFacturXPdf({
      draw: (pdf) => drawDocumentPdf(pdf, content),
      xml,
      title: content.title,
      author: content.seller.name,
      subject: `${content.title} — ${parties.customer.name}`,
      page,
    });
  return renderPdf({ ...page, info: { Title: content.title } }, (pdf) => {
    for (const name of Object.keys(FACTURX_FONTS) as FacturXFont[]) pdf.registerFont(name, facturXFontFile(name));
    drawDocumentPdf(pdf, content);
  });
}

/** The parties as frozen at validation, else as they are now. */
async function partiesOf(tx: Tx, agencyId: string, customerId: string, snapshot: unknown): Promise<Parties> {
  if (snapshot && typeof snapshot === 'object' && 'agency' in snapshot) return snapshot as Parties;
  const { agency, settings } = await getBillingSeller(tx, agencyId);
  const customer = await getBillingCustomer(tx, agencyId, customerId);
  if (!customer) throw notFound(bm.customerMissing);
  return { agency, settings, customer };
}

/** GET {agency}{customer?}/{invoice|estimate|purchaseOrder}/{id}/pdf (and what the e-mail attaches). */
export async function renderDocument(
  ctx: AppContext,
  tenant: TenantContext,
  family: DocumentFamily,
  id: string,
): Promise<RenderedDocument & { doc: CommercialDocument; parties: Parties }> {
  assertCanRead(tenant, family);
  const where = visibleDocuments(tenant, family);
  const doc = await selectDocument(ctx.db, tenant.agency, where, id);
  if (!doc) throw notFound(bm.documentNotFound);
  const [row] = await ctx.db
    .select({ snapshot: commercialDocuments.snapshot, xml: commercialDocuments.facturxXml })
    .from(commercialDocuments)
    .where(and(where, eq(commercialDocuments.id, id)) as SQL);
  const parties = await partiesOf(ctx.db, tenant.agency.id, doc.customer.id, row?.snapshot);
  return { doc, parties, filename: fileNameOf(doc), pdf: await drawDocument(doc, parties, row?.xml ?? null) };
}

/** POST {agency}/{invoice|estimate|purchaseOrder}/preview: the PDF of unsaved content, marked as a draft. */
export async function previewDocument(
  ctx: AppContext,
  tenant: TenantContext,
  family: DocumentFamily,
  input: DocumentSave,
): Promise<RenderedDocument> {
  assertCanWrite(tenant, `${family.entity}.create`);
  await assertDocumentParties(ctx.db, tenant.agency.id, input);
  const parties = await partiesOf(ctx.db, tenant.agency.id, input.customerId, null);
  const doc = draftDocumentOf(family.defaultType, input, parties.customer.name);
  return { filename: fileNameOf(doc), pdf: await drawDocument(doc, parties, null) };
}
