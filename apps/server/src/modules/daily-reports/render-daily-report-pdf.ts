import type { DailyReportContent } from '@securite/domain/daily-reports/daily-report-content';
import { reportTime, dailyReportMessages as texts } from '@securite/domain/daily-reports/daily-report-messages';
import { headInstant, sealLine } from '@securite/domain/events/event-seal-messages';
import { type Pdf, renderPdf } from '../../pdf/render-pdf.ts';

/** A picture of an event, its bytes as they crossed to the worker. */
export interface ReportThumbnail {
  fileId: string;
  contentType: string;
  bytes: Uint8Array;
}

const THUMB: [number, number] = [160, 120];

/**
 * Draws a site's daily activity report (runs on a worker thread: ctx.offThread): the day's services with their
 * real times, the rounds walked and missed, the main courante's events with their pictures as thumbnails, the
 * alarms, and the main courante's head, printed so that it is kept outside our database.
 */
export async function renderDailyReportPdf(
  content: DailyReportContent,
  thumbnails: ReportThumbnail[],
): Promise<Uint8Array> {
  const tz = content.agency.timezone;
  const at = (instant: string) => reportTime(instant, tz, content.day);
  const pictures = new Map(thumbnails.map((t) => [t.fileId, t]));
  return renderPdf(
    { size: 'A4', margin: 50, info: { Title: `${texts.title} — ${content.site.name} — ${content.day}` } },
    (doc) => {
      const bottom = () => doc.page.height - doc.page.margins.bottom;
      const heading = (text: string) => {
        if (doc.y + 40 > bottom()) doc.addPage();
        doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text);
        doc.font('Helvetica').fontSize(10);
      };
      const lines = (items: string[], none: string) => {
        if (items.length === 0) doc.text(none);
        for (const item of items) doc.text(item);
      };
      doc.font('Helvetica-Bold').fontSize(16).text(content.agency.name);
      doc.moveDown(0.5).fontSize(14).text(texts.title);
      doc.font('Helvetica').fontSize(11);
      doc.text(texts.day(content.day));
      doc.text(texts.site(content.site.name));
      doc.text(texts.customer(content.customer.name));
      doc.moveDown(0.5).fontSize(10).text(summaryOf(content));

      heading(texts.services);
      lines(
        content.services.map((s) =>
          texts.service({
            reference: s.reference,
            agent: s.agentName,
            planned: `${at(s.startAt)} – ${at(s.endAt)}`,
            real: `${at(s.realStartAt)} – ${s.realEndAt ? at(s.realEndAt) : texts.inProgress}`,
          }),
        ),
        texts.noService,
      );
      heading(texts.rounds);
      lines(
        content.rounds.map((r) => texts.round({ ...r, from: at(r.startedAt), to: r.endedAt ? at(r.endedAt) : null })),
        texts.noRound,
      );
      heading(texts.missedRounds);
      lines(
        content.missedRounds.map((r) => texts.missedRound({ ...r, service: r.serviceReference })),
        texts.noMissedRound,
      );
      heading(texts.events);
      if (content.events.length === 0) doc.text(texts.noEvent);
      for (const event of content.events) {
        doc.text(texts.event({ at: at(event.deviceAt), ...event, agent: event.agentName }));
        for (const message of event.messages) {
          doc.fontSize(9).text(texts.message({ at: at(message.at), content: message.content ?? '' }), { indent: 12 });
          doc.fontSize(10);
        }
        for (const file of event.attachments) {
          const picture = pictures.get(file.fileId);
          if (picture) drawThumbnail(doc, picture, bottom());
          else doc.fontSize(9).text(texts.file(file.name)).fontSize(10);
        }
      }
      heading(texts.alarms);
      lines(
        content.alarms.map((a) =>
          texts.alarm({
            at: at(a.raisedAt),
            label: a.label,
            agent: a.agentName,
            closedAt: a.closedAt && at(a.closedAt),
          }),
        ),
        texts.noAlarm,
      );
      // The head printed here is kept outside the database: « Vérifier une empreinte » checks it later.
      heading(texts.sealTitle);
      doc.fontSize(8).text(sealLine(content.seal, headInstant(content.drawnAt, tz)));
      doc.moveDown(0.3).fontSize(9).text(texts.sealHelp);
    },
  );
}

/** The summary line of the mail and the PDF. */
export function summaryOf(content: DailyReportContent): string {
  return texts.summary({
    services: content.services.length,
    rounds: content.rounds.filter((r) => r.complete).length,
    missed: content.missedRounds.reduce((sum, r) => sum + r.due - r.done, 0),
    events: content.events.length,
    alarms: content.alarms.length,
  });
}

/** Draws a picture at thumbnail size; a damaged one is named instead of failing the whole report. */
function drawThumbnail(doc: Pdf, picture: ReportThumbnail, bottom: number) {
  if (doc.y + THUMB[1] + 10 > bottom) doc.addPage();
  try {
    const top = doc.y + 4;
    doc.image(Buffer.from(picture.bytes), doc.page.margins.left, top, { fit: THUMB });
    doc.y = top + THUMB[1] + 4;
  } catch {
    doc.fontSize(9).text(texts.unreadableImage).fontSize(10);
  }
}
