import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExpirationKind, expirationKindLabels, expirationKinds } from '@securite/domain/agents/agent-types';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { FormDayField } from '../../../ui/form/form-day-field.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import type { AgentFormValues } from './agent-form-values.ts';
import { LiveExpiration } from './live-expiration.tsx';

const otherKinds = expirationKinds.filter((kind) => kind !== ExpirationKind.Contract);

/**
 * The agent's dated documents of one category: certificates and other documents, or work contracts. Both tabs
 * edit the same list (the server replaces it whole), each showing its own kinds.
 */
export function ExpirationsList({
  control,
  category,
  readOnly,
}: {
  control: Control<AgentFormValues>;
  category: 'regulatory' | 'contracts';
  readOnly: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'agentInfos.expirations', keyName: 'key' });
  const values = useWatch({ control, name: 'agentInfos.expirations' }) ?? [];
  const isContract = (kind: unknown) => kind === ExpirationKind.Contract;
  const shown = fields
    .map((field, index) => ({ field, index }))
    .filter(({ index }) => isContract(values[index]?.kind) === (category === 'contracts'));
  const noun = category === 'contracts' ? 'contrat' : 'document';

  return (
    <Stack spacing={1.5}>
      {shown.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {category === 'contracts' ? 'Aucune échéance de contrat.' : 'Aucun certificat ni document daté.'}
        </Typography>
      )}
      {shown.map(({ field, index }) => {
        const label = values[index]?.label || `${noun} ${index + 1}`;
        return (
          <Paper key={field.key} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={`Échéance « ${label} »`}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
              {category === 'regulatory' && (
                <FormTextField
                  control={control}
                  name={`agentInfos.expirations.${index}.kind`}
                  label="Type"
                  select
                  size="small"
                  disabled={readOnly}
                  sx={{ minWidth: 190 }}
                >
                  {otherKinds.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {expirationKindLabels[kind]}
                    </MenuItem>
                  ))}
                </FormTextField>
              )}
              <FormTextField
                control={control}
                name={`agentInfos.expirations.${index}.label`}
                label="Intitulé"
                size="small"
                disabled={readOnly}
              />
              <FormTextField
                control={control}
                name={`agentInfos.expirations.${index}.number`}
                label="Numéro"
                size="small"
                disabled={readOnly}
              />
              <FormDayField
                control={control}
                name={`agentInfos.expirations.${index}.expiresAt`}
                label={category === 'contracts' ? 'Date de fin' : 'Date d’expiration'}
                size="small"
                disabled={readOnly}
              />
            </Stack>
            <Stack direction="row" sx={{ mt: 1, alignItems: 'center', minHeight: 40 }}>
              <LiveExpiration day={values[index]?.expiresAt} />
              <Box sx={{ flexGrow: 1 }} />
              {!readOnly && (
                <IconButton aria-label={`Retirer l’échéance « ${label} »`} onClick={() => remove(index)}>
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
          </Paper>
        );
      })}
      {!readOnly && (
        <Button
          startIcon={<AddIcon />}
          onClick={() =>
            append({
              kind: category === 'contracts' ? ExpirationKind.Contract : ExpirationKind.Certificate,
              label: category === 'contracts' ? 'Contrat de travail' : '',
              number: '',
              expiresAt: '',
            })
          }
          sx={{ alignSelf: 'flex-start' }}
        >
          {category === 'contracts' ? 'Ajouter une échéance de contrat' : 'Ajouter un certificat ou un document'}
        </Button>
      )}
    </Stack>
  );
}
