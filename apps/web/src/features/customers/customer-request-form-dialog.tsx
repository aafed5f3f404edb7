import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type CustomerRequest,
  type CustomerRequestType,
  customerRequestTypeLabels,
  customerRequestTypes,
  zCustomerRequestCreate,
} from '@securite/domain/customers/customer-request-schemas';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { newClientUuid } from '../../api/client-uuid.ts';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDialog } from '../../ui/form/form-dialog.tsx';
import { FormDialogActions, FormError } from '../../ui/form/form-dialog-actions.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { useCreateCustomerRequest } from './api/create-customer-request.ts';
import type { RequestsScope } from './api/find-customer-requests.ts';
import { useCustomers } from './api/find-customers.ts';

export interface CustomerRequestFormDialogProps {
  scope: RequestsScope;
  /** Staff choose the customer; a customer user asks for their company. */
  chooseCustomer: boolean;
}

/** A new customer request: type, subject, message (and the customer, for staff). */
export function CustomerRequestFormDialog({
  scope,
  chooseCustomer,
  close,
}: CustomerRequestFormDialogProps & DialogControls<CustomerRequest>) {
  const titleId = useId();
  const uuid = useRef(newClientUuid());
  const [customer, setCustomer] = useState<{ id: string; name: string } | null>(null);
  const [search, setSearch] = useState('');
  const [requestType, setRequestType] = useState<CustomerRequestType | ''>('');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateCustomerRequest(scope);
  const customers = useCustomers(
    scope.agencyId,
    {
      filters: { search: search.trim() || undefined },
      limit: 20,
      orderBy: { field: 'name', direction: 'asc' },
    },
    chooseCustomer,
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { uuid: uuid.current, requestType, subject, content, customerId: customer?.id ?? null };
    const parsed = zCustomerRequestCreate.safeParse(input);
    const local: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) local[issue.path.join('.')] ??= issue.message;
    if (!requestType) local.requestType = 'Obligatoire';
    if (chooseCustomer && !customer) local.customerId = 'Obligatoire';
    setErrors(local);
    if (!parsed.success || Object.keys(local).length) return;
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        notify.success('Votre demande a été envoyée.');
        close(created);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors);
        else setFormError(error.message);
      },
    });
  };

  const field = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] });
  // Everything starts empty: any value typed or chosen is unsaved input.
  const dirty = Boolean(customer || requestType || subject.trim() || content.trim());
  return (
    <FormDialog open dirty={dirty} onClose={() => close()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Nouvelle demande</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {chooseCustomer && (
              <Autocomplete
                options={customers.data?.data ?? []}
                getOptionLabel={(c) => c.name}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                value={customer}
                onChange={(_, next) => setCustomer(next ? { id: next.id, name: next.name } : null)}
                onInputChange={(_, text) => setSearch(text)}
                filterOptions={(all) => all}
                noOptionsText="Aucun client"
                renderInput={(params) => <TextField {...params} label="Client" required {...field('customerId')} />}
              />
            )}
            <TextField
              select
              required
              label="Type de demande"
              value={requestType}
              onChange={(e) => setRequestType(e.target.value as CustomerRequestType)}
              {...field('requestType')}
            >
              {customerRequestTypes.map((type) => (
                <MenuItem key={type} value={type}>
                  {customerRequestTypeLabels[type]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              required
              label="Objet"
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
              {...field('subject')}
            />
            <TextField
              required
              multiline
              minRows={4}
              label="Message"
              value={content}
              onChange={(e) => setContent(e.target.value)}
              {...field('content')}
            />
            <FormError message={formError} />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={() => close()} saving={create.isPending} />
      </Box>
    </FormDialog>
  );
}
