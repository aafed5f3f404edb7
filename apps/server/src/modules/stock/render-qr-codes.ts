import { stockMessages } from '@securite/domain/stock/messages';
import { QR_CAPTION_MM, qrPayloadOf, qrSheetLayout } from '@securite/domain/stock/stock-rules';
import type { zQrExport } from '@securite/domain/stock/stock-schemas';
import { and, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { stockReferences } from '../../db/schema/stock.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { loadQrCode } from '../../pdf/load-libraries.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';

const PT_PER_MM = 72 / 25.4;
const pt = (mm: number) => mm * PT_PER_MM;

/**
 * POST {agency}/generate/qr-codes: a sheet of QR labels (A4), `qrCodesQuantity` codes per reference unless an item
 * says otherwise, `qrCodeCountByRow` a row, each `qrCodeSize` mm wide with `qrCodeMargin` mm around it, its title
 * and code underneath. A reference of another agency answers 404.
 */
export async function renderQrCodes(
  ctx: AppContext,
  agencyId: string,
  body: z.output<typeof zQrExport>,
): Promise<Buffer> {
  const ids = [...new Set(body.items.map((i) => i.id))];
  const rows = await ctx.db
    .select({ id: stockReferences.id, title: stockReferences.title, reference: stockReferences.reference })
    .from(stockReferences)
    .where(and(inAgency(stockReferences, agencyId), inArray(stockReferences.id, ids)));
  if (rows.length !== ids.length) throw notFound(stockMessages.referenceNotFound);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const labels = body.items.flatMap((item) => {
    const ref = byId.get(item.id)!;
    return Array.from({ length: item.quantity ?? body.qrCodesQuantity }, () => ref);
  });
  const images = new Map<string, Buffer>();
  for (const ref of rows) {
    images.set(
      ref.id,
      await (await loadQrCode()).toBuffer(qrPayloadOf(ref.reference), {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 0,
        width: 400,
      }),
    );
  }
  const layout = qrSheetLayout({
    count: labels.length,
    perRow: body.qrCodeCountByRow,
    sizeMm: body.qrCodeSize,
    marginMm: body.qrCodeMargin,
  });
  return renderPdf({ size: 'A4', margin: 0, info: { Title: 'Étiquettes QR du stock' } }, (doc) => {
    let page = 0;
    for (const cell of layout.cells) {
      if (cell.page !== page) {
        doc.addPage({ size: 'A4', margin: 0 });
        page = cell.page;
      }
      const ref = labels[cell.index];
      const size = pt(body.qrCodeSize);
      doc.image(images.get(ref.id)!, pt(cell.x), pt(cell.y), { width: size, height: size });
      const captionWidth = size + pt(2 * body.qrCodeMargin) - 4;
      const x = pt(cell.x - body.qrCodeMargin) + 2;
      doc
        .fillColor('#000')
        .font('Helvetica-Bold')
        .fontSize(7)
        .text(ref.title, x, pt(cell.y) + size + 3, {
          width: captionWidth,
          align: 'center',
          lineBreak: false,
          ellipsis: true,
        });
      doc
        .font('Helvetica')
        .fontSize(7)
        .text(ref.reference, x, pt(cell.y) + size + 3 + pt(QR_CAPTION_MM) / 2, {
          width: captionWidth,
          align: 'center',
          lineBreak: false,
          ellipsis: true,
        });
    }
  });
}
