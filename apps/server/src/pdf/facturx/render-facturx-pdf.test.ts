// The PDF/A-3 structure of a Factur-X file, checked object by object (veraPDF, the reference validator, is a Java
// program outside npm and Debian: see the README for what is and is not certified).
import { buildFacturXXml } from '@securite/domain/billing/facturx/build-xml';
import { exampleCreditNote, exampleMultiRateInvoice } from '@securite/domain/billing/facturx/facturx-examples';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { isDict, nameOf, type PdfDict, type PdfDocument, PdfRef, PdfString, parsePdf } from '../pdf-objects.ts';
import type { Pdf } from '../render-pdf.ts';
import { readFacturXXml } from './read-facturx-xml.ts';
import { renderFacturXPdf } from './render-facturx-pdf.ts';

const createdAt = new Date('2026-10-31T09:15:00Z');
const xml = buildFacturXXml(exampleMultiRateInvoice);

function drawInvoice(doc: Pdf): void {
  doc.font('Bold').fontSize(18).text('Facture FA-2026-00042');
  doc.font('Regular').fontSize(10).text('Sécurité Démo SAS — 12 rue de la Paix, 75002 Paris');
  doc.text('Client : Client Démo & Fils SARL « siège » — l’œuvre d’un été, 1 234,56 €');
  for (const line of exampleMultiRateInvoice.lines)
    doc.text(`${line.id}. ${line.name} : ${line.quantity} × ${line.unitPriceCents / 100} €`);
  doc.font('Italic').text('Pénalités de retard : taux BCE + 10 points ; indemnité forfaitaire de 40 €.');
  doc.addPage().font('CondensedBold').text('Page 2');
}

const render = (overrides: Partial<Parameters<typeof renderFacturXPdf>[0]> = {}) =>
  renderFacturXPdf({
    draw: drawInvoice,
    xml,
    title: 'Facture FA-2026-00042 — Client Démo & Fils',
    author: 'Sécurité Démo SAS',
    createdAt,
    ...overrides,
  });

const dict = (pdf: PdfDocument, value: unknown): PdfDict => {
  const resolved = pdf.resolve(value as never);
  if (!isDict(resolved)) throw new Error('dictionary expected');
  return resolved;
};
const text = (pdf: PdfDocument, value: unknown) => (pdf.resolve(value as never) as PdfString).text();
const streamOf = (pdf: PdfDocument, ref: unknown) => pdf.objects.get((ref as PdfRef).num)!;

