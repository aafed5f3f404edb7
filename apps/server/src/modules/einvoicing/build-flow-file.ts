import { createHash } from 'node:crypto';
import type { BillingAgency, BillingCustomer } from '@securite/domain/billing/billing-parties';
import type { CommercialDocsSettings } from '@securite/domain/billing/commercial-docs-settings';
import { toFacturXInvoice } from '@securite/domain/billing/to-facturx';
import { buildUbl } from '@securite/domain/billing/ubl/build-ubl';
import { type EinvoicingFormat, flowSyntaxOf } from '@securite/domain/einvoicing/lifecycle';
import type { AppContext } from '../../context.ts';
import type { commercialDocuments } from '../../db/schema/billing.ts';
import { invoiceFamily, renderDocument, validatedDocumentOf } from '../billing/public.ts';
import { systemTenant } from './system-tenant.ts';
import type { FlowFile } from './transmit.ts';

export interface SentDocument {
  row: typeof commercialDocuments.$inferSelect;
  id: string;
  agencyId: string;
  number: string;
  facturxXml: string;
  buyerSiren: string | null;
}

interface Snapshot {
  agency: BillingAgency;
  settings: CommercialDocsSettings;
  customer: BillingCustomer;
}

/** The UBL 2.1 of a validated invoice or credit note, from the same data and parties as its frozen CII. */
async function ublOf(ctx: AppContext, doc: SentDocument): Promise<string> {
  const { agency, settings, customer } = doc.row.snapshot as unknown as Snapshot;
  const validated = await validatedDocumentOf(ctx.db, doc.row, doc.number);
  return buildUbl(toFacturXInvoice(validated, agency, { ...settings, siren: settings.siren ?? '' }, customer));
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The file of an invoice or credit note in the platform's format: the Factur-X PDF/A-3, its CII XML alone, or UBL. */
export async function buildInvoiceFlowFile(
  ctx: AppContext,
  doc: SentDocument,
  format: EinvoicingFormat,
): Promise<FlowFile> {
  let bytes: Uint8Array;
  let contentType: string;
  let name: string;
  if (format === 'facturx') {
    const tenant = await systemTenant(ctx.db, doc.agencyId);
    if (!tenant) throw new Error('agency gone');
    const rendered = await renderDocument(ctx, tenant, invoiceFamily, doc.id);
    bytes = rendered.pdf;
    contentType = 'application/pdf';
    name = `${doc.number}.pdf`;
  } else if (format === 'ubl') {
    bytes = Buffer.from(await ublOf(ctx, doc), 'utf8');
    contentType = 'application/xml';
    name = `${doc.number}.xml`;
  } else {
    bytes = Buffer.from(doc.facturxXml, 'utf8');
    contentType = 'application/xml';
    name = `${doc.number}.xml`;
  }
  return {
    info: {
      trackingId: '',
      name,
      flowSyntax: flowSyntaxOf[format],
      processingRule: doc.buyerSiren ? 'B2B' : 'B2C',
      sha256: sha256(bytes),
    },
    file: { bytes, contentType },
  };
}

/** The file of a payment report: the CDAR status 212 message. */
export function paymentFlowFile(name: string, xml: string): FlowFile {
  const bytes = Buffer.from(xml, 'utf8');
  return {
    info: { trackingId: '', name, flowSyntax: 'CDAR', sha256: sha256(bytes) },
    file: { bytes, contentType: 'application/xml' },
  };
}
