/** French texts of the agency's own settings pages (params/agency, params/email). */
export const agencyMessages = {
  logoNotFound: 'Logo introuvable.',
  identitySaved: 'Vos modifications ont été enregistrées avec succès',
} as const;
