import { messages } from '@securite/domain/errors/messages';
import type { ReverseGeocodingResponse } from '@securite/domain/sites/geocoding-schemas';
import { reverseGeocode } from '@securite/domain/sites/reverse-geocode';
import { notFound } from '../../http/errors.ts';

/**
 * POST {agency}/geocoding/reverse: the town of a point placed on the map, from the bundled commune table
 * (no network here). Nothing within 15 km: 404 'Impossible de localiser la ville.' (spec 000 section 8).
 */
export function locateCity(point: { latitude: number; longitude: number }): ReverseGeocodingResponse {
  const place = reverseGeocode(point);
  if (!place) throw notFound(messages.reverseGeocodingEmpty);
  return { city: place.city, zipcode: place.zipcode, street: place.street };
}
