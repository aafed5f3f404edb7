/** A round's slug from its name: lower case, accents stripped, words joined by dashes (« Ronde de nuit n°2 » → ronde-de-nuit-n-2). */
export function roundSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'ronde';
}

/** The name's slug, or the first of slug-2, slug-3… that none of the taken slugs uses. */
export function uniqueRoundSlug(name: string, takenSlugs: Iterable<string>): string {
  const taken = new Set(takenSlugs);
  const base = roundSlug(name);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}
