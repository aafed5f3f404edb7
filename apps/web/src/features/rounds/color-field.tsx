import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tooltip from '@mui/material/Tooltip';
import { CHECKPOINT_VALIDATED_COLOR, checkpointColors } from '@securite/domain/rounds/checkpoint-schemas';
import { useId } from 'react';

import { texts } from './texts.ts';

function Swatch({ color, checked }: { color: string; checked: boolean }) {
  return (
    <Box
      sx={{
        width: 32,
        height: 32,
        borderRadius: '50%',
        bgcolor: color,
        display: 'grid',
        placeItems: 'center',
        color: '#fff',
        boxShadow: checked ? `0 0 0 3px #fff, 0 0 0 5px ${color}` : '0 0 0 1px rgba(0,0,0,0.2)',
      }}
    >
      {checked && <CheckIcon fontSize="small" />}
    </Box>
  );
}

/** The checkpoint's colour among the contract's palette: round swatches, one radio each (arrows move). */
export function ColorField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: string;
  onChange: (color: string) => void;
  disabled?: boolean;
  error?: string;
}) {
  const labelId = useId();
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormLabel id={labelId}>{texts.couleur}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value} onChange={(_, next) => onChange(next)} sx={{ gap: 0.5 }}>
        {checkpointColors.map((color) => (
          <Tooltip key={color.value} title={color.label}>
            <Radio
              value={color.value}
              icon={<Swatch color={color.value} checked={false} />}
              checkedIcon={<Swatch color={color.value} checked />}
              slotProps={{ input: { 'aria-label': color.label } }}
              sx={{ p: 0.75 }}
            />
          </Tooltip>
        ))}
      </RadioGroup>
      <FormHelperText sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mx: 0 }}>
        {error ?? (
          <>
            <Box
              component="span"
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: CHECKPOINT_VALIDATED_COLOR, flexShrink: 0 }}
            />
            {texts.leVertEstReserve}
          </>
        )}
      </FormHelperText>
    </FormControl>
  );
}
