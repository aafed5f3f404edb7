// Runs a Factur-X XML through the official artefacts vendored beside this file: the Factur-X 1.0.9 EN 16931 XSD
// (with libxml2 compiled to WebAssembly, xmllint-wasm), the CEN EN 16931 CII schematron and the French BR-FR rules
// (their official XSLTs, compiled once to SEF and run by SaxonJS). Test support: both libraries are development
// dependencies.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { validateXML } from 'xmllint-wasm';

const here = (path: string) => new URL(path, import.meta.url);
const XSD_FOLDER = 'factur-x-1.0.9-en16931-xsd/';
const XSD_MAIN = 'Factur-X_EN16931.xsd';
const XSD_IMPORTS = [
  'Factur-X_1.09_EN16931_urn_un_unece_uncefact_data_standard_QualifiedDataType_100.xsd',
  'Factur-X_1.09_EN16931_urn_un_unece_uncefact_data_standard_ReusableAggregateBusinessInformationEntity_100.xsd',
  'Factur-X_1.09_EN16931_urn_un_unece_uncefact_data_standard_UnqualifiedDataType_100.xsd',
];

export interface XsdResult {
  valid: boolean;
  errors: string[];
}

/**
 * Validates XML documents against the official Factur-X EN 16931 XSD in one run of libxml2 (starting it costs more
 * than a validation); the errors are libxml2's messages, which name the file (factur-x-1.xml…) and line.
 */
export async function validateFacturXXsd(...xmls: string[]): Promise<XsdResult> {
  const file = async (name: string) => ({
    fileName: name,
    contents: await readFile(here(`${XSD_FOLDER}${name}`), 'utf8'),
  });
  const result = await validateXML({
    xml: xmls.map((xml, index) => ({
      fileName: xmls.length === 1 ? 'factur-x.xml' : `factur-x-${index + 1}.xml`,
      contents: xml,
    })),
    schema: await file(XSD_MAIN),
    preload: await Promise.all(XSD_IMPORTS.map(file)),
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}

const UBL_XSD_FOLDER = 'ubl-2.1-xsd/';
const UBL_XSD_COMMON = [
  'CCTS_CCT_SchemaModule-2.1.xsd',
  'UBL-CommonAggregateComponents-2.1.xsd',
  'UBL-CommonBasicComponents-2.1.xsd',
  'UBL-CommonExtensionComponents-2.1.xsd',
  'UBL-CommonSignatureComponents-2.1.xsd',
  'UBL-ExtensionContentDataType-2.1.xsd',
  'UBL-QualifiedDataTypes-2.1.xsd',
  'UBL-SignatureAggregateComponents-2.1.xsd',
  'UBL-SignatureBasicComponents-2.1.xsd',
  'UBL-UnqualifiedDataTypes-2.1.xsd',
  'UBL-XAdESv132-2.1.xsd',
  'UBL-XAdESv141-2.1.xsd',
  'UBL-xmldsig-core-schema-2.1.xsd',
].map((name) => `common/${name}`);

/**
 * Validates UBL documents of one kind (all Invoice or all CreditNote) against the OASIS UBL 2.1 XSD, in one run of
 * libxml2; the schemas keep their folders (maindoc/, common/) so their relative imports resolve.
 */
export async function validateUblXsd(kind: 'Invoice' | 'CreditNote', ...xmls: string[]): Promise<XsdResult> {
  const file = async (name: string) => ({
    fileName: name,
    contents: await readFile(here(`${UBL_XSD_FOLDER}${name}`), 'utf8'),
  });
  const result = await validateXML({
    xml: xmls.map((xml, index) => ({
      fileName: xmls.length === 1 ? 'ubl.xml' : `ubl-${index + 1}.xml`,
      contents: xml,
    })),
    schema: await file(`maindoc/UBL-${kind}-2.1.xsd`),
    preload: await Promise.all(UBL_XSD_COMMON.map(file)),
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}

/** One failed assertion of the schematron: its rule (BR-CO-10…), its flag (fatal or warning) and its text. */
export interface SchematronFailure {
  id: string;
  flag: string;
  location: string;
  text: string;
}

interface SaxonJsApi {
  transform(
    options: { stylesheetInternal: unknown; sourceText: string; destination: 'serialized' },
    mode: 'async',
  ): Promise<{ principalResult: string }>;
}

const stylesheets = new Map<string, unknown>();
/** A compiled schematron, loaded once; refused when its vendored XSLT no longer matches what it was compiled from. */
function compiledSchematron(folder: string): unknown {
  let stylesheet = stylesheets.get(folder);
  if (stylesheet) return stylesheet;
  const manifest = JSON.parse(readFileSync(here(`${folder}/sef-source.json`), 'utf8')) as {
    source: string;
    sef: string;
    sha256: string;
  };
  const sha256 = createHash('sha256')
    .update(readFileSync(here(`${folder}/${manifest.source}`)))
    .digest('hex');
  if (sha256 !== manifest.sha256)
    throw new Error(`${manifest.source} changed: run compile-sef.mjs to compile it again`);
  stylesheet = JSON.parse(gunzipSync(readFileSync(here(`${folder}/${manifest.sef}`))).toString());
  stylesheets.set(folder, stylesheet);
  return stylesheet;
}

const attribute = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? '';
const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

export interface SchematronResult {
  fatal: SchematronFailure[];
  warnings: SchematronFailure[];
}

async function runSchematron(folder: string, xml: string): Promise<SchematronResult> {
  const SaxonJS = createRequire(import.meta.url)('saxon-js') as SaxonJsApi;
  const result = await SaxonJS.transform(
    { stylesheetInternal: compiledSchematron(folder), sourceText: xml, destination: 'serialized' },
    'async',
  );
  const failures: SchematronFailure[] = [];
  for (const match of result.principalResult.matchAll(
    /<svrl:(?:failed-assert|successful-report)\b((?:"[^"]*"|[^>"])*)>([\s\S]*?)<\/svrl:(?:failed-assert|successful-report)>/g,
  )) {
    const attrs = match[1]!;
    failures.push({
      id: attribute(attrs, 'id'),
      flag: attribute(attrs, 'flag'),
      location: attribute(attrs, 'location'),
      text: decode(match[2]!),
    });
  }
  const warning = (failure: SchematronFailure) => failure.flag === 'warning' || failure.flag === 'information';
  return { fatal: failures.filter((f) => !warning(f)), warnings: failures.filter(warning) };
}

/** Runs the official EN 16931 CII schematron (CEN); the result lists every failed assertion, fatal or warning. */
export function validateEn16931Schematron(xml: string): Promise<SchematronResult> {
  return runSchematron('en16931-cii-1.3.16', xml);
}

/** Runs the French e-invoicing rules (BR-FR, XP Z12-012, FNFE-MPE) that the approved platforms apply. */
export function validateFrenchRules(xml: string): Promise<SchematronResult> {
  return runSchematron('br-fr-flux2-1.4', xml);
}

/** Runs the official EN 16931 UBL schematron (CEN) on a UBL Invoice or CreditNote. */
export function validateEn16931UblSchematron(xml: string): Promise<SchematronResult> {
  return runSchematron('en16931-ubl-1.3.16', xml);
}

/** Runs the French e-invoicing rules (BR-FR, XP Z12-012, FNFE-MPE) of the UBL syntax. */
export function validateFrenchUblRules(xml: string): Promise<SchematronResult> {
  return runSchematron('br-fr-flux2-ubl-1.4', xml);
}
