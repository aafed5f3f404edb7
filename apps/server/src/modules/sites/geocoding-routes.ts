import { messages } from '@securite/domain/errors/messages';
import {
  zGeocodingSearchQuery,
  zGeocodingSearchResponse,
  zReverseGeocodingRequest,
  zReverseGeocodingResponse,
} from '@securite/domain/sites/geocoding-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { createGeocoder } from './geocoding/geocoder.ts';

const tags = ['sites'];
// The site form's tools: the server calls an outside service on each keystroke, not for anyone who asks.
const rights = ['sites.create', 'sites.edit'] as const;

/**
 * The site form's address search and the address of a point on its map, under {agency}: the national address
 * geocoder (BAN) when reachable, the server's table of every French commune otherwise; `source` says which.
 */
export const geocodingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, log, offThread } = app.ctx;
  const geocoder = createGeocoder({ config: config.geocoder, log, offThread });
  app.get(
    '/geocoding/search',
    {
      config: { rights: [...rights] },
      schema: { tags, querystring: zGeocodingSearchQuery, response: { 200: zGeocodingSearchResponse } },
    },
    async (request) => geocoder.search(request.query.q, request.query.limit),
  );
  app.post(
    '/geocoding/reverse',
    {
      config: { rights: [...rights] },
      schema: { tags, body: zReverseGeocodingRequest, response: { 200: zReverseGeocodingResponse } },
    },
    async (request) => {
      const found = await geocoder.reverse(request.body);
      // Nothing within 15 km: 404 'Impossible de localiser la ville.' (spec 000 section 8).
      if (!found) throw notFound(messages.reverseGeocodingEmpty);
      return found;
    },
  );
};
