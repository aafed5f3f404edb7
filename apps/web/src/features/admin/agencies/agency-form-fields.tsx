import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminAgencySave, AdminAgencySaveInput } from '@securite/domain/admin/agency-save-schemas';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { AddressFields } from '../../../ui/form/address-fields.tsx';
import { FormNumberField } from '../../../ui/form/form-number-field.tsx';
import { FormSwitch } from '../../../ui/form/form-switch.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Stack spacing={2}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/** The form control of the agency's details; the new agency form's (which adds the owner) is passed as one. */
export type AgencyFieldsControl = Control<AdminAgencySaveInput, unknown, AdminAgencySave>;

/** The agency's details as platform staff edit them: contacts, address, time zone, limits, demo flag. */
export function AgencyFormFields({ control }: { control: AgencyFieldsControl }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title="Agence">
          <FormTextField control={control} name="name" label="Nom de l’agence" required />
          <FormTextField control={control} name="email" label="E-mail" type="email" />
          <FormTextField control={control} name="phone" label="Téléphone" />
          <FormTextField
            control={control}
            name="timezone"
            label="Fuseau horaire"
            helperText="Europe/Paris, ou America/Cayenne, Indian/Reunion… pour l’outre-mer."
          />
          <FormSwitch
            control={control}
            name="fake"
            label="Agence de démonstration"
            helperText="Ses données sont marquées « démo » : le filtre des données de test les sépare des réelles."
          />
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title="Adresse">
          <AddressFields control={control} />
        </Section>
      </Grid>
      <Grid size={12}>
        <Section title="Limites de l’abonnement">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <FormNumberField
              control={control}
              name="agentsLimit"
              label="Fiches collaborateurs"
              step={1}
              helperText="Vide : illimité"
            />
            <FormNumberField
              control={control}
              name="accountsLimit"
              label="Comptes collaborateurs"
              step={1}
              helperText="Vide : illimité"
            />
            <FormNumberField control={control} name="freeAccounts" label="Comptes offerts" step={1} />
          </Stack>
        </Section>
      </Grid>
    </Grid>
  );
}
