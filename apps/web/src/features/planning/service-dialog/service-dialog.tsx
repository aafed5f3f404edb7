import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type BatchIssue,
  type PlanningService,
  type ServiceSeriesScope,
  serviceMessages,
} from '@securite/domain/planning/service-schemas';
import { isServiceEditable, type ServiceStatus } from '@securite/domain/planning/service-status';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { checkAllPlanningErrors } from '../../../shared/planning/api/check-planning-errors.ts';
import { useSaveServicesBatch } from '../../../shared/planning/api/save-services-batch.ts';
import { CheckResults, useDryRun } from '../../../shared/planning/check-results.tsx';
import { PlanningDialogActions, PlanningDialogLoading } from '../../../shared/planning/planning-dialog-parts.tsx';
import type { DialogControls } from '../../../ui/dialogs/dialog-store.ts';
import { FormDialog, useReportDirty } from '../../../ui/form/form-dialog.tsx';
import { plannedAgents, useAllAgents } from '../../agents/public.ts';
import { useAllSites } from '../../sites/public.ts';
import { countServiceSeries } from '../api/count-service-series.ts';
import { useService } from '../api/get-service.ts';
import { type BatchPlan, runBatch } from '../batch/run-batch.ts';
import { serviceEndDialog } from '../service-end/service-end-dialog-handle.ts';
import { texts } from '../texts.ts';
import { RecurrenceSection } from './recurrence-section.tsx';
import { SeriesChoice } from './series-choice.tsx';
import { seriesPlanOf, withSeriesScope } from './series-plan.ts';
import { ServiceFields } from './service-fields.tsx';
import {
  checkedDraftOf,
  occurrencesOf,
  planOf,
  type ServiceFormContext,
  type ServiceFormValues,
  type ServicePrefill,
  serviceFormSchema,
  serviceFormValues,
} from './service-form.ts';
import { ServiceRoundsFields } from './service-rounds-fields.tsx';

export interface ServiceDialogProps {
  agencyId: string;
  /** The agency's time zone: days and times are read and written in it. */
  timeZone: string;
  /** The service to edit (its id; `service` shows the grid's copy while the server's comes). */
  serviceId?: string | null;
  service?: PlanningService | null;
  /** A new service's site, agent and day (the cell clicked). */
  prefill?: ServicePrefill | null;
  /** Agents can be picked only with a right to read them; otherwise a new service stays unassigned. */
  readsAgents: boolean;
  /** services.edit: save changes to an existing service, delete it. */
  canEdit: boolean;
  /** Told of the services a refused save was about, to show them in the conflict colour. */
  onConflicts?: (ids: string[]) => void;
}

/** `conflicts`: services saved despite warnings. */
export type ServiceDialogResult = { conflicts: string[] };

type Props = ServiceDialogProps & DialogControls<ServiceDialogResult>;

