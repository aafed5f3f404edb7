import {
  zMarginSettings,
  zMarginsReport,
  zMarginsRequest,
  zTurnover,
  zTurnoverRequest,
} from '@securite/domain/margins/margin-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../http/tenancy.ts';
import { findMargins } from './find-margins.ts';
import { findTurnover } from './find-turnover.ts';
import { marginSettingsOf, updateMarginSettings } from './margin-settings.ts';

const tags = ['marges'];

/** Margins per site and customer, the monthly turnover and the default hourly cost (right billing.view). */
export const marginRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/fetch/margins',
    {
      config: { rights: ['billing.view'] },
      schema: { tags, body: zMarginsRequest, response: { 200: zMarginsReport } },
    },
    async (request) => findMargins(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/fetch/turnover',
    {
      config: { rights: ['billing.view'] },
      schema: { tags, body: zTurnoverRequest, response: { 200: zTurnover } },
    },
    async (request) => findTurnover(ctx, tenantOf(request), request.body),
  );
  app.get(
    '/margins/config',
    { config: { rights: ['billing.view'] }, schema: { tags, response: { 200: zMarginSettings } } },
    async (request) => marginSettingsOf(tenantOf(request)),
  );
  app.put(
    '/margins/config',
    {
      config: { rights: ['agencySettings.edit'] },
      schema: { tags, body: zMarginSettings, response: { 200: zMarginSettings } },
    },
    async (request) => updateMarginSettings(ctx, tenantOf(request).agency.id, request.body),
  );
};
