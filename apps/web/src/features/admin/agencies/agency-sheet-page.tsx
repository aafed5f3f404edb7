import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  type AdminAgencyCreateFormInput,
  type AdminAgencyCreateFormValues,
  type AdminAgencySave,
  type AdminAgencySaveInput,
  agencyCreateOf,
  zAdminAgencyCreateForm,
  zAdminAgencySave,
} from '@securite/domain/admin/agency-save-schemas';
import type { AdminAgencyDetail } from '@securite/domain/admin/agency-schemas';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSession } from '../../../api/session.ts';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../../ui/form/use-form-submit.ts';
import { usePageLeaveGuard } from '../../../ui/form/use-unsaved-guard.ts';
import { Page } from '../../../ui/page.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { type AgencyFieldsControl, AgencyFormFields, Section } from './agency-form-fields.tsx';
import { AgencySheetActions } from './agency-sheet-actions.tsx';
import { useAdminAgency, useCreateAgency, useUpdateAgency } from './api/agency-sheet.ts';
import { AuditLogList } from './audit-log-list.tsx';

export interface AgencySheetHrefs {
  list: string;
  dashboard: string;
  sheet: (id: string) => string;
}

const emptyValues: AdminAgencyCreateFormInput = {
  name: '',
  email: '',
  phone: '',
  address: { street: '', complement: '', zipcode: '', city: '', country: 'France' },
  timezone: 'Europe/Paris',
  agentsLimit: null,
  accountsLimit: null,
  freeAccounts: 0,
  fake: false,
  owner: { email: '', firstname: '', lastname: '' },
};

const valuesOf = (agency: AdminAgencyDetail): AdminAgencySaveInput => ({
  name: agency.name,
  email: agency.email ?? '',
  phone: agency.phone ?? '',
  address: {
    street: agency.address.street ?? '',
    complement: agency.address.complement ?? '',
    zipcode: agency.address.zipcode ?? '',
    city: agency.address.city ?? '',
    country: agency.address.country ?? 'France',
  },
  timezone: agency.timezone,
  agentsLimit: agency.agentsLimit,
  accountsLimit: agency.accountsLimit,
  freeAccounts: agency.freeAccounts,
  fake: agency.fake,
});

/** agencyAdmin/:id?: a new agency (with its owner), or an agency's sheet: details, actions and audit log. */
export function AgencySheetPage({ id, hrefs }: { id: string | null; hrefs: AgencySheetHrefs }) {
  const navigate = useNavigate();
  const back = (
    <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(hrefs.list)}>
      Agences
    </Button>
  );
  if (!id) {
    return (
      <Page title="Nouvelle agence" subtitle="L’agence, ses limites et son gérant, invité par e-mail." actions={back}>
        <CreateAgencyForm onCreated={(created) => navigate(hrefs.sheet(created), { replace: true })} />
      </Page>
    );
  }
  return <ExistingAgency id={id} hrefs={hrefs} back={back} />;
}

function ExistingAgency({ id, hrefs, back }: { id: string; hrefs: AgencySheetHrefs; back: React.ReactNode }) {
  const query = useAdminAgency(id);
  const { platformRole } = useSession();
  const admin = platformRole === 'admin' || platformRole === 'superAdmin';
  return (
    <Page
      title={query.data?.name ?? 'Fiche agence'}
      subtitle="Coordonnées, limites et journal de l’agence."
      actions={back}
    >
      <QueryView
        query={query}
        loadingLabel="Chargement de l’agence"
        errorText="Impossible de charger l’agence. Vérifiez votre connexion et réessayez."
        empty={false}
        emptyState={null}
      >
        {query.data && (
          <Stack spacing={2}>
            <AgencySheetActions agency={query.data} admin={admin} dashboardHref={hrefs.dashboard} />
            <EditAgencyForm key={query.data.updatedAt} agency={query.data} />
            {admin && (
              <Section title="Journal d’audit">
                <AuditLogList agencyId={id} bare />
              </Section>
            )}
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}

function CreateAgencyForm({ onCreated }: { onCreated: (id: string) => void }) {
  const create = useCreateAgency();
  const { control, handleSubmit, setError, reset, getValues, formState } = useForm<
    AdminAgencyCreateFormInput,
    unknown,
    AdminAgencyCreateFormValues
  >({
    resolver: zodResolver(zAdminAgencyCreateForm),
    defaultValues: emptyValues,
  });
  usePageLeaveGuard(formState.isDirty);
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError, reset, getValues },
    {
      fields: 'all',
      save: (values) => create.mutateAsync(agencyCreateOf(values)),
      success: (created) =>
        created.ownerInvited
          ? `L’agence ${created.name} est créée ; son gérant a reçu une invitation par e-mail.`
          : `L’agence ${created.name} est créée.`,
      onSaved: (created) => onCreated(created.id),
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        {formError && <Alert severity="error">{formError}</Alert>}
        {/* The agency's fields are the same in both forms; this one adds the owner's. */}
        <AgencyFormFields control={control as unknown as AgencyFieldsControl} />
        <Section title="Gérant (facultatif)">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <FormTextField control={control} name="owner.email" label="E-mail du gérant" type="email" />
            <FormTextField control={control} name="owner.firstname" label="Prénom" />
            <FormTextField control={control} name="owner.lastname" label="Nom" />
          </Stack>
        </Section>
        <div>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Créer l’agence
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function EditAgencyForm({ agency }: { agency: AdminAgencyDetail }) {
  const update = useUpdateAgency(agency.id);
  const { control, handleSubmit, setError, formState, reset, getValues } = useForm<
    AdminAgencySaveInput,
    unknown,
    AdminAgencySave
  >({
    resolver: zodResolver(zAdminAgencySave),
    defaultValues: valuesOf(agency),
  });
  usePageLeaveGuard(formState.isDirty);
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError, reset, getValues },
    {
      fields: 'all',
      save: update.mutateAsync,
      success: 'Vos modifications ont été enregistrées avec succès',
      unchanged: !formState.isDirty,
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <AgencyFormFields control={control} />
        <div>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Enregistrer
          </Button>
        </div>
      </Stack>
    </form>
  );
}
