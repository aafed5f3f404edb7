import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AvailableAgent } from '@securite/domain/planning/service-schemas';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../ui/page.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useAvailableAgents } from '../api/find-available-agents.ts';
import { texts } from '../texts.ts';
import { ReplacementList } from './replacement-list.tsx';

/** Step 2: the agents who could take the ticked services, ranked by the planning checks; the planner picks one. */
export function CoverReplacementsStep({
  agencyId,
  serviceIds,
  chosen,
  onChoose,
  timeZone,
}: {
  agencyId: string;
  serviceIds: readonly string[];
  chosen: AvailableAgent | null;
  onChoose: (candidate: AvailableAgent | null) => void;
  timeZone: string;
}) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const request = useMemo(() => ({ serviceIds: [...serviceIds], ...(search ? { search } : {}) }), [serviceIds, search]);
  const query = useAvailableAgents(agencyId, request);
  const candidates = query.data?.data ?? [];
  return (
    <Stack spacing={2}>
      <Typography>
        {texts.remplacantPour} {serviceIds.length} {texts.serviceSLesCollaborateurs}
      </Typography>
      <TextField
        size="small"
        label={texts.rechercherUnCollaborateur}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <QueryView
        query={query}
        loadingLabel={texts.rechercheDesRemplacants}
        errorText={texts.impossibleDeProposerDes}
        empty={candidates.length === 0}
        emptyState={
          <EmptyState
            icon={<PersonSearchIcon fontSize="inherit" />}
            title={search ? texts.aucunCollaborateurNeCorrespondA : texts.aucunCollaborateurAProposer}
          />
        }
      >
        {!search && serviceIds.length > 1 && candidates.every((c) => c.blocking) && (
          <Alert severity="info" role="status" sx={{ mb: 1 }}>
            {texts.personneNEstLibre}
          </Alert>
        )}
        <ReplacementList
          candidates={candidates}
          chosenId={chosen?.agent.id ?? null}
          onChoose={(id) => onChoose(candidates.find((c) => c.agent.id === id) ?? null)}
          timeZone={timeZone}
        />
      </QueryView>
    </Stack>
  );
}
