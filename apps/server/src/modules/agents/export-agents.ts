import { agentStatusLabels, agentTypeLabels } from '@securite/domain/agents/agent-types';
import { expirationStatusLabels } from '@securite/domain/agents/expirations';
import type { AgentListItem, ExportAgentsQuery } from '@securite/domain/agents/list-schemas';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { type CalendarDay, formatDay } from '@securite/domain/time/calendar-day';
import type { AppContext } from '../../context.ts';
import { findAgentPage } from './find-agents.ts';

/** An export holds at most this many agents (a big agency has a few thousand). */
export const EXPORT_MAX_ROWS = 20_000;
const PAGE = 1000;

const columns: Array<[string, (a: AgentListItem) => string | number | null]> = [
  ['Nom', (a) => a.lastname],
  ['Prénom', (a) => a.firstname],
  ['Matricule', (a) => a.registrationNumber],
  ['E-mail', (a) => a.email],
  ['Téléphone', (a) => a.phone],
  ['Statut', (a) => agentStatusLabels[a.status]],
  ['Type', (a) => agentTypeLabels[a.type]],
  ['Société externe', (a) => a.externalCompanyName],
  ['Spécialités', (a) => a.specialties.join(', ')],
  ['Planifiable', (a) => (a.plannable ? 'Oui' : 'Non')],
  ['Note', (a) => a.rating],
  ['Heures du contrat', (a) => a.activeContract?.hoursLimit ?? null],
  [
    'Période du contrat',
    (a) => (a.activeContract ? (a.activeContract.period === 'weekly' ? 'Hebdomadaire' : 'Mensuelle') : null),
  ],
  ['Limite mensuelle (h)', (a) => a.workingLimit],
  ['Carte professionnelle', (a) => a.cnapsCardNumber],
  ['Expiration de la carte', (a) => (a.cnapsCardExpiresAt ? formatDay(a.cnapsCardExpiresAt) : null)],
  ['Échéances', (a) => (a.expirationStatus ? expirationStatusLabels[a.expirationStatus] : null)],
];

/**
 * One CSV cell: quoted when needed, decimal comma for French Excel, and a leading quote before =, +, - or @
 * so that a spreadsheet never runs a cell as a formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** POST {agency}/fetch/agents/export: the filtered list as CSV (semicolons, UTF-8 with BOM, as French Excel reads it). */
export async function exportAgents(
  ctx: AppContext,
  input: { agencyId: string; fakeFilter: FakeFilter; today: CalendarDay; query: ExportAgentsQuery },
): Promise<Buffer> {
  const lines = [columns.map(([title]) => csvCell(title)).join(';')];
  for (let page = 1; (page - 1) * PAGE < EXPORT_MAX_ROWS; page++) {
    const rows = await findAgentPage(ctx.db, { ...input, query: { ...input.query, page, limit: PAGE } });
    for (const agent of rows) lines.push(columns.map(([, read]) => csvCell(read(agent))).join(';'));
    if (rows.length < PAGE) break;
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
