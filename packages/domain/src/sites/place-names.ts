import { normalizePlaceText, type PlaceQuery } from './place-text.ts';

/** What the name search needs of a place. */
export interface NamedPlace {
  city: string;
  zipcode: string;
  /** One line per commune in the answers: places of the same commune (its postcodes, its arrondissements) share it. */
  communeCode: string;
  /** Larger communes first among equally good matches. */
  population: number;
}

export interface PlaceNames {
  /** The indexes of the places best matching the query, one per commune unless a postcode was asked, best first. */
  search(query: PlaceQuery, limit: number): number[];
}

/** The first index of a sorted array whose value is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface Match {
  index: number;
  /** 0: the whole name; 1: the name's beginning; 2: words of the name; 3: the name found inside a longer text. */
  rank: number;
  /** For rank 3: where the name ends in the text (the town usually comes last in an address). */
  end: number;
}

/**
 * A name index over places: every word of every name in a sorted list (prefix lookups by binary search), and the
 * places' postcodes, sorted, for a postcode or its first digits.
 */
export function buildPlaceNames(places: readonly NamedPlace[]): PlaceNames {
  const names = places.map((p) => normalizePlaceText(p.city));
  const nameWords = names.map((name) => name.split(' '));
  const postings = new Map<string, number[]>();
  nameWords.forEach((words, index) => {
    for (const word of new Set(words)) {
      const list = postings.get(word);
      if (list) list.push(index);
      else postings.set(word, [index]);
    }
  });
  const words = [...postings.keys()].sort();
  const byZipcode = places.map((_, i) => i).sort((a, b) => (places[a].zipcode < places[b].zipcode ? -1 : 1));
  const zipcodes = byZipcode.map((i) => places[i].zipcode);

  const withPrefix = (prefix: string): number[] => {
    const found: number[] = [];
    for (let i = lowerBound(words, prefix); i < words.length && words[i].startsWith(prefix); i++) {
      found.push(...(postings.get(words[i]) ?? []));
    }
    return found;
  };
  const withZipcode = (prefix: string): number[] => {
    const found: number[] = [];
    for (let i = lowerBound(zipcodes, prefix); i < zipcodes.length && zipcodes[i].startsWith(prefix); i++) {
      found.push(byZipcode[i]);
    }
    return found;
  };

  // Someone typing a town: every word they typed begins a word of the name.
  const typedName = (query: string[], candidates: Iterable<number>): Match[] => {
    const joined = query.join(' ');
    const matches: Match[] = [];
    for (const index of new Set(candidates)) {
      if (!query.every((w) => nameWords[index].some((n) => n.startsWith(w)))) continue;
      const rank = names[index] === joined ? 0 : names[index].startsWith(joined) ? 1 : 2;
      matches.push({ index, rank, end: 0 });
    }
    return matches;
  };
  // An address typed whole (« 12 rue du port gennevilliers »): towns whose whole name appears among its words.
  const nameInside = (query: string[]): Match[] => {
    const matches: Match[] = [];
    const seen = new Set<number>();
    for (const word of new Set(query)) {
      for (const index of postings.get(word) ?? []) {
        if (seen.has(index)) continue;
        seen.add(index);
        const name = nameWords[index];
        for (let start = 0; start + name.length <= query.length; start++) {
          if (name.every((w, k) => query[start + k] === w)) matches.push({ index, rank: 3, end: start + name.length });
        }
      }
    }
    return matches;
  };

  return {
    search({ postcode, words: query }, limit) {
      if (query.length === 0 && postcode === null) return [];
      const inZipcode = postcode === null ? null : new Set(withZipcode(postcode));
      let matches: Match[];
      if (query.length === 0) matches = [...(inZipcode ?? [])].map((index) => ({ index, rank: 0, end: 0 }));
      else {
        const longest = query.reduce((a, b) => (b.length > a.length ? b : a));
        matches = typedName(query, inZipcode ?? withPrefix(longest)).filter(
          (m) => !inZipcode || inZipcode.has(m.index),
        );
        if (matches.length === 0) matches = nameInside(query).filter((m) => !inZipcode || inZipcode.has(m.index));
      }
      // Inside an address, the name ending last and the longest name (« Saint-Denis » over « Denis ») win.
      const longer = (a: Match, b: Match) =>
        a.rank === 3 ? b.end - a.end || nameWords[b.index].length - nameWords[a.index].length : 0;
      matches.sort(
        (a, b) =>
          a.rank - b.rank ||
          longer(a, b) ||
          places[b.index].population - places[a.index].population ||
          (places[a.index].zipcode < places[b.index].zipcode ? -1 : 1),
      );
      const answer: number[] = [];
      const communes = new Set<string>();
      for (const { index } of matches) {
        if (answer.length >= limit) break;
        // A postcode asked: each of the commune's places is an answer of its own (Paris 75008, not Paris).
        if (postcode === null && communes.has(places[index].communeCode)) continue;
        communes.add(places[index].communeCode);
        answer.push(index);
      }
      return answer;
    },
  };
}
