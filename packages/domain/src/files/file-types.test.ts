import { describe, expect, it } from 'vitest';
import { acceptsContentType, filePurposes, fileTooLargeCaption, formatFileSize, maxFileBytes } from './file-types.ts';

describe('acceptsContentType', () => {
  it('takes images for photos and logos, PDF and images for documents, nothing unknown', () => {
    expect(acceptsContentType('agent-photo', 'image/webp')).toBe(true);
    expect(acceptsContentType('agent-photo', 'application/pdf')).toBe(false);
    expect(acceptsContentType('customer-logo', 'text/plain')).toBe(false);
    expect(acceptsContentType('agent-document', 'application/pdf')).toBe(true);
    for (const purpose of filePurposes) expect(acceptsContentType(purpose, null)).toBe(false);
  });
});

describe('maxFileBytes', () => {
  it('gives every purpose a limit, and says it in French units', () => {
    for (const purpose of filePurposes) expect(maxFileBytes[purpose]).toBeGreaterThan(0);
    expect(fileTooLargeCaption(maxFileBytes['customer-logo'])).toBe(
      'Le fichier dépasse 2 Mo, la taille maximale acceptée pour ce document.',
    );
  });
});

describe('formatFileSize', () => {
  it('writes sizes in French units', () => {
    expect(formatFileSize(512)).toBe('512 o');
    expect(formatFileSize(2048)).toBe('2 Ko');
    expect(formatFileSize(1_288_490)).toBe('1,2 Mo');
  });
});
