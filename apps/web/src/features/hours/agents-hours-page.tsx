import Typography from '@mui/material/Typography';
import { AgentsHoursTable } from './agents-hours-table.tsx';
import { useAgentsHours } from './api/find-agents-hours.ts';
import { exportAgentsHours } from './export-hours.ts';
import { HoursListPage } from './hours-list-page.tsx';
import { hoursTexts as texts } from './texts.ts';
import { useHoursListPage } from './use-hours-list.ts';

/** Heures des collaborateurs: per agent over a month (or a chosen range), with totals, detail and CSV export. */
export function AgentsHoursPage() {
  const page = useHoursListPage(useAgentsHours, exportAgentsHours);
  return (
    <HoursListPage
      {...page}
      title={texts.agentsTitle}
      subtitle={texts.agentsSubtitle}
      searchLabel={texts.agent}
      emptyTitle={texts.emptyAgents}
      footer={
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pb: 2 }}>
          {texts.straddleCaption}
        </Typography>
      }
    >
      {(data, openDetail) => (
        <AgentsHoursTable
          page={data}
          onOpen={(row) => openDetail({ kind: 'agent', id: row.agent.id, name: row.agent.fullname })}
        />
      )}
    </HoursListPage>
  );
}
