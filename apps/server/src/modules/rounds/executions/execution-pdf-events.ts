import type { RoundExecution } from '@securite/domain/rounds/round-execution-schemas';
import type { AppContext } from '../../../context.ts';
import type { Pdf } from '../../../pdf/render-pdf.ts';
import { readEventFile } from '../../events/public.ts';

/** An attachment's bytes as the report draws them (pdfkit reads JPEG and PNG only). */
export interface ReportPhoto {
  bytes: Buffer;
  contentType: string;
}
export type ReportPhotos = ReadonlyMap<string, ReportPhoto>;

/** Photos are scaled to this width (points), and no taller than this, so that two fit on a page. */
const PHOTO_WIDTH = 240;
const PHOTO_MAX_HEIGHT = 320;

type ExecutionEvent = RoundExecution['serviceEvents'][number];
type Attachment = ExecutionEvent['attachments'][number];

/** What an event shows in the report: its own attachments, then those of its messages still standing. */
const attachmentsOf = (event: ExecutionEvent): Attachment[] => [
  ...event.attachments,
  ...event.messages.filter((m) => !m.deletedAt).flatMap((m) => m.attachments),
];

const isDrawable = (type: string) => type === 'image/jpeg' || type === 'image/png';

/** The bytes of the images attached to the events of the execution, read from the file storage. */
export async function loadExecutionPhotos(
  ctx: AppContext,
  agencyId: string,
  execution: RoundExecution,
): Promise<ReportPhotos> {
  const photos = new Map<string, ReportPhoto>();
  for (const attachment of execution.serviceEvents.flatMap(attachmentsOf)) {
    if (!isDrawable(attachment.contentType) || photos.has(attachment.fileId)) continue;
    const file = await readEventFile(ctx, agencyId, attachment.fileId);
    if (file) photos.set(attachment.fileId, { bytes: file.bytes, contentType: file.contentType });
  }
  return photos;
}

/** pdfkit's opened image (its runtime API, missing from its types): drawn by `image()` like a buffer. */
interface OpenedImage {
  width: number;
  height: number;
  /** EXIF orientation: above 4 the photo is drawn turned a quarter, its sides swapped. */
  orientation?: number;
}
const openImage = (doc: Pdf, bytes: Buffer) =>
  (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(bytes);

/** Draws a photo at the report's width, on a new page when it does not fit; a damaged one is named instead. */
function drawPhoto(doc: Pdf, photo: ReportPhoto, name: string) {
  const left = doc.page.margins.left;
  try {
    const image = openImage(doc, photo.bytes);
    const turned = (image.orientation ?? 1) > 4;
    const [width, tall] = turned ? [image.height, image.width] : [image.width, image.height];
    const height = Math.min(PHOTO_MAX_HEIGHT, (PHOTO_WIDTH * tall) / width);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    doc.image(image as unknown as Buffer, left, top, { fit: [PHOTO_WIDTH, height] });
    doc.x = left;
    doc.y = top + height + 6;
  } catch {
    doc.text(`Photo illisible : ${name}`, left);
  }
}

/**
 * « Événements pendant la ronde »: the main courante events the agent logged during the execution, each with its
 * type, time, checkpoint, text and messages, its photos embedded and its other files named.
 */
export function drawExecutionEvents(
  doc: Pdf,
  execution: RoundExecution,
  photos: ReportPhotos,
  at: (iso: string) => string,
) {
  const left = doc.page.margins.left;
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(12).text('Événements pendant la ronde', left);
  doc.font('Helvetica').fontSize(10);
  if (execution.serviceEvents.length === 0) doc.text('Aucun événement signalé pendant la ronde.', left);
  const titleOf = (id: string | null | undefined) => execution.checkpoints.find((c) => c.id === id)?.title;
  for (const event of execution.serviceEvents) {
    doc.moveDown(0.6);
    const where = titleOf(event.checkpointId);
    doc
      .font('Helvetica-Bold')
      .text(`${at(event.createdAt)} — ${event.typeLabel}${where ? ` (point « ${where} »)` : ''}`, left);
    doc.font('Helvetica');
    if (event.description) doc.text(event.description, left);
    for (const message of event.messages) {
      if (message.deletedAt || !message.content) continue;
      doc.text(`${at(message.deviceAt)} — ${message.content}`, left);
    }
    for (const attachment of attachmentsOf(event)) {
      const photo = photos.get(attachment.fileId);
      if (photo) drawPhoto(doc, photo, attachment.name);
      else doc.text(`Pièce jointe : ${attachment.name}`, left);
    }
  }
}
