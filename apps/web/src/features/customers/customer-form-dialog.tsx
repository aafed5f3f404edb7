import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { customerMessages } from '@securite/domain/customers/customer-messages';
import type { Customer } from '@securite/domain/customers/customer-schemas';
import { messages } from '@securite/domain/errors/messages';
import { frenchEuros } from '@securite/domain/money/amounts';
import { useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { ApiError } from '../../api/api-error.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import {
  FormDialog,
  FormDialogCancelButton,
  FormDialogCloseButton,
  useReportDirty,
} from '../../ui/form/form-dialog.tsx';
import { FormDialogActions, FormError } from '../../ui/form/form-dialog-actions.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { useDeleteCustomer } from './api/delete-customer.ts';
import { useCustomer } from './api/get-customer.ts';
import { useSaveCustomer } from './api/save-customer.ts';
import { CustomerContactsSection } from './customer-contacts-section.tsx';
import type { CustomerDialogProps } from './customer-dialog.ts';
import {
  type CustomerFormValues,
  customerFormValues,
  customerResolver,
  formPathOf,
  toCustomerSave,
} from './customer-form-values.ts';
import { CustomerInfoSection } from './customer-info-section.tsx';
import { CustomerPricingSection } from './customer-pricing-section.tsx';

import { texts } from './texts.ts';

type Props = CustomerDialogProps & DialogControls<Customer | 'deleted'>;
type Section = 'informations' | 'contacts' | 'tarifs';

