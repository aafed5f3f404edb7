import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import type { SiteFormInput } from './site-form-values.ts';

/** Notifications des consignes: who is told of a new instruction on the site. */
export function SiteNotifySection({ control }: { control: Control<SiteFormInput> }) {
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>
        À chaque nouvelle consigne, une notification est envoyée aux personnes choisies ci-dessous (jamais à son
        auteur).
      </Typography>
      <FormSwitch
        control={control}
        name="notifySiteInstructionAgents"
        label="Prévenir les agents du site"
        helperText="Les collaborateurs affectés au site."
      />
      <FormSwitch
        control={control}
        name="notifySiteInstructionAdmins"
        label="Prévenir les administrateurs"
        helperText="Le gérant et le personnel qui gère les sites."
      />
      <FormSwitch
        control={control}
        name="notifySiteInstructionCustomers"
        label="Prévenir le client"
        helperText="Les utilisateurs du client du site."
      />
    </Stack>
  );
}
