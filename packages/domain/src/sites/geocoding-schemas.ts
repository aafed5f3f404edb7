import { z } from 'zod';
import { zLocation } from './site-schemas.ts';

/** POST {agency}/geocoding/reverse: the town of a point placed on the map. */
export const zReverseGeocodingRequest = zLocation;
export const zReverseGeocodingResponse = z.object({
  city: z.string(),
  zipcode: z.string(),
  street: z.string().nullable(),
});
export type ReverseGeocodingResponse = z.infer<typeof zReverseGeocodingResponse>;
