import { texts as localTexts } from './texts.ts';
/** Web NFC (Android Chrome): only where the browser offers `NDEFReader`. */
export const nfcAvailable = (): boolean => typeof window !== 'undefined' && 'NDEFReader' in window;

interface NdefRecord {
  recordType: string;
  data?: DataView;
  encoding?: string;
}
interface NdefReadingEvent {
  serialNumber?: string;
  message?: { records: NdefRecord[] };
}
interface NdefReader {
  scan(options?: { signal?: AbortSignal }): Promise<void>;
  onreading: ((event: NdefReadingEvent) => void) | null;
  onreadingerror: (() => void) | null;
}

/**
 * Reads one NFC tag: what it may be called by, in order: its text records, its serial number as the browser gives
 * it, and as badges are written here (`NFC-` and the serial's hex digits in capitals).
 */
export async function readNfcTag(signal: AbortSignal): Promise<string[]> {
  const Reader = (window as unknown as { NDEFReader: new () => NdefReader }).NDEFReader;
  const reader = new Reader();
  await reader.scan({ signal });
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException(localTexts.lectureAnnulee, localTexts.aborterror)));
    reader.onreadingerror = () => reject(new Error(localTexts.badgeIllisibleApprochezLe));
    reader.onreading = (event) => {
      const texts = (event.message?.records ?? [])
        .filter((r) => r.recordType === 'text' && r.data)
        .map((r) => new TextDecoder(r.encoding ?? 'utf-8').decode(r.data));
      const serial = event.serialNumber ?? '';
      const hex = serial.replace(/[^0-9a-f]/gi, '').toUpperCase();
      resolve([...texts, serial, hex ? `NFC-${hex}` : ''].filter(Boolean));
    };
  });
}