describe('renderFacturXPdf', () => {
  it('writes a PDF 1.7 whose embedded factur-x.xml reads back unchanged, the same bytes for the same input', async () => {
    const bytes = await render();
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    // PDF/A: a comment of at least four bytes above 127 on the second line.
    expect([...bytes.subarray(9, 14)]).toEqual([0x25, 0xff, 0xff, 0xff, 0xff]);
    expect(readFacturXXml(bytes)).toBe(xml);
    expect((await render()).equals(bytes)).toBe(true);
  });

  it('declares PDF/A-3b and Factur-X EN 16931 in XMP metadata that match the Info dictionary', async () => {
    const pdf = parsePdf(await render());
    const catalog = dict(pdf, pdf.trailer.Root);
    const metadata = streamOf(pdf, catalog.Metadata);
    expect(nameOf(dict(pdf, catalog.Metadata).Subtype)).toBe('XML');
    expect(dict(pdf, catalog.Metadata).Filter).toBeUndefined();
    const xmp = metadata.stream!.toString('utf8');
    expect(xmp).toMatch(/^<\?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"\?>/);
    const rdf = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xmp)['x:xmpmeta']['rdf:RDF'];
    const descriptions: Record<string, unknown>[] = rdf['rdf:Description'];
    const find = (key: string) => descriptions.find((d) => key in d)?.[key];
    expect(find('pdfaid:part')).toBe('3');
    expect(find('pdfaid:conformance')).toBe('B');
    expect(find('fx:DocumentType')).toBe('INVOICE');
    expect(find('fx:DocumentFileName')).toBe('factur-x.xml');
    expect(find('fx:Version')).toBe('1.0');
    expect(find('fx:ConformanceLevel')).toBe('EN 16931');
    const schema = (find('pdfaExtension:schemas') as { 'rdf:Bag': { 'rdf:li': Record<string, unknown> } })['rdf:Bag'][
      'rdf:li'
    ];
    expect(schema['pdfaSchema:namespaceURI']).toBe('urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#');
    expect(schema['pdfaSchema:prefix']).toBe('fx');
    const declared = (schema['pdfaSchema:property'] as { 'rdf:Seq': { 'rdf:li': { 'pdfaProperty:name': string }[] } })[
      'rdf:Seq'
    ]['rdf:li'];
    expect(declared.map((p) => p['pdfaProperty:name']).sort()).toEqual([
      'ConformanceLevel',
      'DocumentFileName',
      'DocumentType',
      'Version',
    ]);

    const info = dict(pdf, pdf.trailer.Info);
    expect(text(pdf, info.Title)).toBe('Facture FA-2026-00042 — Client Démo et Fils');
    expect((find('dc:title') as { 'rdf:Alt': { 'rdf:li': { '#text': string } } })['rdf:Alt']['rdf:li']['#text']).toBe(
      text(pdf, info.Title),
    );
    expect(find('pdf:Producer')).toBe(text(pdf, info.Producer));
    expect(find('xmp:CreatorTool')).toBe(text(pdf, info.Creator));
    expect(find('xmp:CreateDate')).toBe('2026-10-31T09:15:00Z');
    expect(text(pdf, info.CreationDate)).toBe('D:20261031091500Z');
  });

  it('embeds factur-x.xml as an associated file with AFRelationship /Alternative, listed in /AF and the name tree', async () => {
    const pdf = parsePdf(await render());
    const catalog = dict(pdf, pdf.trailer.Root);
    const af = pdf.resolve(catalog.AF) as PdfRef[];
    expect(af).toHaveLength(1);
    const spec = dict(pdf, af[0]);
    expect(nameOf(spec.Type)).toBe('Filespec');
    expect(nameOf(spec.AFRelationship)).toBe('Alternative');
    expect(text(pdf, spec.F)).toBe('factur-x.xml');
    expect(text(pdf, spec.UF)).toBe('factur-x.xml');
    const file = dict(pdf, dict(pdf, spec.EF).F);
    expect(nameOf(file.Type)).toBe('EmbeddedFile');
    expect(nameOf(file.Subtype)).toBe('text/xml');
    expect(dict(pdf, file.Params).ModDate).toBeInstanceOf(PdfString);
    const names = dict(pdf, dict(pdf, catalog.Names).EmbeddedFiles).Names as [PdfString, PdfRef];
    expect(names[0].text()).toBe('factur-x.xml');
    expect(names[1].num).toBe(af[0]!.num);
  });

  it('carries an sRGB output intent with its ICC profile embedded', async () => {
    const pdf = parsePdf(await render());
    const intents = pdf.resolve(dict(pdf, pdf.trailer.Root).OutputIntents) as PdfRef[];
    expect(intents).toHaveLength(1);
    const intent = dict(pdf, intents[0]);
    expect(nameOf(intent.S)).toBe('GTS_PDFA1');
    expect(text(pdf, intent.OutputConditionIdentifier)).toBe('sRGB IEC61966-2.1');
    const profile = pdf.decodeStream(streamOf(pdf, intent.DestOutputProfile));
    expect(dict(pdf, intent.DestOutputProfile).N).toBe(3);
    expect(profile.toString('latin1', 36, 40)).toBe('acsp');
    expect(profile.toString('latin1', 16, 20)).toBe('RGB ');
    expect(profile.includes('sRGB2014')).toBe(true);
  });

  it('embeds every font it uses, and refuses the standard fonts PDF/A forbids', async () => {
    const pdf = parsePdf(await render());
    const fonts = [...pdf.objects.values()].filter((o) => isDict(o.value) && nameOf(o.value.Type) === 'Font');
    const descriptors = [...pdf.objects.values()].filter(
      (o) => isDict(o.value) && nameOf(o.value.Type) === 'FontDescriptor',
    );
    expect(fonts.length).toBeGreaterThanOrEqual(8); // four faces, each a Type0 font and its CID font
    expect(fonts.every((o) => ['Type0', 'CIDFontType2'].includes(nameOf((o.value as PdfDict).Subtype)!))).toBe(true);
    expect(descriptors).toHaveLength(4);
    for (const descriptor of descriptors) expect((descriptor.value as PdfDict).FontFile2).toBeInstanceOf(PdfRef);
    const helvetica = render({ draw: (doc) => doc.font('Helvetica').text('Bonjour') });
    await expect(helvetica).rejects.toThrow('PDF/A : la police « Helvetica » n’est pas incorporée');
  });

  it('is not encrypted and carries no JavaScript or automatic action, and has a file identifier', async () => {
    const bytes = await render();
    const pdf = parsePdf(bytes);
    expect(pdf.trailer.Encrypt).toBeUndefined();
    const id = pdf.trailer.ID as PdfString[];
    expect(id).toHaveLength(2);
    expect(id[0]!.bytes.length).toBe(16);
    const catalog = dict(pdf, pdf.trailer.Root);
    expect(catalog.OpenAction).toBeUndefined();
    expect(catalog.AA).toBeUndefined();
    expect(text(pdf, catalog.Lang)).toBe('fr-FR');
    for (const object of pdf.objects.values())
      if (isDict(object.value)) {
        expect(object.value.JS).toBeUndefined();
        expect(nameOf(object.value.S)).not.toBe('JavaScript');
      }
  });

  it('draws a credit note in well under a second of processor time', async () => {
    const creditXml = buildFacturXXml(exampleCreditNote);
    await render({ xml: creditXml });
    // Processor time, not wall time: the machine running the tests may be busy with other work.
    const started = process.cpuUsage();
    const bytes = await render({ xml: creditXml, title: 'Avoir AV-2026-00007' });
    const used = process.cpuUsage(started);
    expect(readFacturXXml(bytes)).toBe(creditXml);
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
  });
});
