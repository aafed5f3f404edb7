import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import type { SiteFormInput } from './site-form-values.ts';

import { texts } from './texts.ts';

/** Notifications des consignes: who is told of a new instruction on the site. */
export function SiteNotifySection({ control }: { control: Control<SiteFormInput> }) {
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>{texts.aChaqueNouvelleConsigne}</Typography>
      <FormSwitch
        control={control}
        name="notifySiteInstructionAgents"
        label={texts.prevenirLesAgentsDu}
        helperText={texts.lesCollaborateursAffectesAu}
      />
      <FormSwitch
        control={control}
        name="notifySiteInstructionAdmins"
        label={texts.prevenirLesAdministrateurs}
        helperText={texts.leGerantEtLe}
      />
      <FormSwitch
        control={control}
        name="notifySiteInstructionCustomers"
        label={texts.prevenirLeClient}
        helperText={texts.lesUtilisateursDuClient}
      />
    </Stack>
  );
}
