import type { Right } from '../auth/rights.ts';

/** The staff who read round executions: those who follow services, plan them, or edit the rounds. */
export const executionReaders: readonly Right[] = [
  'services.view',
  'services.create',
  'services.edit',
  'rounds.create',
  'rounds.edit',
  'supervision.view',
];
