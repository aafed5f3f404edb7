import { MAX_YEAR, MIN_YEAR } from '../time/year-range.ts';

/** French messages of the generic validators (spec 001 section 5). */
export const validationMessages = {
  required: 'Obligatoire',
  integer: 'Nombre entier uniquement',
  positiveInteger: 'Entier positif uniquement',
  password: '6 caractères min., 1 chiffre min., 1 minuscule min., 1 majuscule min.',
  email: 'Adresse e-mail invalide',
  socialSecurityNumber: 'Numéro de sécurité sociale invalide',
  cardNumber: 'Numéro de carte invalide (4 groupes de 4 chiffres)',
  cardExpiry: "Date d'expiration invalide (MM/AA ou MM/AAAA)",
  cvc: 'Cryptogramme invalide (3 chiffres)',
  decimal: 'Veuillez saisir une valeur avec au maximum 3 chiffres après la virgule',
  phone: 'Numéro de téléphone invalide',
  maxLength: (n: number) => `Maximum ${n} caractères`,
  multipleOf: (n: number) => `Doit être un multiple de ${n}`,
  dateAfter: (label: string) => `Doit être postérieure à ${label}`,
  dateBefore: (label: string) => `Doit être antérieure à ${label}`,
  dateRangeYears: (n: number) => `Doit être inférieure ou égale à ${n} an(s)`,
  exactSelection: (n: number) => `Sélectionnez exactement ${n} élément${n > 1 ? 's' : ''}`,
  shortcut: 'Le raccourci ne peut pas être vide',
  invalid: 'Valeur invalide',
  /** A date whose year is outside MIN_YEAR…MAX_YEAR (a typo such as 0800 or 9999). */
  dateOutOfRange: `Date invalide (année entre ${MIN_YEAR} et ${MAX_YEAR})`,
  /** A text holding a character PostgreSQL cannot store (NUL). */
  forbiddenCharacter: 'Caractère non autorisé',
} as const;
