import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Agent } from '@securite/domain/agents/agent-schemas';
import { formatIndividualNumber } from '@securite/domain/agents/individual-number';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { AddressFields } from '../../../ui/form/address-fields.tsx';
import { FormDayField } from '../../../ui/form/form-day-field.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { texts } from '../texts.ts';
import type { AgentFormValues } from './agent-form-values.ts';
import { PhotoField } from './photo-field.tsx';

const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const;

/** Identité: the photo, names, contact, birth, address, registration number and comments. */
export function IdentitySection({
  control,
  agencyId,
  agent,
  readOnly,
  canEdit,
}: {
  control: Control<AgentFormValues>;
  agencyId: string;
  agent: Agent | null;
  readOnly: boolean;
  /** The photo is saved on its own, with the right to edit agents. */
  canEdit: boolean;
}) {
  const registrationNumber = useWatch({ control, name: 'agentInfos.registrationNumber' });
  const disabled = readOnly;
  return (
    <Stack spacing={2}>
      {agent && <PhotoField agencyId={agencyId} agent={agent} canChange={canEdit} />}
      <Stack {...row}>
        <FormTextField
          control={control}
          name="firstname"
          label={texts.prenom}
          required
          disabled={disabled}
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="lastname"
          label={texts.nom}
          required
          disabled={disabled}
          autoComplete="off"
        />
      </Stack>
      <Stack {...row}>
        <FormTextField
          control={control}
          name="email"
          label={texts.adresseEMail}
          type="email"
          disabled={disabled}
          helperText={texts.necessairePourActiverSon}
        />
        <FormTextField control={control} name="phone" label={texts.telephone} type="tel" disabled={disabled} />
      </Stack>
      <Stack {...row}>
        <FormDayField control={control} name="agentInfos.birthDate" label={texts.dateDeNaissance} disabled={disabled} />
        <FormTextField
          control={control}
          name="agentInfos.birthPlace"
          label={texts.lieuDeNaissance}
          disabled={disabled}
        />
        <FormTextField control={control} name="agentInfos.nationality" label={texts.nationalite} disabled={disabled} />
      </Stack>
      <Typography variant="subtitle2" component="h3">
        {texts.adresse}
      </Typography>
      <AddressFields control={control} disabled={disabled} />
      <Typography variant="subtitle2" component="h3">
        {texts.matricule}
      </Typography>
      <Stack {...row} sx={{ alignItems: { sm: 'center' } }}>
        <FormTextField
          control={control}
          name="agentInfos.registrationNumber"
          label={texts.matricule}
          disabled={disabled}
        />
        <Controller
          control={control}
          name="agentInfos.generateRegistrationNumber"
          render={({ field }) => (
            <FormControlLabel
              sx={{ flexShrink: 0 }}
              disabled={disabled || !!registrationNumber}
              control={<Checkbox checked={!!field.value} onChange={(_, checked) => field.onChange(checked)} />}
              label={texts.attribuerLeProchainMatricule}
            />
          )}
        />
      </Stack>
      {agent && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {texts.numeroIndividuelDuBadge} {formatIndividualNumber(agent.agentInfos.individualNumber)}
        </Typography>
      )}
      <FormTextField
        control={control}
        name="agentInfos.comments"
        label={texts.commentaires}
        multiline
        minRows={2}
        disabled={disabled}
      />
    </Stack>
  );
}
