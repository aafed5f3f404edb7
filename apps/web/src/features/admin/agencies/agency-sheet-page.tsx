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
import { texts } from '../texts.ts';
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
  address: { street: '', complement: '', zipcode: '', city: '', country: texts.france },
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
    country: agency.address.country ?? texts.france,
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
      {texts.agences}
    </Button>
  );
  if (!id) {
    return (
      <Page title={texts.nouvelleAgence} subtitle={texts.lAgenceSesLimites} actions={back}>
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
    <Page title={query.data?.name ?? texts.ficheAgence} subtitle={texts.coordonneesLimitesEtJournal} actions={back}>
      <QueryView
        query={query}
        loadingLabel={texts.chargementDeLAgence}
        errorText={texts.impossibleDeChargerL}
        empty={false}
        emptyState={null}
      >
        {query.data && (
          <Stack spacing={2}>
            <AgencySheetActions agency={query.data} admin={admin} dashboardHref={hrefs.dashboard} />
            <EditAgencyForm key={query.data.updatedAt} agency={query.data} />
            {admin && (
              <Section title={texts.journalDAudit}>
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
        created.ownerInvited ? texts.lAgenceEstName(created.name) : texts.lAgenceEstName2(created.name),
      onSaved: (created) => onCreated(created.id),
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        {formError && <Alert severity="error">{formError}</Alert>}
        {/* The agency's fields are the same in both forms; this one adds the owner's. */}
        <AgencyFormFields control={control as unknown as AgencyFieldsControl} />
        <Section title={texts.gerantFacultatif}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <FormTextField control={control} name="owner.email" label={texts.eMailDuGerant} type="email" />
            <FormTextField control={control} name="owner.firstname" label={texts.prenom} />
            <FormTextField control={control} name="owner.lastname" label={texts.nom} />
          </Stack>
        </Section>
        <div>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {texts.creerLAgence}
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
      success: texts.vosModificationsOntEte,
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
            {texts.enregistrer}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
