import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../render-pdf.ts';
import { readFacturXXml } from './read-facturx-xml.ts';

const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<rsm:CrossIndustryInvoice>Démo</rsm:CrossIndustryInvoice>\n';

/**
 * A PDF as other producers write them: the file specification inside a compressed object stream, its name in
 * UTF-16 with a byte-order mark, the embedded file's length an indirect object, a trailer in a cross-reference stream.
 */
function foreignPdf(options: { encrypted?: boolean } = {}): Buffer {
  const data = deflateSync(Buffer.from(xml, 'utf8'));
  const name = `<FEFF${Buffer.from('ZUGFeRD-invoice.xml', 'utf16le').swap16().toString('hex')}>`;
  const inner = `<< /Type /Filespec /F (ZUGFeRD-invoice.xml) /UF ${name} /EF << /F 5 0 R >> /AFRelationship /Alternative >>`;
  const objStm = Buffer.from(`4 0 ${inner}`);
  const compressed = deflateSync(objStm);
  const parts = [
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
    Buffer.from('1 0 obj\n<< /Type /Catalog /AF [4 0 R] >>\nendobj\n'),
    Buffer.from(
      `3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${compressed.length} >>\nstream\n`,
    ),
    compressed,
    Buffer.from('\nendstream\nendobj\n'),
    Buffer.from(
      '5 0 obj\n<< /Type /EmbeddedFile /Subtype /text#2Fxml /Filter /FlateDecode /Length 6 0 R >>\nstream\r\n',
    ),
    data,
    Buffer.from(`\nendstream\nendobj\n6 0 obj\n${data.length}\nendobj\n`),
    Buffer.from(
      `7 0 obj\n<< /Type /XRef /Root 1 0 R ${options.encrypted ? '/Encrypt 8 0 R ' : ''}/Size 8 /W [1 2 1] /Length 0 >>\nstream\n\nendstream\nendobj\nstartxref\n0\n%%EOF\n`,
    ),
  ];
  return Buffer.concat(parts);
}

describe('readFacturXXml', () => {
  it('finds nothing in a PDF without an invoice', async () => {
    const pdf = await renderPdf({}, (doc) => doc.text('Bonjour'));
    expect(readFacturXXml(pdf)).toBeNull();
  });

  it('reads the XML another producer embedded in an object stream', () => {
    expect(readFacturXXml(foreignPdf())).toBe(xml);
  });

  it('refuses an encrypted PDF', () => {
    expect(() => readFacturXXml(foreignPdf({ encrypted: true }))).toThrow('PDF chiffré');
  });
});
