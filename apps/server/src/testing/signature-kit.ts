import { PNG } from 'pngjs';

/** A drawn signature as signature_pad sends it: a PNG data URL with a dark stroke on transparency. */
export function signaturePng(width = 120, height = 40): string {
  const png = new PNG({ width, height });
  for (let x = 10; x < width - 10; x++) {
    const y = Math.floor(height / 2 + Math.sin(x / 6) * 8);
    const i = (width * y + x) * 4;
    png.data[i] = 20;
    png.data[i + 1] = 30;
    png.data[i + 2] = 90;
    png.data[i + 3] = 255;
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/** An empty (fully transparent) drawing. */
export const blankPng = () =>
  `data:image/png;base64,${PNG.sync.write(new PNG({ width: 20, height: 20 })).toString('base64')}`;
