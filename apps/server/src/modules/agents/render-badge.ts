import { badgeCheckPath } from '@securite/domain/agents/badge-schemas';
import { formatIndividualNumber } from '@securite/domain/agents/individual-number';
import { messages } from '@securite/domain/errors/messages';
import { formatDay } from '@securite/domain/time/calendar-day';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { slug } from '../../http/send-file.ts';
import type { AgencyRow } from '../../http/tenancy.ts';
import { loadQrCode } from '../../pdf/load-libraries.ts';
import { type Pdf, renderPdf } from '../../pdf/render-pdf.ts';
import { loadBadgePhoto } from './badge-photo.ts';
import { fullnameOf } from './present-agent.ts';
import { ensureAgentInfos, findAgentRow } from './repo.ts';

/** A badge is a CR80 card: 85.6 × 54 mm, in points. */
const CARD = { width: 242.65, height: 153.07 };
const BLUE = '#1565c0';

const PHOTO = { x: 10, y: 34, width: 54, height: 68 };

/** The agent's photo in its frame, cropped to fill it; without one, the empty frame shows where it goes. */
function drawPhoto(doc: Pdf, photo: Buffer | null) {
  const { x, y, width, height } = PHOTO;
  if (photo) {
    try {
      doc.save().rect(x, y, width, height).clip();
      doc.image(photo, x, y, { cover: [width, height], align: 'center', valign: 'center' });
      doc.restore();
      doc.rect(x, y, width, height).lineWidth(0.8).stroke('#90a4ae');
      return;
    } catch {
      // An image pdfkit cannot decode: the empty frame instead.
      doc.restore();
    }
  }
  doc.rect(x, y, width, height).lineWidth(0.8).stroke('#90a4ae');
  doc
    .fillColor('#90a4ae')
    .font('Helvetica')
    .fontSize(7)
    .text('Photo', x, y + 30, { width, align: 'center' });
}

/**
 * GET {agency}/badge/agent/{id}: the agent's badge (PDF), or its QR code alone (PNG). The QR code carries the
 * web address that checks the badge against the agency's record, with the individual number.
 */
export async function renderBadge(
  ctx: AppContext,
  input: { agency: AgencyRow; agentId: string; type: 'pdf' | 'png' },
): Promise<{ body: Buffer; contentType: string; filename: string }> {
  const { agency, agentId } = input;
  const row = await findAgentRow(ctx.db, agency.id, agentId);
  if (!row) throw notFound(messages.agentNotFound);
  const infos = row.infos ?? (await ensureAgentInfos(ctx.db, agency.id, agentId));
  const url = `${ctx.config.publicUrl}/#${badgeCheckPath(agency.id, agentId, infos.individualNumber)}`;
  const qr = await (await loadQrCode()).toBuffer(url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 360,
  });
  const fullname = fullnameOf(row.user);
  const filename = `badge-${slug(fullname, 'collaborateur')}`;
  if (input.type === 'png') return { body: qr, contentType: 'image/png', filename: `${filename}.png` };
  const photo = await loadBadgePhoto(ctx, agency.id, agentId);
  const body = await renderPdf(
    { size: [CARD.width, CARD.height], margin: 0, info: { Title: `Badge — ${fullname}` } },
    (doc) => {
      const line = { lineBreak: false, ellipsis: true } as const;
      doc.rect(0, 0, CARD.width, 26).fill(BLUE);
      doc
        .fillColor('#fff')
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(agency.name, 10, 8, { width: 222, ...line });
      drawPhoto(doc, photo);
      doc
        .fillColor('#000')
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(row.user.lastname.toUpperCase(), 72, 34, {
          width: 100,
          ...line,
        });
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(row.user.firstname, 72, 48, { width: 100, ...line });
      doc.fontSize(7).fillColor('#333');
      const title = infos.specialties[0] ?? 'Agent de sécurité privée';
      doc.text(title, 72, 63, { width: 100, ...line });
      if (infos.registrationNumber) doc.text(`Matricule ${infos.registrationNumber}`, 72, 73, { width: 100, ...line });
      doc.fontSize(6.5).text('Carte professionnelle CNAPS', 10, 108, { width: 160, ...line });
      doc.font('Helvetica-Bold').text(infos.cnapsCardNumber ?? 'non renseignée', 10, 117, { width: 160, ...line });
      doc.font('Helvetica');
      const expiry = infos.cnapsCardExpiresAt ? `Valable jusqu’au ${formatDay(infos.cnapsCardExpiresAt)}` : '';
      doc.text(expiry, 10, 126, { width: 160, ...line });
      doc.text(`N° individuel ${formatIndividualNumber(infos.individualNumber)}`, 10, 138, { width: 160, ...line });
      doc.image(qr, 176, 62, { width: 58, height: 58 });
      doc.fontSize(5.5).fillColor('#555').text('Vérifier ce badge', 172, 122, { width: 66, align: 'center' });
    },
  );
  return { body, contentType: 'application/pdf', filename: `${filename}.pdf` };
}
