import type { Right } from '@securite/domain/auth/rights';

/** Who reads the stock: those who keep the catalogue or hand equipment out. */
export const stockReadRights: Right[] = [
  'stockReferences.create',
  'stockReferences.edit',
  'stockAssignments.create',
  'stockAssignments.edit',
];
