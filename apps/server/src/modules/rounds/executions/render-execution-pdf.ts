import { sealLine } from '@securite/domain/events/event-seal-messages';
import { movedLabel } from '@securite/domain/rounds/checkpoint-moved';
import { gapLabel } from '@securite/domain/rounds/expected-times';
import { checkpointMethodLabels } from '@securite/domain/rounds/round-execution';
import type { RoundExecution } from '@securite/domain/rounds/round-execution-schemas';
import { slug } from '../../../http/send-file.ts';
import type { AgencyRow } from '../../../http/tenancy.ts';
import { renderPdf } from '../../../pdf/render-pdf.ts';
import { drawExecutionEvents, type ReportPhotos } from './execution-pdf-events.ts';

const columns = [
  { title: 'N°', width: 24 },
  { title: 'Point de contrôle', width: 128 },
  { title: 'Prévu', width: 54 },
  { title: 'Réel', width: 60 },
  { title: 'Écart', width: 46 },
  { title: 'Méthode', width: 68 },
  { title: 'Remarque', width: 115 },
] as const;

/** « 25/11/2026 22:04:31 » in the agency's time zone. */
function dateTime(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('fr-FR', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));
}

/** The gap as the web says it, but with an en dash: the PDF's standard fonts (WinAnsi) have no minus sign. */
const pdfGap = (gapMinutes: number | null) => gapLabel(gapMinutes).replace('\u2212', '–');

/** « 22:04 », or « 26/11 00:12 » on another day than the round's start (the agency's time zone). */
function clock(iso: string | null, startedAt: string, timeZone: string, seconds = false): string {
  if (!iso) return '';
  const day = (value: string) =>
    new Intl.DateTimeFormat('fr-FR', { timeZone, dateStyle: 'short' }).format(new Date(value));
  const time = new Intl.DateTimeFormat('fr-FR', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
  }).format(new Date(iso));
  return day(iso) === day(startedAt) ? time : `${day(iso).slice(0, 5)} ${time}`;
}

/**
 * GET {agency}{scope}/service-round/{id}/pdf: the report of a round execution (spec 000 section 7, issue 11):
 * site, agent, start and end, each checkpoint in the expected order with its expected and real times, the gap, its
 * method, the jumped and missed ones, the observations, and the events logged during the round with their photos.
 */
export async function renderExecutionPdf(
  agency: AgencyRow,
  execution: RoundExecution,
  photos: ReportPhotos = new Map(),
  seal: { count: number; hash: string; intact: boolean } | null = null,
): Promise<{ body: Buffer; contentType: string; filename: string }> {
  const tz = agency.timezone;
  const title = `Rapport de ronde — ${execution.round.name}`;
  const body = await renderPdf({ size: 'A4', margin: 50, info: { Title: title } }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(agency.name);
    doc.moveDown(0.8).fontSize(14).text(title);
    doc.font('Helvetica').fontSize(11);
    doc.text(`Site : ${execution.site?.name ?? '—'}`);
    doc.text(`Agent : ${execution.agent?.fullname ?? '—'}`);
    doc.text(`Service : ${execution.service.reference}`);
    doc.text(`Début : ${dateTime(execution.startedAt, tz)}`);
    doc.text(`Fin : ${execution.endedAt ? dateTime(execution.endedAt, tz) : 'en cours'}`);
    const validated = execution.checkpoints.filter((c) => c.validatedAt).length;
    doc.text(
      `Points validés : ${validated} / ${execution.checkpoints.length}${execution.complete ? ' (ronde complète)' : ''}`,
    );
    doc.moveDown();
    const left = doc.page.margins.left;
    let y = doc.y;
    const drawRow = (cells: string[], bold: boolean, color = '#000') => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: columns[i].width - 8 }))) + 8;
      if (y + height > doc.page.height - doc.page.margins.bottom) {
        doc.addPage();
        y = doc.page.margins.top;
      }
      let x = left;
      cells.forEach((cell, i) => {
        doc.rect(x, y, columns[i].width, height).stroke('#999');
        doc.fillColor(color).text(cell, x + 4, y + 4, { width: columns[i].width - 8 });
        x += columns[i].width;
      });
      doc.fillColor('#000');
      y += height;
    };
    drawRow(
      columns.map((c) => c.title),
      true,
    );
    for (const point of execution.checkpoints) {
      const state = point.validatedAt
        ? clock(point.validatedAt, execution.startedAt, tz, true)
        : point.missed
          ? 'Manqué'
          : point.skipped
            ? 'Sauté'
            : 'Non validé';
      const said = point.skipped
        ? (execution.events.find((e) => e.type === 'round.skip' && e.checkpointId === point.id)?.text ?? '')
        : (point.reason ?? '');
      const remark = [point.moved ? movedLabel(point.distance) : '', said].filter(Boolean).join(' — ');
      drawRow(
        [
          String(point.position),
          point.title,
          clock(point.expectedAt, execution.startedAt, tz),
          state,
          pdfGap(point.gapMinutes),
          point.method ? checkpointMethodLabels[point.method] : '',
          remark,
        ],
        false,
        point.validatedAt ? '#2e7d32' : point.missed ? '#c62828' : '#000',
      );
    }
    doc.x = left;
    doc.y = y + 16;
    doc.font('Helvetica-Bold').fontSize(12).text('Observations', left);
    doc.font('Helvetica').fontSize(10);
    if (execution.observations.length === 0) doc.text('Aucune observation.');
    for (const observation of execution.observations) {
      doc.text(`${dateTime(observation.at, tz)} — ${observation.text}`);
    }
    drawExecutionEvents(doc, execution, photos, (iso) => dateTime(iso, tz));
    // The site's main courante head, printed to be kept outside the database (« Vérifier une empreinte »).
    if (seal)
      doc
        .moveDown(0.8)
        .font('Helvetica')
        .fontSize(8)
        .text(sealLine(seal, dateTime(new Date().toISOString(), tz)), left);
  });
  const filename = `ronde-${slug(execution.round.name, 'ronde')}-${execution.startedAt.slice(0, 10)}.pdf`;
  return { body, contentType: 'application/pdf', filename };
}
