import { z } from 'zod';
import { validationMessages as m } from '../validation/messages.ts';
import { zText } from '../validation/zod.ts';
import { zLocation } from './site-schemas.ts';

/** A point further than this from every known place is not located (spec: 'Impossible de localiser la ville.'). */
export const REVERSE_GEOCODING_MAX_KM = 15;
/** The national address geocoder refuses shorter queries, and fewer letters match too many communes to help. */
export const GEOCODING_QUERY_MIN = 3;
export const GEOCODING_QUERY_MAX = 200;
export const GEOCODING_LIMIT_DEFAULT = 5;
export const GEOCODING_LIMIT_MAX = 10;

/**
 * Who answered: the national address geocoder (Base Adresse Nationale, addresses down to the house number) or the
 * server's own table of communes (towns only), used when the geocoder is off or cannot be reached.
 */
export const geocodingSources = ['ban', 'local'] as const;
export type GeocodingSource = (typeof geocodingSources)[number];

/** BAN's result types: a house number, a street, a named place (lieu-dit) or a whole commune. */
export const geocodedPlaceTypes = ['housenumber', 'street', 'locality', 'municipality'] as const;
export type GeocodedPlaceType = (typeof geocodedPlaceTypes)[number];

/** A found place: what the site form fills in (street line, zipcode, city) and where the pin goes. */
export const zGeocodedPlace = z.object({
  label: z.string(),
  /** The street line (« 8 Boulevard du Port »), null for a whole commune. */
  street: z.string().nullable(),
  zipcode: z.string(),
  city: z.string(),
  /** The INSEE code of the commune (or of the arrondissement in Paris, Lyon and Marseille). */
  citycode: z.string().nullable(),
  type: z.enum(geocodedPlaceTypes),
  location: zLocation,
});
export type GeocodedPlace = z.infer<typeof zGeocodedPlace>;

/** GET {agency}/geocoding/search?q=…: addresses or communes matching a text, best first. */
export const zGeocodingSearchQuery = z.object({
  q: zText(m.required)
    .trim()
    .min(GEOCODING_QUERY_MIN, `Saisissez au moins ${GEOCODING_QUERY_MIN} caractères.`)
    .max(GEOCODING_QUERY_MAX, m.maxLength(GEOCODING_QUERY_MAX)),
  limit: z.coerce
    .number({ error: m.integer })
    .int(m.integer)
    .min(1, m.positiveInteger)
    .max(GEOCODING_LIMIT_MAX, `Maximum ${GEOCODING_LIMIT_MAX}`)
    .default(GEOCODING_LIMIT_DEFAULT),
});
export type GeocodingSearchQuery = z.infer<typeof zGeocodingSearchQuery>;
export const zGeocodingSearchResponse = z.object({
  source: z.enum(geocodingSources),
  results: z.array(zGeocodedPlace),
});
export type GeocodingSearchResponse = z.infer<typeof zGeocodingSearchResponse>;

/** POST {agency}/geocoding/reverse: the address (or at least the town) of a point placed on the map. */
export const zReverseGeocodingRequest = zLocation;
export const zReverseGeocodingResponse = z.object({
  city: z.string(),
  zipcode: z.string(),
  /** Only the address geocoder knows streets; the commune table answers null. */
  street: z.string().nullable(),
  label: z.string(),
  source: z.enum(geocodingSources),
});
export type ReverseGeocodingResponse = z.infer<typeof zReverseGeocodingResponse>;
