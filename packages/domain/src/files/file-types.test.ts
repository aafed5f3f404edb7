import { describe, expect, it } from 'vitest';
import { detectContentType, formatFileSize } from './file-types.ts';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('detectContentType', () => {
  it('knows JPEG, PNG, WebP and PDF by their first bytes', () => {
    expect(detectContentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0))).toBe('image/jpeg');
    expect(detectContentType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(detectContentType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
    expect(detectContentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses anything else, whatever its name would say', () => {
    expect(detectContentType(bytes('<html><script>'))).toBeNull();
    expect(detectContentType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(detectContentType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectContentType(new Uint8Array())).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('writes sizes in French units', () => {
    expect(formatFileSize(512)).toBe('512 o');
    expect(formatFileSize(2048)).toBe('2 Ko');
    expect(formatFileSize(1_288_490)).toBe('1,2 Mo');
  });
});
