import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SaveItemsRequest } from '@securite/domain/agents/badge-schemas';
import { type Control, useWatch } from 'react-hook-form';
import { FormDayField } from '../../../ui/form/form-day-field.tsx';
import { FormNumberField } from '../../../ui/form/form-number-field.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';

import { texts } from '../texts.ts';

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
  const label = useWatch({ control, name: `agentInfos.items.${index}.label` }) || texts.equipementValue(index + 1);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} aria-label={label}>
      {/* Two columns on a phone (the name on its own line), one row from md. */}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) 110px 200px auto' },
          '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        }}
      >
        <FormTextField
          control={control}
          name={`agentInfos.items.${index}.label`}
          label={texts.equipement}
          size="small"
          disabled={readOnly}
        />
        <FormTextField
          control={control}
          name={`agentInfos.items.${index}.reference`}
          label={texts.reference}
          size="small"
          disabled={readOnly}
        />
        <FormNumberField
          control={control}
          name={`agentInfos.items.${index}.quantity`}
          label={texts.quantite}
          size="small"
          step={1}
          disabled={readOnly}
        />
        <FormDayField
          control={control}
          name={`agentInfos.items.${index}.assignedAt`}
          label={texts.remisLe}
          size="small"
          disabled={readOnly}
        />
        {!readOnly && (
          <Stack direction="row" sx={{ alignSelf: 'center', justifySelf: 'end' }}>
            <IconButton aria-label={texts.monterLabel(label)} disabled={index === 0} onClick={() => onMove(index - 1)}>
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={texts.descendreLabel(label)}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton aria-label={texts.retirerLabel(label)} onClick={onRemove}>
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
