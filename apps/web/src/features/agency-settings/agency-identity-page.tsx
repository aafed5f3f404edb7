import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type AgencyIdentity,
  type AgencyIdentitySave,
  type AgencyIdentitySaveInput,
  type AgencySettingsNotice,
  agencySettingsNotices,
  zAgencyIdentitySave,
} from '@securite/domain/agency-settings/agency-identity';
import { messages } from '@securite/domain/errors/messages';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useSession } from '../../api/session.ts';
import { AddressFields } from '../../ui/form/address-fields.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { usePageLeaveGuard } from '../../ui/form/use-unsaved-guard.ts';
import { Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { AgencyLogoField } from './agency-logo-field.tsx';
import { useAgencyIdentity, useSaveAgencyIdentity } from './api/agency-identity.ts';

import { texts } from './texts.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Stack spacing={2}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/**
 * params/agency: the agency's identity (name, contacts, on-call number, address), the legal identities its documents
 * print (SIREN, VAT, CNAPS authorisation, shared with « Documents commerciaux ») and its logo. Opened with
 * ?notice=localisation (a payment that needs the address), it says what is missing.
 */
export function AgencyIdentityPage({ title }: { title: string }) {
  const { agencyId } = useSession();
  const [params] = useSearchParams();
  const asked = params.get('notice');
  const notice = asked && Object.hasOwn(agencySettingsNotices, asked) ? (asked as AgencySettingsNotice) : null;
  const query = useAgencyIdentity(agencyId as string);
  return (
    <Page title={title} subtitle={texts.lIdentiteDeL}>
      <QueryView
        query={query}
        loadingLabel={texts.chargementDesInformationsDe}
        errorText={messages.settingsUnavailable}
        empty={false}
        emptyState={null}
      >
        {query.data && <IdentityForm agencyId={agencyId as string} identity={query.data} notice={notice} />}
      </QueryView>
    </Page>
  );
}

function IdentityForm({
  agencyId,
  identity,
  notice,
}: {
  agencyId: string;
  identity: AgencyIdentity;
  notice: keyof typeof agencySettingsNotices | null;
}) {
  const save = useSaveAgencyIdentity(agencyId);
  const { control, handleSubmit, setError, formState, reset, getValues } = useForm<
    AgencyIdentitySaveInput,
    unknown,
    AgencyIdentitySave
  >({
    resolver: zodResolver(zAgencyIdentitySave),
    defaultValues: {
      name: identity.name,
      email: identity.email ?? '',
      phone: identity.phone ?? '',
      onCallNumber: identity.onCallNumber ?? '',
      address: {
        street: identity.address.street ?? '',
        complement: identity.address.complement ?? '',
        zipcode: identity.address.zipcode ?? '',
        city: identity.address.city ?? '',
        country: identity.address.country,
      },
      siren: identity.siren ?? '',
      vatNumber: identity.vatNumber ?? '',
      cnapsNumber: identity.cnapsNumber ?? '',
      logoFileId: identity.logo?.id ?? null,
    },
  });
  usePageLeaveGuard(formState.isDirty);
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError, reset, getValues },
    { fields: 'all', save: save.mutateAsync, success: messages.saved, unchanged: !formState.isDirty },
  );
  const logoFileId = useWatch({ control, name: 'logoFileId' });
  const showNotice = notice !== null && !identity.locationComplete;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        {showNotice && <Alert severity="warning">{agencySettingsNotices[notice]}</Alert>}
        {formError && <Alert severity="error">{formError}</Alert>}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={texts.agence}>
              <FormTextField control={control} name="name" label={texts.nomDeLAgence} required />
              <FormTextField control={control} name="email" label="E-mail" type="email" />
              <FormTextField control={control} name="phone" label={texts.telephone} />
              <FormTextField
                control={control}
                name="onCallNumber"
                label={texts.numeroDAstreinte}
                helperText={texts.joignableEnDehorsDes}
              />
              <Controller
                control={control}
                name="logoFileId"
                render={({ field }) => (
                  <AgencyLogoField
                    agencyId={agencyId}
                    fileId={field.value ?? null}
                    name={logoFileId === identity.logo?.id ? (identity.logo?.name ?? null) : null}
                    onChange={(file) => field.onChange(file?.id ?? null)}
                  />
                )}
              />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={texts.adresse}>
              <AddressFields control={control} />
            </Section>
          </Grid>
          <Grid size={12}>
            <Section title={texts.identifiantsLegaux}>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                <FormTextField control={control} name="siren" label="SIREN" />
                <FormTextField control={control} name="vatNumber" label="N° de TVA intracommunautaire" />
                <FormTextField control={control} name="cnapsNumber" label={texts.nDAutorisationD} />
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {texts.cesNumerosSontImprimes}
              </Typography>
            </Section>
          </Grid>
        </Grid>
        <div>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {texts.enregistrer}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
