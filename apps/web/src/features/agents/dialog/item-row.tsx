import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SaveItemsRequest } from '@securite/domain/agents/badge-schemas';
import { type Control, useWatch } from 'react-hook-form';
import { FormDayField } from '../../../ui/form/form-day-field.tsx';
import { FormNumberField } from '../../../ui/form/form-number-field.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';

/** One item of the equipment list, with its order and remove buttons. */
export function ItemRow({
  control,
  index,
  count,
  readOnly,
  onMove,
  onRemove,
}: {
  control: Control<SaveItemsRequest>;
  index: number;
  count: number;
  readOnly: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const label = useWatch({ control, name: `agentInfos.items.${index}.label` }) || `équipement ${index + 1}`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} aria-label={label}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
        <FormTextField
          control={control}
          name={`agentInfos.items.${index}.label`}
          label="Équipement"
          size="small"
          disabled={readOnly}
        />
        <FormTextField
          control={control}
          name={`agentInfos.items.${index}.reference`}
          label="Référence"
          size="small"
          disabled={readOnly}
          sx={{ maxWidth: { md: 160 } }}
        />
        <FormNumberField
          control={control}
          name={`agentInfos.items.${index}.quantity`}
          label="Quantité"
          size="small"
          step={1}
          disabled={readOnly}
          sx={{ maxWidth: { md: 110 } }}
        />
        <FormDayField
          control={control}
          name={`agentInfos.items.${index}.assignedAt`}
          label="Remis le"
          size="small"
          disabled={readOnly}
          sx={{ maxWidth: { md: 200 } }}
        />
        {!readOnly && (
          <Stack direction="row" sx={{ alignSelf: { xs: 'flex-end', md: 'center' } }}>
            <IconButton aria-label={`Monter « ${label} »`} disabled={index === 0} onClick={() => onMove(index - 1)}>
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Descendre « ${label} »`}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton aria-label={`Retirer « ${label} »`} onClick={onRemove}>
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
