const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** 2450 → « 24,50 € ». */
export const formatCents = (cents: number) => euros.format(cents / 100);
/** 2000 → « 20 % ». */
export const formatBasisPoints = (bp: number) => `${decimal.format(bp / 100)} %`;
