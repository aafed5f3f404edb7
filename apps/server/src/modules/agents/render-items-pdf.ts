import { messages } from '@securite/domain/errors/messages';
import { formatDay, todayIn } from '@securite/domain/time/calendar-day';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { slug } from '../../http/send-file.ts';
import type { AgencyRow } from '../../http/tenancy.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { fullnameOf } from './present-agent.ts';
import { findAgentRow, findItems } from './repo.ts';

const columns = [
  { title: 'Désignation', width: 230 },
  { title: 'Référence', width: 110 },
  { title: 'Quantité', width: 60 },
  { title: 'Attribué le', width: 95 },
] as const;

/** GET {agency}/agent/{id}/items/pdf: the equipment handed to the agent, as a sheet to print and sign. */
export async function renderItemsPdf(
  ctx: AppContext,
  input: { agency: AgencyRow; agentId: string },
): Promise<{ pdf: Buffer; filename: string }> {
  const { agency, agentId } = input;
  const row = await findAgentRow(ctx.db, agency.id, agentId);
  if (!row) throw notFound(messages.agentNotFound);
  const items = await findItems(ctx.db, agency.id, agentId);
  const fullname = fullnameOf(row.user);
  const today = todayIn(agency.timezone);
  const pdf = await renderPdf({ size: 'A4', margin: 50, info: { Title: `Matériel attribué — ${fullname}` } }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(agency.name);
    doc.font('Helvetica').fontSize(10).fillColor('#555');
    const address = [agency.address?.street, [agency.address?.zipcode, agency.address?.city].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    if (address) doc.text(address);
    doc.moveDown(1.5).fillColor('#000').font('Helvetica-Bold').fontSize(14).text('Matériel attribué');
    doc.font('Helvetica').fontSize(11).text(`Collaborateur : ${fullname}`);
    if (row.infos?.registrationNumber) doc.text(`Matricule : ${row.infos.registrationNumber}`);
    doc.text(`Édité le ${formatDay(today)}`).moveDown();
    const left = doc.page.margins.left;
    let y = doc.y;
    const drawRow = (cells: string[], bold: boolean) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
      const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: columns[i].width - 8 }))) + 8;
      if (y + height > doc.page.height - doc.page.margins.bottom) {
        doc.addPage();
        y = doc.page.margins.top;
      }
      let x = left;
      cells.forEach((cell, i) => {
        doc.rect(x, y, columns[i].width, height).stroke('#999');
        doc.fillColor('#000').text(cell, x + 4, y + 4, { width: columns[i].width - 8 });
        x += columns[i].width;
      });
      y += height;
    };
    drawRow(
      columns.map((c) => c.title),
      true,
    );
    for (const item of items) {
      drawRow(
        [item.label, item.reference ?? '', String(item.quantity), item.assignedAt ? formatDay(item.assignedAt) : ''],
        false,
      );
    }
    if (items.length === 0) drawRow(['Aucun matériel attribué', '', '', ''], false);
    doc.x = left;
    doc.y = y + 40;
    doc.font('Helvetica').fontSize(10).text('Signature du collaborateur', left, doc.y);
    doc.text('Signature de l’agence', left + 300, doc.y - doc.currentLineHeight());
  });
  return { pdf, filename: `materiel-${slug(fullname, 'collaborateur')}.pdf` };
}
