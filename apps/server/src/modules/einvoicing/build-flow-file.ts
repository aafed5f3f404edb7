import { createHash } from 'node:crypto';
import { type EinvoicingFormat, flowSyntaxOf } from '@securite/domain/einvoicing/lifecycle';
import type { AppContext } from '../../context.ts';
import { invoiceFamily, renderDocument } from '../billing/public.ts';
import { systemTenant } from './system-tenant.ts';
import type { FlowFile } from './transmit.ts';

export interface SentDocument {
  id: string;
  agencyId: string;
  number: string;
  facturxXml: string;
  buyerSiren: string | null;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The file of an invoice or credit note in the platform's format: the Factur-X PDF/A-3, or its CII XML alone. */
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
