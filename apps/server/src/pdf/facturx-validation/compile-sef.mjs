#!/usr/bin/env node
// Compiles the official schematron XSLTs vendored here into the SEF that SaxonJS runs, gzipped, with the SHA-256 of
// the XSLT each came from (the validators refuse a SEF whose source changed). Compiling takes a minute or two per
// file, so it runs once here and the result is committed:
//   node apps/server/src/pdf/facturx-validation/compile-sef.mjs [folder…]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const xslt3 = require.resolve('xslt3/xslt3.js');
const { version } = require('xslt3/package.json');

const artefacts = {
  'en16931-cii-1.3.16': 'EN16931-CII-validation.xslt',
  'br-fr-flux2-1.4': 'BR-FR-Flux2-Schematron-CII.xslt',
  'en16931-ubl-1.3.16': 'EN16931-UBL-validation.xslt',
  'br-fr-flux2-ubl-1.4': 'BR-FR-Flux2-Schematron-UBL.xslt',
};

for (const folderName of process.argv.length > 2 ? process.argv.slice(2) : Object.keys(artefacts)) {
  const xslt = artefacts[folderName];
  if (!xslt) throw new Error(`Unknown folder ${folderName}`);
  const folder = join(here, folderName);
  const source = join(folder, xslt);
  // xslt3 writes the stylesheet's absolute location into the SEF (and SaxonJS checks the SEF's checksum, so it
  // cannot be edited afterwards): compiling from a fixed temporary folder keeps this machine's directories out of it.
  const work = join(tmpdir(), `${folderName}-sef`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work);
  copyFileSync(source, join(work, xslt));
  execFileSync(process.execPath, [xslt3, '-t', `-xsl:${xslt}`, '-export:compiled.sef.json', '-relocate:on', '-nogo'], {
    cwd: work,
    stdio: 'inherit',
  });
  const sef = xslt.replace(/\.xslt$/, '.sef.json.gz');
  writeFileSync(join(folder, sef), gzipSync(readFileSync(join(work, 'compiled.sef.json')), { level: 9 }));
  rmSync(work, { recursive: true, force: true });
  const sha256 = createHash('sha256').update(readFileSync(source)).digest('hex');
  writeFileSync(
    join(folder, 'sef-source.json'),
    `${JSON.stringify({ source: xslt, sef, sha256, compiler: `xslt3 ${version}` }, null, 2)}\n`,
  );
  console.log(`SEF written for ${source} (sha256 ${sha256})`);
}
