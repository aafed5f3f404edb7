import { accountingLines, fecFile, fecFilename } from '@securite/domain/accounting/accounting-entries';
import { periodDays, zAccountingExportRequest } from '@securite/domain/accounting/accounting-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFile, zFile } from '../../http/send-file.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { getBillingSeller } from '../billing/public.ts';
import { loadAccounting } from './load-accounting.ts';
import { renderAccountingXlsx } from './render-accounting.ts';

/**
 * POST {agency}/export/accounting: the accountant's export of a month or a year (spec 001 section 7, export/{type}):
 * the FEC text file or a spreadsheet of the same journal lines. Answered before the generic export/{type} route.
 */
export const accountingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/export/accounting',
    {
      config: { rights: ['exports.view'] },
      schema: { tags: ['export'], body: zAccountingExportRequest, response: { 200: zFile } },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const period = periodDays(request.body.period);
      const { documents, payments } = await loadAccounting(ctx.db, tenant.agency.id, period, tenant.agency.timezone);
      const lines = accountingLines(documents, payments);
      if (request.body.format === 'fec') {
        const { settings } = await getBillingSeller(ctx.db, tenant.agency.id);
        const file = {
          body: Buffer.from(fecFile(lines), 'utf8'),
          contentType: 'text/plain; charset=utf-8',
          filename: fecFilename(settings.siren ?? null, period.last),
        };
        return sendFile(reply, file, 'attachment');
      }
      const body = await renderAccountingXlsx(
        lines,
        `${tenant.agency.name} — Écritures comptables ${request.body.period}`,
      );
      return sendFile(
        reply,
        {
          body,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          filename: `ecritures-comptables-${request.body.period}.xlsx`,
        },
        'attachment',
      );
    },
  );
};
