import {
  agencyReportMessages as texts,
  zAgencyReport,
  zAgencyReportList,
  zAgencyReportQuery,
  zServiceAgencyReport,
} from '@securite/domain/agency-reports/agency-report-schemas';
import { assertGranted, isAgencyStaff } from '@securite/domain/auth/access';
import { zMessageResponse } from '@securite/domain/session/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { sendFile, zFile } from '../../http/send-file.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { readReportPdf } from './agency-report-pdf.ts';
import { findAgencyReports, findServiceReport, getAgencyReport } from './find-agency-reports.ts';
import { loadReportContent } from './load-report-content.ts';
import { requestReportResend } from './send-agency-report.ts';

const tags = ["bons d'intervention"];
const zId = z.object({ id: z.uuid() });
const members = { members: ['staff' as const, 'customer' as const] };

/**
 * Intervention reports (« bons d'intervention ») made at the end of services: the list, one report and its PDF for
 * staff (services.view) and for the customer of the site (customerAgencyReports), the resend and a service's report
 * for the office.
 */
export const agencyReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/agency-reports',
    { config: members, schema: { tags, querystring: zAgencyReportQuery, response: { 200: zAgencyReportList } } },
    async (request) => findAgencyReports(ctx.db, tenantOf(request), request.query),
  );
  app.get(
    '/agency-report/:id',
    { config: members, schema: { tags, params: zId, response: { 200: zAgencyReport } } },
    async (request) => (await getAgencyReport(ctx.db, tenantOf(request), request.params.id)).report,
  );
  app.get(
    '/agency-report/:id/pdf',
    { config: members, schema: { tags, params: zId, response: { 200: zFile } } },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const { pdfKey } = await getAgencyReport(ctx.db, tenant, request.params.id);
      const content = await loadReportContent(ctx.db, tenant.agency.id, request.params.id);
      if (!content) throw notFound(texts.notFound);
      return sendFile(reply, await readReportPdf(ctx, content, pdfKey), 'attachment');
    },
  );
  app.post(
    '/agency-report/:id/send',
    {
      config: { members: ['staff'] },
      schema: { tags, params: zId, response: { 200: zMessageResponse } },
    },
    async (request) => {
      const tenant = tenantOf(request);
      await getAgencyReport(ctx.db, tenant, request.params.id);
      assertGranted(tenant.actor, ['services.view']);
      await requestReportResend(ctx, tenant.agency.id, request.params.id);
      return { message: texts.resent };
    },
  );
  app.get(
    '/services/:id/agency-report',
    {
      config: { members: ['staff'] },
      schema: { tags, params: zId, response: { 200: zServiceAgencyReport } },
    },
    async (request) => {
      const tenant = tenantOf(request);
      if (!isAgencyStaff(tenant.actor)) throw notFound(texts.notFound);
      return { report: await findServiceReport(ctx.db, tenant, request.params.id) };
    },
  );
};
