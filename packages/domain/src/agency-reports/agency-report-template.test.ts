import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AgencyReportValues,
  agencyReportPlaceholders,
  defaultAgencyReportTemplate,
  fillAgencyReportTemplate,
  formatMinutes,
} from './agency-report-template.ts';

const values: AgencyReportValues = {
  site: 'Entrepôt Gennevilliers',
  client: 'Logistique Nord',
  agent: 'Jean Dupont',
  reference: 'S-12',
  date: '25/11/2026',
  debut: '25/11/2026 20:00',
  fin: '26/11/2026 04:00',
  duree: '7 h 30',
  pauses: '30 min',
  rapport: 'RAS',
  signataire: 'M. Martin',
  agence: 'Sécurité Plus',
};

describe('fillAgencyReportTemplate', () => {
  it('replaces every known placeholder and leaves unknown ones as written', () => {
    expect(fillAgencyReportTemplate('{agent} sur {site} de {debut} à {fin} : {rapport} {inconnu}', values)).toBe(
      'Jean Dupont sur Entrepôt Gennevilliers de 25/11/2026 20:00 à 26/11/2026 04:00 : RAS {inconnu}',
    );
  });

  it('uses the default template when the site has none', () => {
    const filled = fillAgencyReportTemplate('  ', values);
    expect(filled).toBe(fillAgencyReportTemplate(defaultAgencyReportTemplate, values));
    expect(filled).toContain('Intervention de Jean Dupont sur le site Entrepôt Gennevilliers');
  });

  it('never reads a value again: a report holding « {site} » stays as the agent wrote it', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...Object.keys(agencyReportPlaceholders)), (text, name) => {
        const filled = fillAgencyReportTemplate(`[{${name}}]`, { ...values, [name]: text });
        expect(filled).toBe(`[${text}]`);
      }),
    );
  });

  it('keeps a template without placeholders unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== '' && !s.includes('{')),
        (text) => {
          expect(fillAgencyReportTemplate(text, values)).toBe(text);
        },
      ),
    );
  });
});

describe('formatMinutes', () => {
  it('writes hours and minutes the French way', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(450)).toBe('7 h 30');
    expect(formatMinutes(-5)).toBe('0 min');
  });
});
