import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text.ts';
import { PNG } from '../../testing/upload-kit.ts';
import type { ReportContent } from './load-report-content.ts';
import { renderAgencyReportPdf, reportFilename, reportValues } from './render-agency-report-pdf.ts';

const content: ReportContent = {
  id: 'r1',
  agency: { id: 'a1', name: 'Sécurité Démo', timezone: 'Europe/Paris' },
  service: {
    id: 's1',
    reference: 'S-0042',
    startAt: new Date('2026-11-24T19:00:00Z'),
    endAt: new Date('2026-11-25T06:00:00Z'),
    realStartAt: new Date('2026-11-24T19:02:00Z'),
    realEndAt: new Date('2026-11-25T06:02:00Z'),
    endReport: 'RAS.',
    voucherSigner: 'M. Durand',
    voucherSignature: `data:image/png;base64,${PNG.toString('base64')}`,
  },
  site: { id: 'site', name: 'Entrepôt Gennevilliers', template: 'Passage de {agent} : {rapport}' },
  customer: { id: 'c1', name: 'Logistique Nord', email: 'contact@client.test' },
  agentName: 'Karim Benali',
  breaks: [{ realStartAt: new Date('2026-11-25T00:00:00Z'), realEndAt: new Date('2026-11-25T00:30:00Z'), minutes: 30 }],
  photoIds: ['p1'],
  rounds: [{ name: 'Ronde des quais', startedAt: new Date('2026-11-24T22:00:00Z'), endedAt: null, checkpoints: 3 }],
  events: [
    { typeKey: 'incident', label: 'Incident', description: 'Vitre brisée', deviceAt: new Date('2026-11-25T01:00:00Z') },
  ],
  seal: { count: 12, hash: 'ab'.repeat(32), intact: true, label: 'Intègre' },
};

describe('the intervention report PDF', () => {
  it('fills the values in the agency’s time zone, pauses deducted', () => {
    expect(reportValues(content)).toMatchObject({
      agent: 'Karim Benali',
      debut: '24/11/2026 20:02',
      fin: '25/11/2026 07:02',
      duree: '10 h 30',
      pauses: '30 min',
      signataire: 'M. Durand',
      date: '24/11/2026',
    });
    expect(reportFilename(content)).toBe('bon-intervention-entrepot-gennevilliers-2026-11-24.pdf');
  });

  it('draws the signature and the photos, and survives a damaged or WebP image', async () => {
    const bare = await renderAgencyReportPdf(content, { signature: null, photos: [] });
    const full = await renderAgencyReportPdf(content, {
      signature: { bytes: PNG, contentType: 'image/png' },
      photos: [
        { bytes: PNG, contentType: 'image/png' },
        { bytes: Buffer.from('not a jpeg'), contentType: 'image/jpeg' },
        { bytes: Buffer.from('RIFF'), contentType: 'image/webp' },
      ],
    });
    for (const pdf of [bare, full]) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The site's main courante head is printed, to be kept outside the database.
    const text = pdfText(bare).join(' ');
    expect(text).toContain('Empreinte de la main courante : 12 entrée(s), empreinte');
    expect(text.replace(/\s/g, '')).toContain('ab'.repeat(32));
    expect(text).toContain('(chaîne intègre)');
    expect(full.toString('latin1')).toContain('/Subtype /Image');
    expect(bare.toString('latin1')).not.toContain('/Subtype /Image');
  });
});
