import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agencyReports } from '../../db/schema/agency-reports.ts';
import { inAgency } from '../../db/tenant.ts';
import { storageKeyOf } from '../files/public.ts';
import type { ReportContent } from './load-report-content.ts';
import { type ReportImage, renderAgencyReportPdf, reportFilename } from './render-agency-report-pdf.ts';

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The voucher's signature, a PNG data URL drawn on the phone. */
function signatureOf(dataUrl: string | null): ReportImage | null {
  const match = dataUrl?.match(/^data:(image\/(?:png|jpeg));base64,(.+)$/s);
  return match ? { contentType: match[1], bytes: Buffer.from(match[2], 'base64') } : null;
}

/** The storage key of a report's PDF (made by the server from the report's id). */
export const reportPdfKey = (agencyId: string, reportId: string) =>
  storageKeyOf(agencyId, `agency-report-${reportId}.pdf`);

/**
 * Draws the report's PDF from the service as it is now, keeps it in the file storage (replacing the previous one)
 * and records when. Returns the bytes and the file name.
 */
export async function generateReportPdf(
  ctx: Pick<AppContext, 'db' | 'files'>,
  content: ReportContent,
): Promise<{ body: Buffer; contentType: string; filename: string }> {
  const agencyId = content.agency.id;
  const photos: ReportImage[] = [];
  for (const fileId of content.photoIds) {
    const stored = await ctx.files.get(storageKeyOf(agencyId, fileId));
    if (stored) photos.push({ contentType: stored.contentType, bytes: await readAll(stored.body) });
  }
  const body = await renderAgencyReportPdf(content, {
    signature: signatureOf(content.service.voucherSignature),
    photos,
  });
  const key = reportPdfKey(agencyId, content.id);
  await ctx.files.put(key, body, 'application/pdf');
  await ctx.db
    .update(agencyReports)
    .set({ pdfKey: key, generatedAt: new Date() })
    .where(and(eq(agencyReports.id, content.id), inAgency(agencyReports, agencyId)));
  return { body, contentType: 'application/pdf', filename: reportFilename(content) };
}

/** The report's stored PDF, drawn first if the job has not done it yet. */
export async function readReportPdf(
  ctx: Pick<AppContext, 'db' | 'files'>,
  content: ReportContent,
  pdfKey: string | null,
): Promise<{ body: Buffer; contentType: string; filename: string }> {
  const stored = pdfKey ? await ctx.files.get(pdfKey) : null;
  if (!stored) return generateReportPdf(ctx, content);
  return { body: await readAll(stored.body), contentType: 'application/pdf', filename: reportFilename(content) };
}
