import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  alwaysBlockingErrors,
  type PlanningErrorType,
  planningErrorLabels,
  planningErrorTypes,
} from '@securite/domain/planning/planning-errors';

import { texts } from '../texts.ts';

export const ALWAYS_BLOCKING_CAPTION = texts.toujoursBloquantObligationLegale;
/** Why a check is always blocking when the law is not the reason: the agency decided it on the site's record. */
export const ALWAYS_BLOCKING_CAPTIONS: Partial<Record<PlanningErrorType, string>> = {
  siteExcluded: texts.toujoursBloquantExclusionDuSite,
};

/**
 * Which planning checks refuse a save (the others ask for confirmation): one switch per check; the ones the law or
 * the database impose are on and cannot be turned off.
 */
export function BlockingErrorsField({
  value,
  onChange,
}: {
  value: readonly PlanningErrorType[];
  onChange: (next: PlanningErrorType[]) => void;
}) {
  const toggle = (type: PlanningErrorType, on: boolean) =>
    onChange(planningErrorTypes.filter((t) => (t === type ? on : value.includes(t))));
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {planningErrorTypes.map((type) => {
        const always = alwaysBlockingErrors.includes(type);
        const label = planningErrorLabels[type];
        const captionId = `bloquant-${type}`;
        return (
          <Stack
            component="li"
            key={type}
            direction="row"
            sx={{
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              px: 1.5,
              py: 0.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              minHeight: 56,
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography>{label}</Typography>
              {always && (
                <Typography id={captionId} variant="caption" sx={{ color: 'text.secondary' }}>
                  {ALWAYS_BLOCKING_CAPTIONS[type] ?? ALWAYS_BLOCKING_CAPTION}
                </Typography>
              )}
            </Box>
            <FormControlLabel
              // On a phone the word would squeeze the check's name onto four lines; the switch keeps its name.
              sx={{ mr: 0, flexShrink: 0, '& .MuiFormControlLabel-label': { display: { xs: 'none', sm: 'block' } } }}
              labelPlacement="start"
              label={texts.bloquant}
              control={
                <Switch
                  checked={always || value.includes(type)}
                  disabled={always}
                  onChange={(_, on) => toggle(type, on)}
                  slotProps={{
                    input: { 'aria-label': `${label} : bloquant`, 'aria-describedby': always ? captionId : undefined },
                  }}
                />
              }
            />
          </Stack>
        );
      })}
    </Box>
  );
}
