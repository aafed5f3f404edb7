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

import { texts } from '../texts.ts';

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
        <Section title={texts.agence}>
          <FormTextField control={control} name="name" label={texts.nomDeLAgence} required />
          <FormTextField control={control} name="email" label="E-mail" type="email" />
          <FormTextField control={control} name="phone" label={texts.telephone} />
          <FormTextField
            control={control}
            name="timezone"
            label={texts.fuseauHoraire}
            helperText={texts.europeParisOuAmerica}
          />
          <FormSwitch
            control={control}
            name="fake"
            label={texts.agenceDeDemonstration}
            helperText={texts.sesDonneesSontMarquees}
          />
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title={texts.adresse}>
          <AddressFields control={control} />
        </Section>
      </Grid>
      <Grid size={12}>
        <Section title={texts.limitesDeLAbonnement}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <FormNumberField
              control={control}
              name="agentsLimit"
              label={texts.fichesCollaborateurs}
              step={1}
              helperText={texts.videIllimite}
            />
            <FormNumberField
              control={control}
              name="accountsLimit"
              label={texts.comptesCollaborateurs}
              step={1}
              helperText={texts.videIllimite}
            />
            <FormNumberField control={control} name="freeAccounts" label={texts.comptesOfferts} step={1} />
          </Stack>
        </Section>
      </Grid>
    </Grid>
  );
}
