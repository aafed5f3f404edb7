/**
 * Place names as a search compares them: « Saint-Étienne-du-Rouvray », « saint etienne du rouvray » and
 * « ST ETIENNE DU ROUVRAY » are the same words. Accents, case, hyphens and apostrophes do not count.
 */
export function normalizePlaceText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Only whole words the user has finished typing are expanded: a trailing « st » may still become « strasbourg ».
const abbreviations: Record<string, string> = { st: 'saint', ste: 'sainte' };

/** What a search text asks for: a postcode (or its first digits) and the words of a name, normalized. */
export interface PlaceQuery {
  postcode: string | null;
  words: string[];
}

/**
 * Splits a search text into the words of a name and at most one postcode: a five-digit number, or the first
 * digits of one when the text is nothing else (someone typing a postcode). Other numbers (« 12 » of « 12 rue du
 * Port ») are house numbers and left out.
 */
export function parsePlaceQuery(text: string): PlaceQuery {
  const tokens = normalizePlaceText(text).split(' ').filter(Boolean);
  const onlyDigits = tokens.length === 1 && /^\d{2,5}$/.test(tokens[0]);
  let postcode: string | null = onlyDigits ? tokens[0] : null;
  const words: string[] = [];
  tokens.forEach((token, i) => {
    if (/^\d{5}$/.test(token)) postcode = token;
    else if (!/^\d+$/.test(token)) {
      const last = i === tokens.length - 1;
      words.push(!last && abbreviations[token] ? abbreviations[token] : token);
    }
  });
  return { postcode, words };
}
