import BlockIcon from '@mui/icons-material/Block';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AgentName } from '@securite/domain/agents/agent-names';
import type { SiteExclusion } from '@securite/domain/sites/site-exclusion-schemas';
import { type FormEvent, useState } from 'react';
import { confirmThenRun } from '../../ui/dialogs/confirm-dialog.tsx';
import { format } from '../../ui/format.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { EmptyState } from '../../ui/page.tsx';
import { useAgentNames } from '../agents/public.ts';
import { useSiteExclusions, useSiteExclusionWrites } from './api/site-exclusions.ts';

import { texts } from './texts.ts';

/** « Exclure un agent »: an agent of the agency (those already excluded say so) and an optional reason. */
function ExcludeAgentForm({
  agencyId,
  excluded,
  onAdd,
  onClose,
  pending,
}: {
  agencyId: string;
  excluded: ReadonlySet<string>;
  onAdd: (agent: AgentName, reason: string) => Promise<unknown>;
  onClose: () => void;
  pending: boolean;
}) {
  const agents = useAgentNames(agencyId);
  const [agent, setAgent] = useState<AgentName | null>(null);
  const [reason, setReason] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agent) return;
    try {
      await onAdd(agent, reason);
    } catch {
      return; // The HTTP client has shown the server's message.
    }
    setAgent(null);
    setReason('');
  };
  if (agents.isError) return <Alert severity="error">{texts.impossibleDeChargerLesAgents}</Alert>;
  return (
    <Stack
      component="form"
      onSubmit={submit}
      aria-label={texts.exclureUnAgent}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}
    >
      <Autocomplete
        options={agents.data ?? []}
        loading={agents.isPending}
        value={agent}
        onChange={(_, next) => setAgent(next)}
        getOptionLabel={(o) => o.fullname}
        getOptionDisabled={(o) => excluded.has(o.id)}
        getOptionKey={(o) => o.id}
        renderOption={(props, o) => (
          <li {...props} key={o.id}>
            {excluded.has(o.id) ? `${o.fullname} (${texts.dejaExclu})` : o.fullname}
          </li>
        )}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        size="small"
        sx={{ minWidth: 240, flex: 1 }}
        renderInput={(params) => <TextField {...params} label={texts.agentAExclure} required />}
      />
      <TextField
        label={texts.motifFacultatif}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        size="small"
        slotProps={{ htmlInput: { maxLength: 500 } }}
        sx={{ flex: 1 }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={!agent} loading={pending}>
          {texts.exclure}
        </Button>
        <Button onClick={onClose}>{texts.annuler}</Button>
      </Stack>
    </Stack>
  );
}

/**
 * « Agents exclus du site » (issue 32): the agents the automatic planning never proposes on this site, with
 * « Exclure un agent » and « Retirer » (after confirmation). Shown to who may edit the site; the picker needs the
 * right to read the agents.
 */
export function SiteExclusionsCard({
  agencyId,
  siteId,
  canPickAgents,
}: {
  agencyId: string;
  siteId: string;
  canPickAgents: boolean;
}) {
  const query = useSiteExclusions(agencyId, siteId);
  const { add, remove } = useSiteExclusionWrites(agencyId, siteId);
  const [adding, setAdding] = useState(false);
  const agents = query.data?.agents ?? [];
  const onAdd = async (agent: AgentName, reason: string) => {
    await add.mutateAsync({ agentId: agent.id, reason: reason.trim() || null });
    notify.success(texts.agentExclu(agent.fullname));
  };
  const onRemove = (exclusion: SiteExclusion) =>
    confirmThenRun(
      {
        title: texts.retirerLExclusionTitle(exclusion.fullname),
        message: texts.retirerLExclusionMessage,
        confirmLabel: texts.retirer,
      },
      () => remove.mutateAsync(exclusion.agentId),
      texts.exclusionRetiree,
    );

  return (
    <Card component="section" aria-labelledby="titre-agents-exclus">
      <CardHeader
        title={
          <Typography id="titre-agents-exclus" variant="h6" component="h2">
            {texts.agentsExclusDuSite}
          </Typography>
        }
        subheader={texts.agentsExclusAide}
        action={
          canPickAgents &&
          !adding && (
            <Button startIcon={<BlockIcon />} variant="outlined" onClick={() => setAdding(true)}>
              {texts.exclureUnAgent}
            </Button>
          )
        }
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <Divider />
      <CardContent>
        {adding && (
          <ExcludeAgentForm
            agencyId={agencyId}
            excluded={new Set(agents.map((a) => a.agentId))}
            onAdd={onAdd}
            onClose={() => setAdding(false)}
            pending={add.isPending}
          />
        )}
        {query.isPending ? (
          <Stack sx={{ alignItems: 'center', py: 3 }}>
            <CircularProgress aria-label={texts.chargementDesAgentsExclus} />
          </Stack>
        ) : query.isError ? (
          <Alert severity="error">
            {texts.impossibleDeChargerLesAgentsExclus} {query.error.message}
          </Alert>
        ) : agents.length === 0 ? (
          <EmptyState icon={<PersonOffOutlinedIcon fontSize="inherit" />} title={texts.aucunAgentExclu} />
        ) : (
          <Stack
            component="ul"
            aria-label={texts.agentsExclusDuSite}
            divider={<Divider component="li" />}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {agents.map((exclusion) => (
              <Stack
                component="li"
                key={exclusion.agentId}
                aria-label={exclusion.fullname}
                direction="row"
                sx={{ py: 1.5, gap: 1, alignItems: 'center' }}
              >
                <Stack sx={{ flexGrow: 1, minWidth: 0 }} spacing={0.25}>
                  <Typography sx={{ fontWeight: 600 }}>{exclusion.fullname}</Typography>
                  {exclusion.reason && (
                    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {exclusion.reason}
                    </Typography>
                  )}
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {texts.excluLe(format.date(exclusion.createdAt))}
                  </Typography>
                </Stack>
                <Button
                  color="error"
                  aria-label={texts.retirerAgent(exclusion.fullname)}
                  onClick={() => onRemove(exclusion)}
                  disabled={remove.isPending}
                >
                  {texts.retirer}
                </Button>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
