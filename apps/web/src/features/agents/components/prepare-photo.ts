/** Longest side of a stored photo, in pixels: enough for the badge and the dialog, small to upload. */
const MAX_SIDE = 800;

/**
 * A photo ready to upload: scaled down to 800 px and re-encoded as JPEG in the browser (phones take photos of
 * several megabytes; the badge PDF draws JPEG and PNG, not WebP). Where the browser cannot (no canvas, a file
 * that is not an image), the file goes as it is and the server judges it.
 */
export async function preparePhoto(file: File): Promise<{ image: Blob; name: string }> {
  const original = { image: file as Blob, name: file.name };
  if (typeof createImageBitmap !== 'function') return original;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return original;
    // A transparent PNG gets a white background rather than a black one.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
    if (!jpeg) return original;
    return { image: jpeg, name: `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg` };
  } catch {
    return original;
  }
}
