/** The sub-screen's tab label and hint, by mode. */
export function stockExpirationScreen(simplified: boolean) {
  return simplified
    ? { label: 'Équipements des collaborateurs', hint: 'Le matériel confié à chaque collaborateur.' }
    : {
        label: 'Matériel à restituer',
        hint: 'Le matériel du stock dont la restitution arrive dans les 30 jours ou est dépassée.',
      };
}
