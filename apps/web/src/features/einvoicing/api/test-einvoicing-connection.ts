import { type EinvoicingSettingsSave, zEinvoicingTestResult } from '@securite/domain/einvoicing/schemas';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** POST {agency}/settings/einvoicing/test: « Tester la connexion » with what the form holds. */
export function testEinvoicingConnection(agencyId: string, settings: Partial<EinvoicingSettingsSave>) {
  return apiRequest(agencyPath(agencyId, '/settings/einvoicing/test'), {
    method: 'POST',
    body: settings,
    schema: zEinvoicingTestResult,
    notifyErrors: false,
  });
}
