import MenuItem from '@mui/material/MenuItem';
import { ExpirationKind, expirationKindLabels, expirationKinds } from '@securite/domain/agents/agent-types';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { FormDayField } from '../../../ui/form/form-day-field.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { RepeatedRows } from '../../../ui/form/repeated-rows.tsx';
import { texts } from '../texts.ts';
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

  const labelOf = (index: number) => values[index]?.label || `${noun} ${index + 1}`;
  return (
    <RepeatedRows
      rows={shown.map(({ field, index }) => ({ key: field.key, index }))}
      readOnly={readOnly}
      emptyText={category === 'contracts' ? texts.aucuneEcheanceDeContrat : texts.aucunCertificatNiDocument}
      rowLabel={(index) => texts.echeanceValue(labelOf(index))}
      removeLabel={(index) => texts.retirerLEcheanceValue(labelOf(index))}
      onRemove={remove}
      fields={(index) => (
        <>
          {category === 'regulatory' && (
            <FormTextField
              control={control}
              name={`agentInfos.expirations.${index}.kind`}
              label={texts.type}
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
            label={texts.intitule}
            size="small"
            disabled={readOnly}
          />
          <FormTextField
            control={control}
            name={`agentInfos.expirations.${index}.number`}
            label={texts.numero}
            size="small"
            disabled={readOnly}
          />
          <FormDayField
            control={control}
            name={`agentInfos.expirations.${index}.expiresAt`}
            label={category === 'contracts' ? texts.dateDeFin : texts.dateDExpiration}
            size="small"
            disabled={readOnly}
          />
        </>
      )}
      footer={(index) => <LiveExpiration day={values[index]?.expiresAt} />}
      addLabel={category === 'contracts' ? texts.ajouterUneEcheanceDe : texts.ajouterUnCertificatOu}
      onAdd={() =>
        append({
          kind: category === 'contracts' ? ExpirationKind.Contract : ExpirationKind.Certificate,
          label: category === 'contracts' ? texts.contratDeTravail : '',
          number: '',
          expiresAt: '',
        })
      }
    />
  );
}
