import { texts } from './texts.ts';
/** A file's bytes in base64, for a JSON body (read as a data URL: no copy of the bytes through a string). */
export function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error(texts.lectureDuFichierImpossible));
    reader.readAsDataURL(file);
  });
}
