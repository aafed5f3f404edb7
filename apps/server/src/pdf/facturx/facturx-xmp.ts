// The XMP a Factur-X PDF adds to pdfkit's (which writes pdfaid part and conformance, dc:title, xmp and pdf
// properties): the Factur-X properties and, because PDF/A admits only declared schemas, the PDF/A extension schema
// that declares them. The wording follows the Factur-X 1.0 specification (FNFE-MPE) as akretion/factur-x writes it.

/** The namespace of the Factur-X XMP properties; the trailing # belongs to it. */
export const FACTURX_XMP_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

/** fx:ConformanceLevel of each Factur-X profile; the product writes EN 16931 (COMFORT). */
export type FacturXConformanceLevel = 'MINIMUM' | 'BASIC WL' | 'BASIC' | 'EN 16931' | 'EXTENDED';

const property = (name: string, description: string) => `
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${name}</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>`;

/** The rdf:Description elements to append to the document's XMP. */
export function facturXXmp(options: { fileName: string; conformanceLevel: FacturXConformanceLevel }): string {
  return `
    <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
      <pdfaExtension:schemas>
        <rdf:Bag>
          <rdf:li rdf:parseType="Resource">
            <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
            <pdfaSchema:namespaceURI>${FACTURX_XMP_NAMESPACE}</pdfaSchema:namespaceURI>
            <pdfaSchema:prefix>fx</pdfaSchema:prefix>
            <pdfaSchema:property>
              <rdf:Seq>${property('DocumentFileName', 'The name of the embedded XML document')}${property(
                'DocumentType',
                'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER',
              )}${property('Version', 'The actual version of the standard applying to the embedded XML document')}${property(
                'ConformanceLevel',
                'The conformance level of the embedded XML document',
              )}
              </rdf:Seq>
            </pdfaSchema:property>
          </rdf:li>
        </rdf:Bag>
      </pdfaExtension:schemas>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:fx="${FACTURX_XMP_NAMESPACE}">
      <fx:DocumentType>INVOICE</fx:DocumentType>
      <fx:DocumentFileName>${options.fileName}</fx:DocumentFileName>
      <fx:Version>1.0</fx:Version>
      <fx:ConformanceLevel>${options.conformanceLevel}</fx:ConformanceLevel>
    </rdf:Description>`;
}
