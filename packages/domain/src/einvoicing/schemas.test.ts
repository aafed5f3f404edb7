import { describe, expect, it } from 'vitest';
import { zEinvoicingSettingsSave } from './schemas.ts';

const settings = (baseUrl: string) => ({ enabled: true, baseUrl, clientId: 'agence', format: 'cii' });

describe('zEinvoicingSettingsSave', () => {
  it('takes an http(s) address with a host, a port and a path', () => {
    for (const url of ['https://api.pa.fr', 'http://127.0.0.1:4010', 'https://pa.fr/afnor/v1?x=1'])
      expect(zEinvoicingSettingsSave.safeParse(settings(url)).success).toBe(true);
  });

  it('refuses anything else with the French message', () => {
    for (const url of ['ftp://pa.fr', 'pa.fr', 'https://', 'https:// pa.fr', 'javascript:alert(1)']) {
      const parsed = zEinvoicingSettingsSave.safeParse(settings(url));
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Adresse https de la plateforme agréée attendue');
    }
  });
});
