import { contractMessages as cm } from '@securite/domain/contracts/messages';
import { PNG_DATA_URL_PREFIX } from '@securite/domain/contracts/signature-image';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { PNG } from 'pngjs';

const MAX_SIDE = 4000;

/**
 * A drawn signature's PNG (data URL), decoded whole and written again: a damaged or oversized image is refused
 * here with the field's error, and the PDF only ever embeds a clean PNG. Returns the new PNG as base64.
 */
export function normalizeSignaturePng(dataUrl: string, field = 'image'): string {
  const refuse = () =>
    new AppError(ErrorCode.Validation, messages.validation, { errors: { [field]: cm.imageInvalid } });
  if (!dataUrl.startsWith(PNG_DATA_URL_PREFIX)) throw refuse();
  const bytes = Buffer.from(dataUrl.slice(PNG_DATA_URL_PREFIX.length), 'base64');
  // The header's size first: decoding a huge image would cost memory for nothing.
  if (bytes.length < 33 || bytes.readUInt32BE(12) !== 0x49484452) throw refuse();
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) throw refuse();
  let png: PNG;
  try {
    png = PNG.sync.read(bytes);
  } catch {
    throw refuse();
  }
  if (!hasInk(png.data))
    throw new AppError(ErrorCode.Validation, messages.validation, { errors: { [field]: cm.imageEmpty } });
  return PNG.sync.write(png, { colorType: 6 }).toString('base64');
}

/** Whether some pixel is drawn: visible (alpha) and not white, whatever the background signature_pad gave. */
function hasInk(rgba: Buffer): boolean {
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if (rgba[i + 3]! > 32 && (rgba[i]! < 224 || rgba[i + 1]! < 224 || rgba[i + 2]! < 224)) return true;
  }
  return false;
}
