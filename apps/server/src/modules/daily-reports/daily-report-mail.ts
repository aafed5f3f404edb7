import type { DailyReportContent } from '@securite/domain/daily-reports/daily-report-content';
import { reportTime, dailyReportMessages as texts } from '@securite/domain/daily-reports/daily-report-messages';
import { headInstant, sealLine } from '@securite/domain/events/event-seal-messages';
import { slug } from '../../http/send-file.ts';
import { escapeHtml } from '../../mail/html.ts';
import type { MailAttachment } from '../../mail/mailer.ts';
import type { ReportThumbnail } from './render-daily-report-pdf.ts';
import { summaryOf } from './render-daily-report-pdf.ts';

/** At most this many pictures go inline in the mail (all are in the PDF), and none larger than this. */
export const MAIL_THUMBNAILS = 12;
const MAIL_THUMBNAIL_BYTES = 600 * 1024;

const extension = (contentType: string) => (contentType === 'image/png' ? 'png' : 'jpg');

/** The PDF's file name: « rapport-activite-{site}-{day}.pdf ». */
export const dailyReportFilename = (content: DailyReportContent) =>
  texts.filename(slug(content.site.name, 'site'), content.day);

/**
 * The daily report's mail: a plain text and an HTML part listing the day (the events' pictures inline as small
 * images, `cid:` attachments named `vignette-n`), the main courante's head, and the PDF attached.
 */
export function dailyReportMail(
  content: DailyReportContent,
  pdf: Buffer,
  thumbnails: ReportThumbnail[],
): { subject: string; text: string; html: string; attachments: MailAttachment[] } {
  const tz = content.agency.timezone;
  const at = (instant: string) => reportTime(instant, tz, content.day);
  const inline = new Map<string, MailAttachment>();
  for (const picture of thumbnails) {
    if (inline.size >= MAIL_THUMBNAILS || picture.bytes.byteLength > MAIL_THUMBNAIL_BYTES) continue;
    inline.set(picture.fileId, {
      filename: `vignette-${inline.size + 1}.${extension(picture.contentType)}`,
      contentType: picture.contentType,
      content: Buffer.from(picture.bytes),
    });
  }
  const sections: Array<{
    title: string;
    items: Array<{ text: string; lines?: string[]; pictures?: string[] }>;
    none: string;
  }> = [
    {
      title: texts.services,
      none: texts.noService,
      items: content.services.map((s) => ({
        text: texts.service({
          reference: s.reference,
          agent: s.agentName,
          planned: `${at(s.startAt)} – ${at(s.endAt)}`,
          real: `${at(s.realStartAt)} – ${s.realEndAt ? at(s.realEndAt) : texts.inProgress}`,
        }),
      })),
    },
    {
      title: texts.rounds,
      none: texts.noRound,
      items: content.rounds.map((r) => ({
        text: texts.round({ ...r, from: at(r.startedAt), to: r.endedAt ? at(r.endedAt) : null }),
      })),
    },
    {
      title: texts.missedRounds,
      none: texts.noMissedRound,
      items: content.missedRounds.map((r) => ({ text: texts.missedRound({ ...r, service: r.serviceReference }) })),
    },
    {
      title: texts.events,
      none: texts.noEvent,
      items: content.events.map((e) => ({
        text: texts.event({ at: at(e.deviceAt), label: e.label, agent: e.agentName, description: e.description }),
        lines: e.messages.map((m) => texts.message({ at: at(m.at), content: m.content ?? '' })),
        pictures: e.attachments.flatMap((a) => {
          const file = inline.get(a.fileId);
          return file ? [file.filename] : [];
        }),
      })),
    },
    {
      title: texts.alarms,
      none: texts.noAlarm,
      items: content.alarms.map((a) => ({
        text: texts.alarm({
          at: at(a.raisedAt),
          label: a.label,
          agent: a.agentName,
          closedAt: a.closedAt && at(a.closedAt),
        }),
      })),
    },
  ];
  const intro = texts.intro(content.site.name, content.day);
  const summary = summaryOf(content);
  const seal = sealLine(content.seal, headInstant(content.drawnAt, tz));
  const text = [
    texts.greeting,
    '',
    intro,
    summary,
    '',
    ...sections.flatMap((s) => [
      `${s.title} :`,
      ...(s.items.length ? s.items.flatMap((i) => [`- ${i.text}`, ...(i.lines ?? []).map((l) => `  ${l}`)]) : [s.none]),
      '',
    ]),
    seal,
    '',
    content.agency.name,
  ].join('\n');
  const list = (s: (typeof sections)[number]) =>
    `<h3 style="margin: 16px 0 4px">${escapeHtml(s.title)}</h3>${
      s.items.length
        ? `<ul>${s.items
            .map(
              (i) =>
                `<li>${escapeHtml(i.text)}${(i.lines ?? [])
                  .map((l) => `<br><span style="color: #555">${escapeHtml(l)}</span>`)
                  .join('')}${(i.pictures ?? [])
                  .map(
                    (name) =>
                      `<br><img src="cid:${name}" alt="" width="160" style="max-width: 160px; height: auto; margin: 4px 4px 0 0; border-radius: 4px">`,
                  )
                  .join('')}</li>`,
            )
            .join('')}</ul>`
        : `<p>${escapeHtml(s.none)}</p>`
    }`;
  const html = `<!doctype html>
<html lang="fr"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>${escapeHtml(texts.greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><strong>${escapeHtml(summary)}</strong></p>
${sections.map(list).join('\n')}
<p style="font-size: 12px; color: #555">${escapeHtml(seal)}</p>
<p>${escapeHtml(content.agency.name)}</p>
</body></html>`;
  return {
    subject: texts.mailSubject(content.site.name, content.day),
    text,
    html,
    attachments: [
      { filename: dailyReportFilename(content), contentType: 'application/pdf', content: pdf },
      ...inline.values(),
    ],
  };
}
