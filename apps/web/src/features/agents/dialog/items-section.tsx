import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Agent, AgentItem } from '@securite/domain/agents/agent-schemas';
import { type SaveItemsRequest, zSaveItemsRequest } from '@securite/domain/agents/badge-schemas';
import { messages } from '@securite/domain/errors/messages';
import { todayIn } from '@securite/domain/time/calendar-day';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { HeldStockList } from '../../../shared/stock/held-stock-list.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';
import { useDownloadAgentItemsPdf } from '../api/get-agent-items-pdf.ts';
import { useSaveAgentItems } from '../api/save-agent-items.ts';
import { texts } from '../texts.ts';
import { ItemRow } from './item-row.tsx';

type ItemsOutput = z.output<typeof zSaveItemsRequest>;

function valuesOf(agentId: string, items: readonly AgentItem[]): SaveItemsRequest {
  const ordered = [...items].sort((a, b) => a.position - b.position);
  return {
    id: agentId,
    agentInfos: {
      id: agentId,
      items: ordered.map((item) => ({
        id: item.id,
        label: item.label,
        reference: item.reference ?? '',
        quantity: item.quantity,
        assignedAt: item.assignedAt,
      })),
    },
  };
}

/** The equipment list: its own save (POST items), in the order shown, and its PDF. */
function ItemsEditor({ agencyId, agent, readOnly }: { agencyId: string; agent: Agent; readOnly: boolean }) {
  const save = useSaveAgentItems(agencyId, agent.id);
  const pdf = useDownloadAgentItemsPdf(agencyId);
  const { control, handleSubmit, reset, formState } = useForm<SaveItemsRequest, unknown, ItemsOutput>({
    resolver: zodResolver(zSaveItemsRequest),
    defaultValues: valuesOf(agent.id, agent.agentInfos.items),
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'agentInfos.items', keyName: 'key' });
  const { isDirty } = formState;

  const onSave = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values.agentInfos.items);
      reset(valuesOf(agent.id, saved.data));
      notify.success(messages.saved);
    } catch {
      // The HTTP client showed the error.
    }
  });

  return (
    <Stack
      spacing={1.5}
      // Enter in an item field must not save the whole record (the agent form around).
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') event.preventDefault();
      }}
    >
      {fields.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {texts.aucunEquipementAttribue}
        </Typography>
      )}
      <Stack component="ol" spacing={1.5} aria-label={texts.equipements} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fields.map((field, index) => (
          <ItemRow
            key={field.key}
            control={control}
            index={index}
            count={fields.length}
            readOnly={readOnly}
            onMove={(to) => move(index, to)}
            onRemove={() => remove(index)}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        {!readOnly && (
          <Button
            startIcon={<AddIcon />}
            onClick={() => append({ label: '', reference: '', quantity: 1, assignedAt: todayIn('Europe/Paris') })}
          >
            {texts.ajouterUnEquipement}
          </Button>
        )}
        <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' } }}>
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfIcon />}
            onClick={() => pdf.mutate(agent.id)}
            loading={pdf.isPending}
            disabled={isDirty}
            title={isDirty ? texts.enregistrezLEquipementAvant : undefined}
          >
            {texts.telechargerLePdf}
          </Button>
          {!readOnly && (
            <Button
              variant="contained"
              startIcon={<SaveIcon />}
              onClick={onSave}
              loading={save.isPending}
              disabled={!isDirty}
            >
              {texts.enregistrerLEquipement}
            </Button>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}

/** Équipement: for a saved record only, since the list is saved on its own; then the stock it holds. */
export function ItemsSection({
  agencyId,
  agent,
  readOnly,
  stockSimplified,
}: {
  agencyId: string;
  agent: Agent | null;
  readOnly: boolean;
  /** Given by the page that opened the dialog: the dialogs live outside the session's provider. */
  stockSimplified: boolean;
}) {
  if (!agent) {
    return <Alert severity="info">{texts.enregistrezDAbordLa}</Alert>;
  }
  return (
    <Stack spacing={3}>
      <ItemsEditor key={agent.id} agencyId={agencyId} agent={agent} readOnly={readOnly} />
      {/* The catalogue's equipment handed to the agent (stocksAssignments), unless the stock is the list above. */}
      {!stockSimplified && (
        <HeldStockList agencyId={agencyId} holder={{ agentId: agent.id }} title={texts.materielDuStock} />
      )}
    </Stack>
  );
}
