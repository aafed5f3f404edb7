import {
  type AgencyReportValues,
  fillAgencyReportTemplate,
  formatMinutes,
} from '@securite/domain/agency-reports/agency-report-template';
import { sealLine } from '@securite/domain/events/event-seal-messages';
import { todayIn } from '@securite/domain/time/calendar-day';
import { slug } from '../../http/send-file.ts';
import { type Pdf, renderPdf } from '../../pdf/render-pdf.ts';
import type { ReportContent } from './load-report-content.ts';

/** An image the report may draw: pdfkit reads JPEG and PNG only. */
export interface ReportImage {
  bytes: Buffer;
  contentType: string;
}

const drawable = (image: ReportImage) => image.contentType === 'image/jpeg' || image.contentType === 'image/png';

/** Draws an image; a damaged one is named instead of failing the whole report. */
function drawImage(doc: Pdf, image: ReportImage, fit: [number, number]) {
  try {
    doc.moveDown(0.3).image(image.bytes, { fit });
  } catch {
    doc.text('(image illisible)');
  }
}

function formatter(timeZone: string, withTime: boolean) {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone,
    dateStyle: 'short',
    ...(withTime ? { timeStyle: 'short' } : {}),
  });
}

/** The values of the template's placeholders for this report. */
export function reportValues(content: ReportContent): AgencyReportValues {
  const tz = content.agency.timezone;
  const at = (d: Date | null) => (d ? formatter(tz, true).format(d) : '—');
  const { service } = content;
  const pauses = content.breaks.reduce((sum, b) => sum + b.minutes, 0);
  const worked =
    service.realStartAt && service.realEndAt
      ? (service.realEndAt.getTime() - service.realStartAt.getTime()) / 60_000 - pauses
      : 0;
  return {
    site: content.site.name,
    client: content.customer?.name ?? '—',
    agent: content.agentName ?? '—',
    reference: service.reference,
    date: formatter(tz, false).format(service.realStartAt ?? service.startAt),
    debut: at(service.realStartAt),
    fin: at(service.realEndAt),
    duree: formatMinutes(worked),
    pauses: formatMinutes(pauses),
    rapport: service.endReport?.trim() || 'Aucun rapport.',
    signataire: service.voucherSigner ?? '—',
    agence: content.agency.name,
  };
}

/** The file name of the report's PDF: « bon-intervention-{site}-{day}.pdf ». */
export function reportFilename(content: ReportContent): string {
  // The agency's day: a service taken at 00:30 in Paris is that Paris day's, not the UTC day before.
  const day = todayIn(content.agency.timezone, content.service.realStartAt ?? content.service.startAt);
  return `bon-intervention-${slug(content.site.name, 'site')}-${day}.pdf`;
}

/**
 * Draws the intervention report: the site's template filled in, then the service's real times, its pauses, the
 * agent's end report, the rounds walked, the main-courante events, the voucher's signer and signature, the photos.
 */
export function renderAgencyReportPdf(
  content: ReportContent,
  images: { signature: ReportImage | null; photos: ReportImage[] },
): Promise<Buffer> {
  const tz = content.agency.timezone;
  const at = (d: Date | null) => (d ? formatter(tz, true).format(d) : '—');
  const values = reportValues(content);
  const title = "Bon d'intervention";
  return renderPdf({ size: 'A4', margin: 50, info: { Title: `${title} — ${content.site.name}` } }, (doc) => {
    const heading = (text: string) => {
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text);
      doc.font('Helvetica').fontSize(10);
    };
    doc.font('Helvetica-Bold').fontSize(16).text(content.agency.name);
    doc.moveDown(0.5).fontSize(14).text(title);
    doc.font('Helvetica').fontSize(11);
    doc.text(`Site : ${values.site}`);
    if (content.customer) doc.text(`Client : ${values.client}`);
    doc.text(`Agent : ${values.agent}`);
    doc.text(`Service : ${values.reference}`);
    doc.moveDown(0.8).fontSize(11).text(fillAgencyReportTemplate(content.site.template, values));

    heading('Horaires');
    doc.text(`Prévu : ${at(content.service.startAt)} – ${at(content.service.endAt)}`);
    doc.text(`Réel : ${values.debut} – ${values.fin}`);
    doc.text(`Durée (pauses déduites) : ${values.duree}`);
    heading('Pauses');
    if (content.breaks.length === 0) doc.text('Aucune pause.');
    for (const b of content.breaks) {
      doc.text(`${at(b.realStartAt)} – ${b.realEndAt ? at(b.realEndAt) : 'en cours'} (${formatMinutes(b.minutes)})`);
    }
    heading("Rapport de l'agent");
    doc.text(values.rapport);
    heading('Rondes effectuées');
    if (content.rounds.length === 0) doc.text('Aucune ronde.');
    for (const r of content.rounds) {
      const points = `${r.checkpoints} point${r.checkpoints > 1 ? 's' : ''} validé${r.checkpoints > 1 ? 's' : ''}`;
      doc.text(`${r.name} : ${at(r.startedAt)} – ${r.endedAt ? at(r.endedAt) : 'non terminée'} (${points})`);
    }
    heading('Main courante');
    if (content.events.length === 0) doc.text('Aucun événement.');
    for (const e of content.events) {
      doc.text(`${at(e.deviceAt)} — ${e.label}${e.description ? ` : ${e.description}` : ''}`);
    }
    // The head printed here is kept outside the database: « Vérifier une empreinte » checks it later.
    doc
      .moveDown(0.3)
      .fontSize(8)
      .text(sealLine(content.seal, at(new Date())))
      .fontSize(10);
    heading('Bon signé');
    doc.text(`Signataire : ${values.signataire}`);
    if (images.signature && drawable(images.signature)) {
      drawImage(doc, images.signature, [200, 90]);
    } else if (!content.service.voucherSignature) {
      doc.text('Aucune signature.');
    }
    const photos = images.photos.filter(drawable);
    if (photos.length) {
      heading('Photos');
      for (const photo of photos) {
        if (doc.y + 200 > doc.page.height - doc.page.margins.bottom) doc.addPage();
        drawImage(doc, photo, [240, 180]);
        doc.moveDown(0.5);
      }
    }
  });
}