function ServiceForm({ service, titleId, ...props }: Props & { service: PlanningService | null; titleId: string }) {
  const { agencyId, timeZone, close } = props;
  const save = useSaveServicesBatch(agencyId);
  const sites = useAllSites(agencyId);
  const agents = useAllAgents(agencyId, plannedAgents, props.readsAgents);
  const [busy, setBusy] = useState(false);
  const editable = !service || (props.canEdit && isServiceEditable(service.status as ServiceStatus));
  // « Appliquer à » for a service of a repetition; any other service is saved and deleted alone.
  const inSeries = Boolean(service?.recurrenceId) && editable;
  const [scope, setScope] = useState<ServiceSeriesScope>('one');
  const seriesScope: ServiceSeriesScope = inSeries ? scope : 'one';

  const siteOptions = useMemo(() => {
    const list = (sites.data ?? []).map((s) => ({ id: s.id, name: s.name, zipcode: s.address.zipcode }));
    if (service?.site && !list.some((s) => s.id === service.site?.id)) list.unshift({ ...service.site, zipcode: '' });
    return list;
  }, [sites.data, service]);
  const agentOptions = useMemo(() => {
    if (!props.readsAgents) return null;
    const list = (agents.data?.data ?? []).map((a) => ({ id: a.id, name: a.fullname }));
    if (service?.agent && !list.some((a) => a.id === service.agent?.id))
      list.unshift({ id: service.agent.id, name: service.agent.fullname });
    return list;
  }, [agents.data, props.readsAgents, service]);
  const specialties = useMemo(() => {
    const all = new Set([...(agents.data?.specialties ?? []), ...(sites.data ?? []).flatMap((s) => s.specialties)]);
    return [...all].sort((a, b) => a.localeCompare(b, 'fr'));
  }, [agents.data, sites.data]);

  const context = useMemo<ServiceFormContext>(
    () => ({
      timeZone,
      service,
      zipcodeOf: (siteId) => siteOptions.find((s) => s.id === siteId)?.zipcode,
    }),
    [timeZone, service, siteOptions],
  );
  const [initial] = useState(() => serviceFormValues(service, props.prefill ?? null, timeZone));
  const resolver = useMemo(() => zodResolver(serviceFormSchema(context)), [context]);
  const { control, handleSubmit, formState } = useForm<ServiceFormValues>({ resolver, defaultValues: initial });
  useReportDirty(formState.isDirty);
  const dryRun = useDryRun(agencyId);
  // A save refused for blocking errors: listed beside the occurrences in the form, which stays usable.
  const [blocked, setBlocked] = useState<{ values: ServiceFormValues; issues: BatchIssue[] } | null>(null);
  const [checked, setChecked] = useState<ServiceFormValues | null>(null);

  const run = async (
    prepare: () => Promise<BatchPlan>,
    precheck?: () => Promise<BatchIssue[]>,
    values?: ServiceFormValues,
  ) => {
    setBusy(true);
    try {
      // Counting the following services may fail (the client shows why): nothing is then asked or saved.
      const plan = await prepare().catch(() => null);
      if (!plan) return;
      const outcome = await runBatch(save.mutateAsync, plan, timeZone, precheck, { inline: values !== undefined });
      if (outcome.status === 'saved') close({ conflicts: outcome.conflicts });
      if (outcome.status === 'blocked') {
        if (values) setBlocked({ values, issues: outcome.issues });
        if (outcome.conflicts.length) props.onConflicts?.(outcome.conflicts);
      }
    } finally {
      setBusy(false);
    }
  };
  /** The creation less the occurrences a blocking error names (skipStartAts): the others in one repetition. */
  const withoutBlocked = (values: ServiceFormValues, issues: readonly BatchIssue[]) => {
    const planned = occurrencesOf(values, context);
    const skip = planned.filter((o) =>
      issues.some((i) => i.blocking && Date.parse(i.startAt) === Date.parse(o.startAt)),
    );
    return { skipStartAts: skip.map((o) => o.startAt), left: planned.length - skip.length };
  };
  const createTheOthers = (values: ServiceFormValues, issues: readonly BatchIssue[]) => {
    const { skipStartAts, left } = withoutBlocked(values, issues);
    const draft = { ...checkedDraftOf(values, context), skipStartAts };
    return run(
      async () => ({
        kind: 'create',
        drafts: [{ ...planOf(values, initial, context).drafts[0], skipStartAts }],
        count: left * (values.nbAgents ?? 1),
      }),
      () => checkAllPlanningErrors(agencyId, [draft], { quiet: true }),
      values,
    );
  };
  const count = (draft: Parameters<typeof countServiceSeries>[1]) => countServiceSeries(agencyId, draft);
  const onSubmit = handleSubmit((values) => {
    setBlocked(null);
    return run(
      () => seriesPlanOf(planOf(values, initial, context), seriesScope, count),
      // The blocking checks run before « Créer 1 service(s) ? » is asked, not after the user said yes.
      () =>
        checkAllPlanningErrors(agencyId, [withSeriesScope(checkedDraftOf(values, context), seriesScope)], {
          quiet: true,
        }),
      values,
    );
  });
  const onCheck = handleSubmit((values) => {
    setBlocked(null);
    setChecked(values);
    return dryRun.check([withSeriesScope(checkedDraftOf(values, context), seriesScope)]);
  });
  const others = blocked && !service ? withoutBlocked(blocked.values, blocked.issues).left : 0;
  const onDelete = () =>
    service &&
    run(() =>
      seriesPlanOf(
        { kind: 'delete', drafts: [{ key: service.id, id: service.id, delete: true }], count: 1 },
        seriesScope,
        count,
      ),
    );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        {service && !isServiceEditable(service.status as ServiceStatus) && (
          <Alert
            severity="info"
            sx={{ mb: 2, alignItems: 'center' }}
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => void serviceEndDialog.open({ agencyId, serviceId: service.id })}
              >
                {texts.voirLaFinDe}
              </Button>
            }
          >
            {texts.leServiceEstTermine}
          </Alert>
        )}
        <ServiceFields
          control={control}
          sites={siteOptions}
          agents={agentOptions}
          specialties={specialties}
          creating={!service}
          disabled={!editable}
        />
        {/* Who creates (services.create) or edits (services.edit) services may list the site's rounds. */}
        <ServiceRoundsFields
          control={control}
          agencyId={agencyId}
          reads={!service || props.canEdit}
          disabled={!editable}
        />
        {!service && (
          <>
            <Divider sx={{ my: 3 }} />
            <RecurrenceSection control={control} context={context} />
          </>
        )}
        {inSeries && <SeriesChoice value={scope} onChange={setScope} disabled={busy} />}
        {blocked ? (
          <CheckResults
            state={{ status: 'done', issues: blocked.issues }}
            timeZone={timeZone}
            occurrences={occurrencesOf(blocked.values, context)}
            title={serviceMessages.blocked}
            action={
              others > 0 && (
                <Button
                  variant="outlined"
                  color="inherit"
                  size="small"
                  sx={{ mt: 1 }}
                  disabled={busy}
                  onClick={() => void createTheOthers(blocked.values, blocked.issues)}
                >
                  {texts.creerSeulementLesOthers(others)}
                </Button>
              )
            }
          />
        ) : (
          <CheckResults
            state={dryRun.state}
            timeZone={timeZone}
            occurrences={checked ? occurrencesOf(checked, context) : []}
          />
        )}
      </DialogContent>
      <PlanningDialogActions
        editable={editable}
        busy={busy}
        checking={dryRun.state.status === 'checking'}
        onDelete={service && editable ? onDelete : undefined}
        onCheck={() => void onCheck()}
        onClose={() => close()}
      />
    </Box>
  );
}

/** Create a service (once or repeated) or edit one; saved through the batch flow; full screen on phones. */
export function ServiceDialog(props: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const serviceId = props.serviceId ?? props.service?.id ?? null;
  const query = useService(props.agencyId, serviceId, props.service ?? undefined);
  const service = serviceId ? (query.data ?? null) : null;
  // A service that can no longer be changed (ended, or no right to edit) is shown, not edited.
  const readOnly = service !== null && !(props.canEdit && isServiceEditable(service.status as ServiceStatus));
  const reference = service ? ` ${service.reference}` : '';
  const title = !serviceId
    ? texts.nouveauService
    : readOnly
      ? texts.serviceReference(reference)
      : texts.modifierLeServiceReference(reference);
  return (
    <FormDialog open onClose={() => props.close()} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {serviceId && !service ? (
        <PlanningDialogLoading
          error={query.isError ? query.error : null}
          errorText={texts.impossibleDeChargerLeService}
          loadingLabel={texts.chargementDuService}
          onClose={() => props.close()}
        />
      ) : (
        <ServiceForm {...props} service={service} titleId={titleId} />
      )}
    </FormDialog>
  );
}
