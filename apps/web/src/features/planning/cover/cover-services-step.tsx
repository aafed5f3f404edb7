import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { validationMessages } from '@securite/domain/validation/messages';
import { format } from 'date-fns';
import { EmptyState } from '../../../ui/page.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { plannedAgents, useAllAgents } from '../../agents/public.ts';
import { texts } from '../texts.ts';
import { CoverServicesTable } from './cover-services-table.tsx';
import type { AgentRef, CoverSearch } from './use-cover-search.ts';

const dateOf = (day: CalendarDay | null) => (day ? new Date(`${day}T12:00:00`) : null);
const dayOf = (date: Date | null): CalendarDay | null =>
  date && !Number.isNaN(date.getTime()) ? format(date, 'yyyy-MM-dd') : null;

/** Step 1: which agent, which days, then their services there, ticked to be covered. */
export function CoverServicesStep({
  agencyId,
  search,
  canChooseAgent,
  timeZone,
}: {
  agencyId: string;
  search: CoverSearch;
  canChooseAgent: boolean;
  timeZone: string;
}) {
  const agents = useAllAgents(agencyId, plannedAgents, canChooseAgent);
  const options: AgentRef[] = (agents.data?.data ?? []).map((a) => ({ id: a.id, fullname: a.fullname }));
  const { agent, days, query } = search;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {canChooseAgent ? (
          <Autocomplete
            options={options}
            value={agent}
            onChange={(_, next) => search.setAgent(next)}
            getOptionLabel={(o) => o.fullname}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={agents.isPending}
            sx={{ flex: 2, minWidth: 0 }}
            renderInput={(params) => <TextField {...params} label={texts.collaborateurAbsent} />}
          />
        ) : (
          <TextField label={texts.collaborateurAbsent} value={agent?.fullname ?? ''} disabled sx={{ flex: 2 }} />
        )}
        <DatePicker
          label={texts.du}
          value={dateOf(days.from)}
          onChange={(d) => search.setDays({ ...days, from: dayOf(d) })}
          sx={{ flex: 1 }}
        />
        <DatePicker
          label={texts.au}
          value={dateOf(days.to)}
          onChange={(d) => search.setDays({ ...days, to: dayOf(d) })}
          sx={{ flex: 1 }}
          slotProps={{
            textField: {
              error: search.invertedDays,
              helperText: search.invertedDays ? validationMessages.dateAfter('la date de début') : undefined,
            },
          }}
        />
      </Stack>
      {!agent ? (
        <Typography sx={{ color: 'text.secondary' }}>{texts.choisissezLeCollaborateurAbsent}</Typography>
      ) : (
        <QueryView
          query={query}
          loadingLabel={texts.rechercheDesServicesDu}
          errorText={texts.impossibleDeChargerLesServices}
          empty={search.services.length === 0}
          emptyState={
            <EmptyState
              icon={<EventAvailableIcon fontSize="inherit" />}
              title={texts.nAAucunFullname(agent.fullname)}
            />
          }
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {search.selected.size} {texts.serviceSSelectionneS} {search.services.length}
          </Typography>
          <CoverServicesTable
            services={search.services}
            pageSize={search.pageSize}
            selected={search.selected}
            onToggle={search.toggle}
            onToggleAll={search.toggleAll}
            timeZone={timeZone}
          />
        </QueryView>
      )}
    </Stack>
  );
}
