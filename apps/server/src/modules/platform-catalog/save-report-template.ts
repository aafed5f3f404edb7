import { catalogMessages } from '@securite/domain/platform-catalog/messages';
import type { ReportTemplate, ReportTemplateSave } from '@securite/domain/platform-catalog/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { reportTemplates } from '../../db/schema/catalog.ts';
import { notFound } from '../../http/errors.ts';
import { presentReportTemplate } from './present-catalog.ts';

/** POST admin/report-template: a voucher template agencies start a site's report text from. */
export async function saveReportTemplate(ctx: AppContext, input: ReportTemplateSave): Promise<ReportTemplate> {
  const values = {
    title: input.title,
    description: input.description ?? null,
    body: input.body,
    active: input.active,
  };
  const [row] = input.id
    ? await ctx.db
        .update(reportTemplates)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(reportTemplates.id, input.id))
        .returning()
    : await ctx.db.insert(reportTemplates).values(values).returning();
  if (!row) throw notFound(catalogMessages.templateNotFound);
  return presentReportTemplate(row);
}