function CustomerForm({ customer, close, ...props }: Props & { customer: Customer | null }) {
  const { agencyId } = props;
  const [tab, setTab] = useState<Section>('informations');
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveCustomer(agencyId);
  const remove = useDeleteCustomer(agencyId);
  const readOnly = customer ? !props.canEdit : !props.canCreate;
  const { control, handleSubmit, setError, formState, reset } = useForm<CustomerFormValues>({
    resolver: customerResolver(customer?.id ?? null),
    defaultValues: customerFormValues(customer, props.prospect),
  });
  const { isDirty } = formState;
  useReportDirty(isDirty);

  const showServerError = (error: unknown) => {
    if (!(error instanceof ApiError)) return setFormError(error instanceof Error ? error.message : null);
    const fields = Object.entries(error.errors ?? {});
    for (const [path, message] of fields) setError(formPathOf(path) as FieldPath<CustomerFormValues>, { message });
    if (fields.some(([path]) => path.startsWith('userCompanies'))) setTab('contacts');
    else if (fields.length) setTab('informations');
    setFormError(fields.length ? null : error.message);
  };

  const onSubmit = handleSubmit(
    (values) => {
      setFormError(null);
      if (customer && !isDirty) {
        notify.warning(customerMessages.noChange);
        return;
      }
      save.mutate(toCustomerSave(values, customer?.id ?? null), {
        onSuccess: (saved) => {
          notify.success(messages.saved);
          close(saved);
        },
        onError: showServerError,
      });
    },
    (invalid) => setTab('userCompanies' in invalid ? 'contacts' : 'informations'),
  );

  /** « Transformer en client »: confirmed, then saved at once without the Prospect flag. */
  const turnIntoCustomer = async () => {
    if (!customer) return;
    const ok = await confirm({
      title: texts.transformerEnClient,
      message: customerMessages.prospectToCustomerConfirm(customer.name),
      confirmLabel: texts.transformer,
    });
    if (!ok) return;
    save.mutate(
      { id: customer.id, name: customer.name, customerInfos: { prospect: false } },
      {
        onSuccess: (saved) => {
          notify.success(texts.leProspectEstDevenu);
          reset(customerFormValues(saved));
        },
        onError: (error) => notify.error(error.message),
      },
    );
  };

  const onDelete = async (kind: 'archive' | 'permanent') => {
    if (!customer) return;
    const ok = await confirm(
      kind === 'archive'
        ? {
            title: texts.archiverCeClient,
            message: texts.nApparaitraPlusName(customer.name),
            confirmLabel: texts.archiver,
          }
        : {
            title: texts.supprimerDefinitivementCeClient,
            message: texts.sesContactsEtName(customer.name),
            confirmLabel: texts.supprimer,
            destructive: true,
          },
    );
    if (!ok) return;
    remove.mutate(
      { id: customer.id, kind },
      {
        onSuccess: () => {
          notify.success(kind === 'archive' ? customerMessages.archived : customerMessages.deleted);
          close('deleted');
        },
      },
    );
  };

  const current = save.data && save.data.id === customer?.id ? save.data : customer;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
    >
      <Tabs
        value={tab}
        onChange={(_, next: Section) => setTab(next)}
        aria-label={texts.sectionsDuClient}
        sx={{ px: 3 }}
      >
        <Tab value="informations" label={texts.informations} />
        <Tab value="contacts" label={texts.contacts} />
        {customer && <Tab value="tarifs" label={texts.tarifs} />}
      </Tabs>
      <DialogContent dividers sx={{ flex: 1 }}>
        {current?.customerInfos.prospect && tab === 'informations' && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              props.canEdit && (
                <Button color="inherit" size="small" onClick={turnIntoCustomer} loading={save.isPending}>
                  {texts.transformerEnClient}
                </Button>
              )
            }
          >
            {texts.ceClientEstUn}
          </Alert>
        )}
        {current?.archivedAt && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {texts.ceClientEstArchive}
          </Alert>
        )}
        {current?.customerNumber && tab === 'informations' && (
          <Alert severity="success" icon={false} sx={{ mb: 2 }}>
            {texts.numeroClient} {current.customerNumber}
          </Alert>
        )}
        {current && tab === 'informations' && (
          <Alert severity={current.leftToPay > 0 ? 'warning' : 'info'} icon={false} sx={{ mb: 2 }}>
            {texts.resteAPayer} {frenchEuros(current.leftToPay)}
          </Alert>
        )}
        <Box hidden={tab !== 'informations'}>
          <CustomerInfoSection agencyId={agencyId} control={control} readOnly={readOnly} />
        </Box>
        <Box hidden={tab !== 'contacts'}>
          <CustomerContactsSection control={control} readOnly={readOnly} />
        </Box>
        {customer && tab === 'tarifs' && (
          <CustomerPricingSection
            agencyId={agencyId}
            customerId={customer.id}
            readOnly={!props.canEdit}
            canEditSettings={props.canEditSettings}
          />
        )}
        <FormError message={formError} sx={{ mt: 2 }} />
      </DialogContent>
      {tab === 'tarifs' ? (
        <DialogActions>
          <FormDialogCancelButton>{texts.fermer}</FormDialogCancelButton>
        </DialogActions>
      ) : (
        <FormDialogActions
          onCancel={() => close()}
          saving={save.isPending}
          sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}
        >
          {customer && props.canEdit && (
            <>
              <Button
                color="warning"
                onClick={() => onDelete('archive')}
                disabled={Boolean(customer.archivedAt)}
                sx={{ mr: 1 }}
              >
                {texts.archiver}
              </Button>
              <Button
                color="error"
                onClick={() => onDelete('permanent')}
                loading={remove.isPending}
                sx={{ mr: 'auto' }}
              >
                {texts.supprimerDefinitivement}
              </Button>
            </>
          )}
        </FormDialogActions>
      )}
    </Box>
  );
}

/** Create or edit a customer (informations, contacts, price grids); full screen on phones. */
export function CustomerFormDialog(props: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const customerId = props.customerId ?? null;
  const query = useCustomer(props.agencyId, customerId);
  const customer = customerId ? (query.data ?? null) : null;
  const title = customerId
    ? texts.clientValue(customer ? ` « ${customer.name} »` : '')
    : props.prospect
      ? texts.nouveauProspect
      : texts.nouveauClient;
  return (
    <FormDialog
      open
      onClose={() => props.close()}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      slotProps={{ paper: { sx: { height: { sm: 'min(88vh, 860px)' } } } }}
    >
      <FormDialogCloseButton />
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      {customerId && !customer ? (
        <DialogContent sx={{ display: 'grid', placeItems: 'center' }}>
          {query.isError ? (
            <Alert severity="error">{messages.dialogLoadFailure}</Alert>
          ) : (
            <CircularProgress aria-label={texts.chargementDuClient} />
          )}
        </DialogContent>
      ) : (
        <CustomerForm {...props} customer={customer} />
      )}
    </FormDialog>
  );
}
