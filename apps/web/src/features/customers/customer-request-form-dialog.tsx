import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type CustomerRequest,
  customerRequestTypeLabels,
  customerRequestTypes,
  zCustomerRequestCreate,
} from '@securite/domain/customers/customer-request-schemas';
import { validationMessages as m } from '@securite/domain/validation/messages';
import { useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { newClientUuid } from '../../api/client-uuid.ts';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDialog } from '../../ui/form/form-dialog.tsx';
import { FormDialogActions, FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { useCreateCustomerRequest } from './api/create-customer-request.ts';
import type { RequestsScope } from './api/find-customer-requests.ts';
import { useCustomers } from './api/find-customers.ts';

import { texts } from './texts.ts';

/**
 * The request as the form holds it: no type chosen yet (« Obligatoire »), and the customer picked (its name shown,
 * its id sent); staff must pick one.
 */
const requestForm = (chooseCustomer: boolean) =>
  zCustomerRequestCreate.extend({
    requestType: z.enum(customerRequestTypes, { error: m.required }),
    customerId: z
      .object({ id: z.string(), name: z.string() })
      .nullable()
      .refine((customer) => !chooseCustomer || customer !== null, m.required),
  });
type RequestInput = z.input<ReturnType<typeof requestForm>>;
type RequestOutput = z.output<ReturnType<typeof requestForm>>;

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
  // One uuid per dialog: a retry after a lost answer is the same request.
  const uuid = useRef(newClientUuid());
  const [search, setSearch] = useState('');
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
  const schema = useMemo(() => requestForm(chooseCustomer), [chooseCustomer]);
  const { control, handleSubmit, setError, formState } = useForm<RequestInput, unknown, RequestOutput>({
    resolver: zodResolver(schema),
    // Everything starts empty: any value typed or chosen is unsaved input.
    defaultValues: { customerId: null, subject: '', content: '' },
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['customerId', 'requestType', 'subject', 'content'],
      save: (values) =>
        create.mutateAsync({ ...values, uuid: uuid.current, customerId: values.customerId?.id ?? null }),
      success: texts.votreDemandeAEte,
      onSaved: (created) => close(created),
    },
  );

  return (
    <FormDialog
      open
      dirty={formState.isDirty}
      onClose={() => close()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{texts.nouvelleDemande}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {chooseCustomer && (
              <Controller
                control={control}
                name="customerId"
                render={({ field, fieldState }) => (
                  <Autocomplete
                    options={customers.data?.data ?? []}
                    getOptionLabel={(c) => c.name}
                    isOptionEqualToValue={(a, b) => a.id === b.id}
                    value={field.value}
                    onChange={(_, next) => field.onChange(next ? { id: next.id, name: next.name } : null)}
                    onBlur={field.onBlur}
                    onInputChange={(_, text) => setSearch(text)}
                    filterOptions={(all) => all}
                    noOptionsText={texts.aucunClient}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        inputRef={field.ref}
                        label={texts.client}
                        required
                        error={fieldState.invalid}
                        helperText={fieldState.error?.message}
                      />
                    )}
                  />
                )}
              />
            )}
            <FormTextField control={control} name="requestType" label={texts.typeDeDemande} select required>
              {customerRequestTypes.map((type) => (
                <MenuItem key={type} value={type}>
                  {customerRequestTypeLabels[type]}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={control} name="subject" label={texts.objet} required />
            <FormTextField control={control} name="content" label={texts.message} required multiline minRows={4} />
            <FormError message={formError} />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={() => close()} saving={create.isPending} />
      </Box>
    </FormDialog>
  );
}
