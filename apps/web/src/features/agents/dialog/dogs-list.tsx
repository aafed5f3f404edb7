import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { FormDayField } from '../../../ui/form/form-day-field.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { RepeatedRows } from '../../../ui/form/repeated-rows.tsx';
import { texts } from '../texts.ts';
import type { AgentFormValues } from './agent-form-values.ts';

/** The dogs of a dog handler (agent cynophile): name, breed, identification, vaccination. */
export function DogsList({ control, readOnly }: { control: Control<AgentFormValues>; readOnly: boolean }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'agentInfos.dogs', keyName: 'key' });
  const dogs = useWatch({ control, name: 'agentInfos.dogs' }) ?? [];
  const nameOf = (index: number) => dogs[index]?.name || `chien ${index + 1}`;
  return (
    <RepeatedRows
      rows={fields.map((field, index) => ({ key: field.key, index }))}
      readOnly={readOnly}
      emptyText={texts.aucunChien}
      rowLabel={(index) => texts.chienValue(nameOf(index))}
      removeLabel={(index) => texts.retirerLeChienValue(nameOf(index))}
      onRemove={remove}
      fields={(index) => (
        <>
          <FormTextField
            control={control}
            name={`agentInfos.dogs.${index}.name`}
            label={texts.nomDuChien}
            size="small"
            disabled={readOnly}
          />
          <FormTextField
            control={control}
            name={`agentInfos.dogs.${index}.breed`}
            label={texts.race}
            size="small"
            disabled={readOnly}
          />
          <FormTextField
            control={control}
            name={`agentInfos.dogs.${index}.identificationNumber`}
            label={texts.nDIdentification}
            size="small"
            disabled={readOnly}
          />
          <FormDayField
            control={control}
            name={`agentInfos.dogs.${index}.vaccinationExpiresAt`}
            label={texts.finDeVaccination}
            size="small"
            disabled={readOnly}
          />
        </>
      )}
      addLabel={texts.ajouterUnChien}
      onAdd={() => append({ name: '', breed: '', identificationNumber: '', vaccinationExpiresAt: null })}
    />
  );
}
