import type {
  AgentHoursRow,
  AgentsHoursRequest,
  SiteHoursRow,
  SitesHoursRequest,
} from '@securite/domain/hours/hours-schemas';
import { saveFile } from '../../api/download-file.ts';
import { findAgentsHours } from './api/find-agents-hours.ts';
import { findSitesHours } from './api/find-sites-hours.ts';
import { agentsHoursCsv, csvFileName, sitesHoursCsv } from './hours-csv.ts';

const EXPORT_PAGE = 500;

/** Every row of a count, page after page (the server counts once per page; an agency has a few hundred rows). */
async function allPages<R, T>(fetchPage: (page: number) => Promise<{ data: R[]; total: number; totals: T }>) {
  const first = await fetchPage(1);
  const rows = [...first.data];
  for (let page = 2; rows.length < first.total; page++) {
    const next = await fetchPage(page);
    if (next.data.length === 0) break;
    rows.push(...next.data);
  }
  return { rows, totals: first.totals };
}

const csvBlob = (text: string) => new Blob([text], { type: 'text/csv;charset=utf-8' });

/** Downloads the agents' hours of the filters as CSV (every page). */
export async function exportAgentsHours(agencyId: string, input: AgentsHoursRequest): Promise<void> {
  const { rows, totals } = await allPages<AgentHoursRow, Parameters<typeof agentsHoursCsv>[1]>((page) =>
    findAgentsHours(agencyId, { ...input, page, limit: EXPORT_PAGE }),
  );
  saveFile({ blob: csvBlob(agentsHoursCsv(rows, totals)), filename: csvFileName('collaborateurs', input) });
}

/** Downloads the sites' hours of the filters as CSV (every page). */
export async function exportSitesHours(agencyId: string, input: SitesHoursRequest): Promise<void> {
  const { rows, totals } = await allPages<SiteHoursRow, Parameters<typeof sitesHoursCsv>[1]>((page) =>
    findSitesHours(agencyId, { ...input, page, limit: EXPORT_PAGE }),
  );
  saveFile({ blob: csvBlob(sitesHoursCsv(rows, totals)), filename: csvFileName('sites', input) });
}
