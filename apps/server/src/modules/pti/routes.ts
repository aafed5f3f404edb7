import { fieldMessages } from '@securite/domain/field/field-messages';
import { zAgentAlarmList } from '@securite/domain/pti/agent-alarms';
import { alarmMessages, zAlarm, zAlarmClose, zAlarmList, zSupervision } from '@securite/domain/pti/pti-alarms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { findAgentAlarms } from './find-agent-alarms.ts';
import { findSupervision } from './find-supervision.ts';
import { acknowledgeAlarm, closeAlarm } from './handle-alarm.ts';
import { findClosedAlarms, findOpenAlarms } from './present-alarm.ts';

const tags = ['supervision'];
const rights = ['supervision.view'] as const;
// A malformed id is no alarm of the agency: 404, like another agency's.
const zParams = z.object({ id: z.string().max(100) });
const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** The lone-worker alarms and the live supervision of the agents on duty, for the agency's supervisors. */
export const alarmRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/alarms',
    { config: { rights: [...rights] }, schema: { tags, response: { 200: zAlarmList } } },
    async (request) => {
      const agencyId = tenantOf(request).agency.id;
      const [open, closed] = await Promise.all([findOpenAlarms(ctx.db, agencyId), findClosedAlarms(ctx.db, agencyId)]);
      return { open, closed };
    },
  );
  app.post(
    '/alarms/:id/acknowledge',
    { config: { rights: [...rights] }, schema: { tags, params: zParams, response: { 200: zAlarm } } },
    async (request) => {
      const tenant = tenantOf(request);
      if (!isUuid(request.params.id)) throw notFound(alarmMessages.notFound);
      return acknowledgeAlarm(ctx, {
        agencyId: tenant.agency.id,
        userId: tenant.actor.userId,
        alarmId: request.params.id,
      });
    },
  );
  app.post(
    '/alarms/:id/close',
    {
      config: { rights: [...rights] },
      schema: { tags, params: zParams, body: zAlarmClose, response: { 200: zAlarm } },
    },
    async (request) => {
      const tenant = tenantOf(request);
      if (!isUuid(request.params.id)) throw notFound(alarmMessages.notFound);
      return closeAlarm(ctx, {
        agencyId: tenant.agency.id,
        userId: tenant.actor.userId,
        alarmId: request.params.id,
        comment: request.body.comment,
      });
    },
  );
  app.get(
    '/field/service/:id/alarms',
    {
      config: { members: ['agent'] },
      schema: {
        tags,
        description: 'Les alertes du service de l’agent : reçues, acquittées (par qui, quand), clôturées.',
        params: zParams,
        response: { 200: zAgentAlarmList },
      },
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound(fieldMessages.serviceNotFound);
      return findAgentAlarms(ctx.db, tenantOf(request), request.params.id);
    },
  );
  app.get(
    '/supervision',
    { config: { rights: [...rights] }, schema: { tags, response: { 200: zSupervision } } },
    async (request) => findSupervision(ctx.db, tenantOf(request).agency.id),
  );
};
