import type { Right } from '@securite/domain/auth/rights';

/** Whoever plans or follows services. */
export const planners: Right[] = [
  'planning.sites',
  'planning.agents',
  'services.view',
  'services.create',
  'services.edit',
];
