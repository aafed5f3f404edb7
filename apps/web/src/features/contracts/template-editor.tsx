import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { type ContractKind, contractKindLabels, contractKinds } from '@securite/domain/contracts/contract-kinds';
import {
  type ContractTemplate,
  zContractKind,
  zContractTemplateSave,
} from '@securite/domain/contracts/contract-schemas';
import { bodyVariablesError } from '@securite/domain/contracts/template-variables';
import { useCallback, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useInRouterContext } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../api/api-error.ts';
import { useFormDialogGuard, useReportDirty } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { usePageLeaveGuard, useUnsavedGuard } from '../../ui/form/use-unsaved-guard.ts';
import { previewTemplate, type TemplatesScope, useSaveContractTemplate } from './api/contract-templates.ts';
import { BodyField } from './body-field.tsx';
import { PdfPreview } from './pdf-preview.tsx';
import { texts } from './texts.ts';
import { insertAt, VariablesList } from './variables-list.tsx';

/** The editor's values: the type (the request's path) with the template, whose variables must be the type's. */
const zTemplateForm = z
  .object({
    kind: zContractKind,
    title: zContractTemplateSave.shape.title,
    body: zContractTemplateSave.shape.body,
  })
  .superRefine((values, ctx) => {
    const error = bodyVariablesError(values.body, values.kind);
    if (error) ctx.addIssue({ code: 'custom', path: ['body'], message: error });
  });
type TemplateForm = z.output<typeof zTemplateForm>;

/** On a page (not in a dialog, which the router does not reach): a link followed asks before losing the input. */
function PageLeaveGuard({ dirty }: { dirty: boolean }) {
  usePageLeaveGuard(dirty);
  return null;
}

/**
 * A contract template's editor (title, type, body with its variables listed and insertable), with the PDF preview
 * drawn with example values. The agency's templates (in a dialog) and the platform's (on a page) share it;
 * « Annuler » with unsaved input asks first.
 */
export function TemplateEditor({
  scope,
  template,
  initialKind,
  kindLocked,
  onSaved,
  onCancel,
}: {
  scope: TemplatesScope;
  template: ContractTemplate | null;
  initialKind: ContractKind;
  kindLocked: boolean;
  onSaved: (template: ContractTemplate) => void;
  onCancel: () => void;
}) {
  const { control, handleSubmit, setError, reset, getValues, setValue, formState } = useForm<
    z.input<typeof zTemplateForm>,
    unknown,
    TemplateForm
  >({
    resolver: zodResolver(zTemplateForm),
    defaultValues: { kind: template?.kind ?? initialKind, title: template?.title ?? '', body: template?.body ?? '' },
  });
  // In the agency's templates dialog (a FormDialog), the dialog asks, for its Escape and backdrop too; on the
  // platform's page, the editor's own guard does.
  const dialog = useFormDialogGuard();
  useReportDirty(formState.isDirty);
  const ownGuard = useUnsavedGuard(dialog ? false : formState.isDirty);
  const mayLeave = dialog?.mayLeave ?? ownGuard;
  const onPage = useInRouterContext();
  const [kind, title, body] = useWatch({ control, name: ['kind', 'title', 'body'] });
  const area = useRef<HTMLTextAreaElement>(null);
  const save = useSaveContractTemplate(scope, kind);
  const variablesError = body ? bodyVariablesError(body, kind) : null;
  const render = useCallback(
    (input: { title: string; body: string; kind: ContractKind }, signal: AbortSignal) =>
      previewTemplate(scope, input.kind, { title: input.title, body: input.body }, signal),
    [scope],
  );
  const insert = (placeholder: string) => {
    const [next, cursor] = insertAt(getValues('body'), placeholder, area.current);
    setValue('body', next, { shouldDirty: true });
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(cursor, cursor);
    });
  };
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError, reset, getValues },
    {
      fields: ['title', 'body'],
      save: (values) =>
        save.mutateAsync({ id: template?.id ?? null, title: values.title, body: values.body }).catch((error) => {
          throw error instanceof ApiError ? error : new Error(texts.leModeleNA);
        }),
      success: template ? texts.modeleDeContratModifie : texts.modeleDeContratCree,
      onSaved,
      // The call does not notify its errors: a 403 shows above the form.
      forbiddenInForm: true,
    },
  );
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label={texts.modeleDeContrat}>
      {onPage && <PageLeaveGuard dirty={formState.isDirty} />}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <FormError message={formError} />
          <FormTextField control={control} name="title" label={texts.titreDuModele} required />
          <FormTextField
            control={control}
            name="kind"
            select
            label={texts.type}
            disabled={kindLocked}
            helperText={kindLocked ? texts.leTypeDUn : undefined}
          >
            {contractKinds.map((k) => (
              <MenuItem key={k} value={k}>
                {contractKindLabels[k]}
              </MenuItem>
            ))}
          </FormTextField>
          <BodyField
            control={control}
            name="body"
            label={texts.texteDuModele}
            rows={{ min: 12, max: 28 }}
            textarea={area}
            variablesError={variablesError}
            hint={texts.ecrivezLeTexteInserez}
          />
          <VariablesList kind={kind} onInsert={insert} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              onClick={() =>
                void mayLeave().then((leave) => {
                  if (leave) onCancel();
                })
              }
            >
              {texts.annuler}
            </Button>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {texts.enregistrerLeModele}
            </Button>
          </Stack>
        </Stack>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PdfPreview
            input={title.trim() && body.trim() && !variablesError ? { title, body, kind } : null}
            waiting={texts.ecrivezLeTitreEt}
            render={render}
          />
        </Box>
      </Stack>
    </Box>
  );
}
