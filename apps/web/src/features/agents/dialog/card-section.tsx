import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CNAPS_CARD_EXAMPLE, parseCnapsCardNumber } from '@securite/domain/agents/cnaps-card';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { FormDayField } from '../../../ui/form/form-day-field.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { texts } from '../texts.ts';
import type { AgentFormValues } from './agent-form-values.ts';
import { ExpirationsList } from './expirations-list.tsx';
import { LiveExpiration } from './live-expiration.tsx';

/** Carte professionnelle et certificats: the CNAPS card (CSI R612-13) and the dated certificates. */
export function CardSection({
  control,
  setValue,
  readOnly,
}: {
  control: Control<AgentFormValues>;
  setValue: UseFormSetValue<AgentFormValues>;
  readOnly: boolean;
}) {
  const [number, expiresAt] = useWatch({
    control,
    name: ['agentInfos.cnapsCardNumber', 'agentInfos.cnapsCardExpiresAt'],
  });
  // The card number carries its expiry date: offer it when the date is still empty.
  const fillExpiry = () => {
    const parsed = number ? parseCnapsCardNumber(number) : null;
    if (parsed && !expiresAt) setValue('agentInfos.cnapsCardExpiresAt', parsed.expiresAt, { shouldDirty: true });
  };
  return (
    <Stack spacing={3}>
      <Stack spacing={1.5}>
        <Typography variant="subtitle2" component="h3">
          {texts.carteProfessionnelleCnaps}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Box onBlur={fillExpiry} sx={{ flexGrow: 1 }}>
            <FormTextField
              control={control}
              name="agentInfos.cnapsCardNumber"
              label={texts.numeroDeCarteProfessionnelle}
              placeholder={CNAPS_CARD_EXAMPLE}
              helperText={texts.formatDuCnapsCnaps_card_example(CNAPS_CARD_EXAMPLE)}
              disabled={readOnly}
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            />
          </Box>
          <FormDayField
            control={control}
            name="agentInfos.cnapsCardExpiresAt"
            label={texts.dateDExpirationDe}
            disabled={readOnly}
            sx={{ maxWidth: { sm: 290 } }}
          />
        </Stack>
        <LiveExpiration day={expiresAt} kind="cnapsCard" />
        {!number && <Alert severity="info">{texts.unAgentNePeut}</Alert>}
      </Stack>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          {texts.certificatsEtDocuments}
        </Typography>
        <ExpirationsList control={control} category="regulatory" readOnly={readOnly} />
      </Stack>
    </Stack>
  );
}
