import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { FormDayField } from '../../../ui/form/form-day-field.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import type { AgentFormValues } from './agent-form-values.ts';

/** The dogs of a dog handler (agent cynophile): name, breed, identification, vaccination. */
export function DogsList({ control, readOnly }: { control: Control<AgentFormValues>; readOnly: boolean }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'agentInfos.dogs', keyName: 'key' });
  const dogs = useWatch({ control, name: 'agentInfos.dogs' }) ?? [];
  return (
    <Stack spacing={1.5}>
      {fields.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Aucun chien.
        </Typography>
      )}
      {fields.map((field, index) => {
        const name = dogs[index]?.name || `chien ${index + 1}`;
        return (
          <Paper key={field.key} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={`Chien « ${name} »`}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
              <FormTextField
                control={control}
                name={`agentInfos.dogs.${index}.name`}
                label="Nom du chien"
                size="small"
                disabled={readOnly}
              />
              <FormTextField
                control={control}
                name={`agentInfos.dogs.${index}.breed`}
                label="Race"
                size="small"
                disabled={readOnly}
              />
              <FormTextField
                control={control}
                name={`agentInfos.dogs.${index}.identificationNumber`}
                label="N° d’identification"
                size="small"
                disabled={readOnly}
              />
              <FormDayField
                control={control}
                name={`agentInfos.dogs.${index}.vaccinationExpiresAt`}
                label="Fin de vaccination"
                size="small"
                disabled={readOnly}
              />
              {!readOnly && (
                <IconButton
                  aria-label={`Retirer le chien « ${name} »`}
                  onClick={() => remove(index)}
                  sx={{ alignSelf: 'center' }}
                >
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
          onClick={() => append({ name: '', breed: '', identificationNumber: '', vaccinationExpiresAt: null })}
          sx={{ alignSelf: 'flex-start' }}
        >
          Ajouter un chien
        </Button>
      )}
    </Stack>
  );
}
