import {
  dashboardTileRights,
  zDashboardExpirations,
  zDashboardHours,
  zDashboardMoney,
  zDashboardNow,
  zDashboardUnfilled,
  zDashboardWatch,
} from '@securite/domain/dashboard/tile-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../http/tenancy.ts';
import { getExpirationsTile } from './get-expirations-tile.ts';
import { getHoursTile } from './get-hours-tile.ts';
import { getMoneyTile } from './get-money-tile.ts';
import { getNowTile } from './get-now-tile.ts';
import { getUnfilledTile } from './get-unfilled-tile.ts';
import { getWatchTile } from './get-watch-tile.ts';
import { tileClock } from './tile-clock.ts';

const tags = ['tableau de bord'];

/**
 * GET {agency}/dashboard/{tile}: the operations dashboard's tiles, one call each (issue 30), for the agency's staff
 * with the tile's rights; a part of a tile the caller may not see is null (watch, expirations).
 */
export const dashboardTileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;
  const setup = (request: Parameters<typeof tenantOf>[0]) => {
    const tenant = tenantOf(request);
    return { tenant, agencyId: tenant.agency.id, clock: tileClock(tenant.agency.timezone) };
  };
  app.get(
    '/dashboard/now',
    {
      config: { members: ['staff'], rights: [...dashboardTileRights.now] },
      schema: { tags, response: { 200: zDashboardNow } },
    },
    async (request) => {
      const { tenant, agencyId, clock } = setup(request);
      return getNowTile(db, { agencyId, fakeFilter: tenant.fakeFilter, now: clock.now });
    },
  );
  app.get(
    '/dashboard/unfilled',
    {
      config: { members: ['staff'], rights: [...dashboardTileRights.unfilled] },
      schema: { tags, response: { 200: zDashboardUnfilled } },
    },
    async (request) => {
      const { tenant, agencyId, clock } = setup(request);
      return getUnfilledTile(db, { agencyId, fakeFilter: tenant.fakeFilter, clock });
    },
  );
  app.get(
    '/dashboard/watch',
    { config: { members: ['staff'] }, schema: { tags, response: { 200: zDashboardWatch } } },
    async (request) => {
      const { tenant, agencyId, clock } = setup(request);
      return getWatchTile(db, { agencyId, actor: tenant.actor, clock });
    },
  );
  app.get(
    '/dashboard/expirations',
    { config: { members: ['staff'] }, schema: { tags, response: { 200: zDashboardExpirations } } },
    async (request) => {
      const { tenant, agencyId, clock } = setup(request);
      return getExpirationsTile(db, { agencyId, actor: tenant.actor, today: clock.today });
    },
  );
  app.get(
    '/dashboard/money',
    {
      config: { members: ['staff'], rights: [...dashboardTileRights.money] },
      schema: { tags, response: { 200: zDashboardMoney } },
    },
    async (request) => {
      const { tenant, agencyId, clock } = setup(request);
      return getMoneyTile(db, { agencyId, fakeFilter: tenant.fakeFilter, today: clock.today });
    },
  );
  app.get(
    '/dashboard/hours',
    {
      config: { members: ['staff'], rights: [...dashboardTileRights.hours] },
      schema: { tags, response: { 200: zDashboardHours } },
    },
    async (request) => {
      const { tenant, agencyId, clock } = setup(request);
      return getHoursTile(db, { agencyId, fakeFilter: tenant.fakeFilter, clock });
    },
  );
};
