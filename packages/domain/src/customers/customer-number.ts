/** The customer number the agency gives on demand: « C- » and the agency's sequence on 4 digits at least. */
export const CUSTOMER_NUMBER_SEQUENCE = 'customer';

/** 1 → « C-0001 », 12345 → « C-12345 ». */
export function formatCustomerNumber(value: number): string {
  return `C-${String(value).padStart(4, '0')}`;
}
