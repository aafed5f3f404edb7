import {
  zAgentsHoursPage,
  zAgentsHoursRequest,
  zHourDetail,
  zHourDetailRequest,
  zMyHours,
  zMyHoursRequest,
  zSitesHoursPage,
  zSitesHoursRequest,
  zTimeGapsPage,
  zTimeGapsRequest,
} from '@securite/domain/hours/hours-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../http/tenancy.ts';
import { findAgentsHours } from './find-agents-hours.ts';
import { findHourDetail } from './find-hour-detail.ts';
import { findMyHours } from './find-my-hours.ts';
import { findSitesHours } from './find-sites-hours.ts';
import { findTimeGaps } from './find-time-gaps.ts';

const tags = ['heures'];

/** Hours counted with the agency's pay coefficients, overtime and time gaps (right hours.view, or one's own). */
export const hoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const agentsHours = {
    config: { rights: ['hours.view' as const] },
    schema: { tags, body: zAgentsHoursRequest, response: { 200: zAgentsHoursPage } },
  };
  // The spec names both paths for the agents' hours; they answer the same.
  for (const path of ['/agents/fetch/hours', '/fetch/hours']) {
    app.post(path, agentsHours, async (request) => findAgentsHours(ctx, tenantOf(request), request.body));
  }
  app.post(
    '/sites/fetch/hours',
    {
      config: { rights: ['hours.view'] },
      schema: { tags, body: zSitesHoursRequest, response: { 200: zSitesHoursPage } },
    },
    async (request) => findSitesHours(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/fetch/hour-detail',
    {
      config: { rights: ['hours.view'] },
      schema: { tags, body: zHourDetailRequest, response: { 200: zHourDetail } },
    },
    async (request) => findHourDetail(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/fetch/my-hours',
    { schema: { tags, body: zMyHoursRequest, response: { 200: zMyHours } } },
    async (request) => findMyHours(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/fetch/time-gaps',
    {
      config: { rights: ['services.view', 'hours.view'] },
      schema: { tags, body: zTimeGapsRequest, response: { 200: zTimeGapsPage } },
    },
    async (request) => findTimeGaps(ctx, tenantOf(request), request.body),
  );
};
