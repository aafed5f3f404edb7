import type { Right } from '../auth/rights.ts';

/** Rights that let staff read the agency's services, their end included: whoever plans or follows them. */
export const serviceReadRights: readonly Right[] = [
  'planning.sites',
  'planning.agents',
  'services.view',
  'services.create',
  'services.edit',
];
